#if WebKitGTK
    import Foundation
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// An app written against the vendor's API only (`NowWebKitGTK.install()`, then `NowSDK.configure`,
        /// `NowWeb.makeWebService(instanceUrl:)` and `makeWebViewController`) renders with WebKitGTK and runs
        /// the page's JavaScript: the page's Cabrillo call reaches the app's delegate. It runs as its own
        /// process (`nowweb app`) because the vendor's API is process-wide.
        @Suite struct VendorAppTests {
            @Test func aVendorShapedAppRunsThePagesJavaScriptInWebKit() async throws {
                let run = try await ProgramRun.run(
                    "nowweb", ["app", "/now/nav/ui/home?cabrillo=flowEnded&flow=vendor", "--timeout", "40s"])
                let text = run.output

                #expect(run.status == 0, "\(run)")
                #expect(text.contains("NowWeb: web pages render with WebKitGTK"), "\(text)")
                #expect(text.contains("engine: WebKitGTKEngine"), "\(text)")
                #expect(text.contains("delegate: didEndFlow \"vendor\""), "\(text)")
            }
        }
    }
#endif
