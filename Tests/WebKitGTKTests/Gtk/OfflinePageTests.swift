#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    @testable import NowWebKitGTK
    import Testing

    extension WebKitGTKSuite {
        /// WebKitGTK's connectivity source. (A page offline at load that comes back by itself, the window's retry
        /// banner included, is the session scenarios `offline.*`: `SessionScenarios`.)
        @Suite @MainActor struct OfflinePageTests {
            @Test func theGIONetworkMonitorSourceSaysWhatGIOSays() async throws {
                try GtkRuntime.start()
                let source = NetworkMonitorConnectivity()
                var updates = source.connectivityUpdates().makeAsyncIterator()
                let first = await updates.next()
                let available = await Task { @GtkActor in
                    g_network_monitor_get_network_available(g_network_monitor_get_default()) != 0
                }.value
                #expect(first == (available ? .online : .offline))
            }
        }
    }
#endif
