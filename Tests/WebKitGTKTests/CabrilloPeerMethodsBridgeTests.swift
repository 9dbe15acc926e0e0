#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// auth.reauthenticate in a real WebKit: the page's call reaches the app's hook and the hook's answer the
        /// page.
        @Suite @MainActor struct CabrilloPeerMethodsBridgeTests {
            /// Posts a call of `method` with `options` (JavaScript) from the main frame and returns its answer.
            static func call(_ method: CabrilloMethod, _ options: String, in harness: BridgeHarness, id: Int)
                async throws -> JSONValue
            {
                _ = try await harness.evaluate(
                    """
                    window.peerAnswers = window.peerAnswers || {};
                    window.snmCabrillo.receiveMethod = function (data) {
                      window.peerAnswers[data.callbackContext.callId] = JSON.stringify(data);
                    };
                    window.webkit.messageHandlers['\(method.handlerName)'].postMessage({
                      callbackName: 'snmCabrillo.receiveMethod', callbackContext: { callId: \(id) }, options: \(options)
                    }); 'posted'
                    """)
                var answer = ""
                // The answer arrives after the post; each evaluation is a round trip to the page.
                for _ in 0..<2000 where answer.isEmpty {
                    answer = try await harness.evaluate("window.peerAnswers[\(id)] || ''") ?? ""
                }
                return try JSONValue(parsing: answer)
            }

            @Test func reauthenticationIsAnsweredByTheAppsHookOrNamesIt() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home")
                    await harness.loadPage()
                    let method = CabrilloMethod("auth", "reauthenticate")
                    let user = "{ user: { sysId: '6816f79cc0a8016401c5a33be04be441', userName: 'abel.tuter' } }"

                    let keepsDefault = KeepsDefaultHook()
                    harness.controller.delegate = keepsDefault
                    let unanswered = try await Self.call(method, user, in: harness, id: 1)
                    #expect(unanswered["results"]?["reauthenticated"] == .bool(false))
                    let message = unanswered["error"]?["message"]?.stringValue ?? ""
                    #expect(message.contains("nowWebViewController(_:reauthenticate:)"), "\(message)")

                    let hook = SignedInUserHook(signedIn: "abel.tuter")
                    harness.controller.delegate = hook
                    let confirmed = try await Self.call(method, user, in: harness, id: 2)
                    #expect(confirmed["results"] == .object(["reauthenticated": .bool(true)]))
                    #expect(confirmed["error"] == nil)
                    let otherUser = try await Self.call(method, "{ user: { userName: 'fred' } }", in: harness, id: 3)
                    #expect(otherUser["results"] == .object(["reauthenticated": .bool(false)]))
                    let hostile = try await Self.call(method, "{ user: { sysId: { length: 1 } } }", in: harness, id: 4)
                    #expect(hostile["error"]?["status"] == .number(400))
                    #expect(hook.asked == ["abel.tuter", "fred"])
                    harness.close()
                }
            }
        }
    }

    /// A delegate that keeps every default hook.
    @MainActor final class KeepsDefaultHook: NowWebViewControllerDelegate {
        func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
        {}
    }

    /// A hook that binds the answer to the signed-in user: only a request naming that user is confirmed.
    @MainActor final class SignedInUserHook: NowWebViewControllerDelegate {
        let signedIn: String
        private(set) var asked: [String?] = []

        init(signedIn: String) {
            self.signedIn = signedIn
        }

        func nowWebViewController(
            _ nowWebViewController: NowWebViewController, reauthenticate request: NowWebReauthentication
        ) async throws -> Bool {
            asked.append(request.user?.userName)
            return request.user?.userName == signedIn
        }

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
        {}
    }
#endif
