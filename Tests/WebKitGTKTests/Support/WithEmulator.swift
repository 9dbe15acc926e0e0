#if WebKitGTK
    import NowWebTesting

    /// `withInstanceEmulator` for main-actor tests: `body` stays on the main actor with the engines it drives.
    @MainActor
    func withEmulator(
        _ configuration: InstanceEmulator.Configuration = .init(),
        _ body: @MainActor (InstanceEmulator) async throws -> Void
    ) async throws {
        let instance = try await InstanceEmulator.start(configuration)
        do {
            try await body(instance)
        } catch {
            await instance.shutdown()
            throw error
        }
        await instance.shutdown()
    }
#endif
