#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// auth.reauthenticate and window.prompt in a real WebKit: the page's call reaches the app's hook (or the
        /// host's panel handler) and its answer the page.
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

            @Test func aPromptGetsTheHostsTextOrNullWithoutAnAnswer() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home")
                    await harness.loadPage()
                    let prompt = "String(window.prompt('Name?', 'x'))"
                    #expect(
                        try await harness.evaluate(prompt) == "null", "without a host handler a prompt is cancelled")
                    var shown: [JavaScriptPanel] = []
                    let script = PanelScript()
                    harness.controller.javaScriptPanelHandler = { panel in
                        shown.append(panel)
                        return script.answer
                    }
                    #expect(try await harness.evaluate(prompt) == "Ada")
                    #expect(shown.map(\.kind) == [.prompt(defaultText: "x")])
                    #expect(shown.map(\.message) == ["Name?"])
                    script.answer = .text(nil)
                    #expect(try await harness.evaluate(prompt) == "null", "Cancel")
                    script.answer = .text("")
                    #expect(try await harness.evaluate(prompt) == "", "OK on an emptied field")
                    script.answer = .dismissed
                    #expect(try await harness.evaluate(prompt) == "null", "an answer of another panel's kind cancels")
                    #expect(try await harness.evaluate("String(window.prompt('Plain?'))") == "null")
                    #expect(shown.last?.kind == .prompt(defaultText: ""))
                    harness.close()
                }
            }

            @Test func aLocationSourcesCoordinateReachesThePageOrItsRefusalOrFailure() async throws {
                try await withEmulator { instance in
                    var sdk = NowSDKConfiguration(
                        grantProvider: NowPasswordAuthorizationProvider(
                            username: "abel.tuter", password: "Abel.Tuter-1"),
                        permissionDelegate: RecordingPermissions(allowed: [.location]), logLevel: .error)
                    sdk.oauthClient = NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
                    sdk.clock = instance.clock
                    sdk.tokenStore = NowInMemoryTokenStore()
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/home", core: try NowCoreService(configuration: sdk))
                    await harness.loadPage()
                    let method = CabrilloMethod("geolocation", "getCurrentLocation")
                    let locator = ScriptedLocator([
                        .located(latitude: 52.3676, longitude: 4.9041), .refused, .failed("no satellite fix"),
                    ])
                    harness.controller.locationSource = locator
                    let located = try await Self.call(method, "{}", in: harness, id: 1)
                    #expect(located["results"]?["coordinate"]?["latitude"] == .number(52.3676))
                    #expect(located["results"]?["coordinate"]?["longitude"] == .number(4.9041))
                    #expect(located["error"] == nil)
                    let refused = try await Self.call(method, "{}", in: harness, id: 2)
                    #expect(refused["error"]?["status"] == .number(403))
                    let failed = try await Self.call(method, "{}", in: harness, id: 3)
                    #expect(failed["error"]?["status"] == .number(503))
                    #expect(failed["error"]?["message"]?.stringValue?.contains("no satellite fix") == true)
                    #expect(locator.reads == 3)
                    harness.controller.locationSource = nil
                    let noSource = try await Self.call(method, "{}", in: harness, id: 4)
                    #expect(noSource["error"]?["status"] == .number(503), "no source: the clear 503 stays")
                    harness.close()
                }
            }

            /// A frame of another origin opens panels as the instance's pages do: alerts and confirms reach the
            /// host's handler today, and a prompt follows the same rule.
            @Test func aForeignFramesPromptFollowsTheRuleOfItsConfirm() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/asker"] = """
                    <!DOCTYPE html><html><body><script>
                    var answers = [window.confirm('Foreign confirm?'), window.prompt('Foreign name?', 'w')];
                    var request = new XMLHttpRequest();
                    request.open('GET', '/asker-report/' + encodeURIComponent(answers.join('|')), false);
                    request.send();
                    </script></body></html>
                    """
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home?embed=/asker")
                    var shown: [JavaScriptPanel] = []
                    harness.controller.javaScriptPanelHandler = { panel in
                        shown.append(panel)
                        return panel.kind == .confirm ? .confirmed(true) : .text("from host")
                    }
                    await harness.loadPage()
                    let report = try #require(
                        instance.requestLog.first { $0.host == .foreign && $0.path.hasPrefix("/asker-report/") },
                        "the foreign frame reported its answers")
                    let answers = (report.path.removingPercentEncoding ?? report.path).dropFirst("/asker-report/".count)
                    #expect(answers == "true|from host")
                    #expect(shown.map(\.kind) == [.confirm, .prompt(defaultText: "w")])
                    harness.close()
                }
            }
        }
    }

    /// A location source whose readings the test scripts, one a call.
    @MainActor final class ScriptedLocator: DeviceLocating {
        var readings: [DeviceLocationReading]
        private(set) var reads = 0

        init(_ readings: [DeviceLocationReading]) {
            self.readings = readings
        }

        func currentLocation() async -> DeviceLocationReading {
            reads += 1
            return readings.isEmpty ? .failed("no reading scripted") : readings.removeFirst()
        }
    }

    /// The answer the host's panel handler gives, changed by the test between panels.
    @MainActor final class PanelScript {
        var answer: JavaScriptPanel.Response = .text("Ada")
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
