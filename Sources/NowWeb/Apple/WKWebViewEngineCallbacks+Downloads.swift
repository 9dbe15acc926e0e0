#if canImport(WebKit)
    import Foundation
    import WebKit

    // A navigation the engine answered `…PolicyDownload` for (an accepted export, and nothing else) becomes a
    // `WKDownload`, whose delegate these callbacks are; each goes straight to the engine
    // (`WKWebViewEngine+Exports.swift`).
    extension WKWebViewEngineCallbacks: WKDownloadDelegate {
        #if canImport(ObjectiveC)

            @objc(webView:navigationAction:didBecomeDownload:)

        #endif
        func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
            becameDownload(download)
        }

        #if canImport(ObjectiveC)

            @objc(webView:navigationResponse:didBecomeDownload:)

        #endif
        func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
            becameDownload(download)
        }

        #if canImport(ObjectiveC)

            @objc(download:decideDestinationUsingResponse:suggestedFilename:completionHandler:)

        #endif
        func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String)
            async -> URL?
        {
            // No engine left (or a pop-up's download): no file, so WebKit cancels it.
            engine?.exportDestination(download, response: response, suggestedFilename: suggestedFilename)
        }

        #if canImport(ObjectiveC)

            @objc(downloadDidFinish:)

        #endif
        func downloadDidFinish(_ download: WKDownload) {
            engine?.endExport(download, delivering: true)
        }

        #if canImport(ObjectiveC)

            @objc(download:didFailWithError:resumeData:)

        #endif
        func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) {
            engine?.endExport(download, delivering: false)
        }

        /// The engine takes the download; a pop-up never answers `…PolicyDownload`, so one of its downloads only gets
        /// a delegate that gives it no file.
        private func becameDownload(_ download: WKDownload) {
            guard popUp == nil, let engine else {
                download.delegate = self
                return
            }
            engine.exportBecameDownload(download)
        }
    }
#endif
