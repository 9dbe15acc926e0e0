#if WebKitGTK
    import Foundation
    import Testing

    extension WebKitGTKSuite {
        /// An app written against the vendor's API only (`NowWebKitGTK.install()`, then `NowSDK.configure`,
        /// `NowWeb.makeWebService(instanceUrl:)` and `makeWebViewController`) renders with WebKitGTK and runs
        /// the page's JavaScript: the page's Cabrillo call reaches the app's delegate. It runs as its own
        /// process (`nowweb app`) because the vendor's API is process-wide.
        @Suite struct VendorAppTests {
            @Test func aVendorShapedAppRunsThePagesJavaScriptInWebKit() async throws {
                let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                    .appending(path: "nowweb")
                let process = Process()
                process.executableURL = executable
                process.arguments = ["app", "/now/nav/ui/home?cabrillo=flowEnded&flow=vendor", "--timeout", "40s"]
                let output = Pipe()
                process.standardOutput = output
                let printed = Task.detached { output.fileHandleForReading.readDataToEndOfFile() }
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    process.terminationHandler = { _ in continuation.resume() }
                    do { try process.run() } catch { continuation.resume() }
                }
                let text = String(decoding: await printed.value, as: UTF8.self)

                #expect(process.terminationStatus == 0, "\(text)")
                #expect(text.contains("NowWeb: web pages render with WebKitGTK"), "\(text)")
                #expect(text.contains("engine: WebKitGTKEngine"), "\(text)")
                #expect(text.contains("delegate: didEndFlow \"vendor\""), "\(text)")
            }
        }
    }
#endif
