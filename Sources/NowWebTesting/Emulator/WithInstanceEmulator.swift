/// Runs `body` with a started emulator and always shuts it down afterwards, even when `body` throws.
///
/// ```swift
/// try await withInstanceEmulator { instance in
///     print(instance.baseURL)
/// }
/// ```
///
/// - Parameters:
///   - configuration: How to start the emulator. Default `InstanceEmulator.Configuration()`.
///   - isolation: The caller's actor, on which `body` runs (so main-actor tests can use it).
///   - body: The work to do while it runs.
/// - Returns: What `body` returns.
/// - Throws: `InstanceEmulatorError` when it cannot start, or what `body` throws.
public func withInstanceEmulator<R>(
    _ configuration: InstanceEmulator.Configuration = .init(),
    isolation: isolated (any Actor)? = #isolation,
    _ body: (InstanceEmulator) async throws -> R
) async throws -> R {
    let emulator = try await InstanceEmulator.start(configuration)
    do {
        let result = try await body(emulator)
        await emulator.shutdown()
        return result
    } catch {
        await emulator.shutdown()
        throw error
    }
}
