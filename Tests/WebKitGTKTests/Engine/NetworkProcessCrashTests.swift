#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    #if canImport(Glibc)
        import Glibc
    #endif

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// WebKit's network process can die under a load (WebKitGTK 2.50 crashes in it now and then); a load the
        /// engine issued is issued once more instead of failing.
        @Suite @MainActor struct NetworkProcessCrashTests {
            /// The network processes this test process started.
            static func networkProcesses() -> [pid_t] {
                let me = getpid()
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                return entries.compactMap { Int32($0) }.filter { pid in
                    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                        let close = stat.lastIndex(of: ")")
                    else { return false }
                    let name = stat[stat.index(after: stat.firstIndex(of: "(")!)..<close]
                    let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
                    return name.hasPrefix("WebKitNetwork") && fields.count > 1 && Int32(fields[1]) == me
                }
            }

            @Test func aLoadWhoseNetworkProcessDiesIsIssuedOnceMoreAndFinishes() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.faults.latency = .milliseconds(300)
                try await withEmulator(configuration) { instance in
                    let (engine, recorder) = try await makeEngine()
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    // A first load, so that the engine's network process runs when the next load starts.
                    let warmUp = instance.baseURL.appending(path: "kb_view.do")
                    engine.load(bearerRequest(warmUp, instance))
                    await recorder.expectSettled(.finished(warmUp))
                    let logged = instance.requestLog.count

                    engine.load(bearerRequest(home, instance))
                    // The request reached the instance, which answers after the latency: the load is in flight
                    // in the network process when that process dies.
                    _ = await instance.request(loggedAfter: logged) { $0.path == "/now/nav/ui/home" }
                    let killed = Self.networkProcesses()
                    for pid in killed { kill(pid, SIGKILL) }

                    await recorder.expectSettled(.finished(home))
                    #expect(!killed.isEmpty, "no network process to end")
                    #expect(!recorder.events.contains { if case .failed = $0 { true } else { false } })
                    let issued = recorder.actions.filter {
                        $0 == NavigationAction(url: home, isMainFrame: true, kind: .issued)
                    }
                    #expect(issued.count == 2, "asked again for the same request")
                    #expect(instance.requestLog.contains { $0.path == "/now/nav/ui/home" && $0.hasAuthorization })
                    engine.close()
                }
            }
        }
    }
#endif
