#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The Cabrillo bridge in a real WebKit, against the emulator's pages and their Cabrillo client.
        @Suite @MainActor struct CabrilloBridgeTests {
            /// The settled calls the page logged, as `method:errorStatus` (0 when answered without error).
            func settled(_ harness: BridgeHarness, frame: String = "window") async throws -> [String] {
                let script = """
                    \(frame).snmCabrillo.log.settled.map(function (c) {
                      return c.method + ':' + (c.error ? c.error.status : 0);
                    }).join(',')
                    """
                let text = try await harness.evaluate(script) ?? ""
                return text.isEmpty ? [] : text.split(separator: ",").map(String.init)
            }

            @Test func pagesDetectANativeHostInEveryFrame() async throws {
                try await withEmulator { instance in
                    let target = "incident.do%3Fsys_id%3D1"
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/classic/params/target/\(target)")
                    await harness.loadPage()
                    let probe = "window.webkit.messageHandlers['com.servicenow.cabrillo.camera.getBarcode']"
                    #expect(try await harness.evaluate("typeof \(probe)") == "object")
                    #expect(try await harness.evaluate("String(snmCabrillo.isNative())") == "true")
                    let iframe = "document.getElementById('gsft_main').contentWindow"
                    #expect(try await harness.evaluate("String(\(iframe).snmCabrillo.isNative())") == "true")
                    harness.close()
                }
            }

            @Test func flowEndedFromThePageReachesTheDelegateAndItsPromiseSettles() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/home?cabrillo=flowEnded&flow=order")
                    harness.controller.loadPage()
                    await harness.wait { !harness.endedFlows.isEmpty }
                    #expect(harness.endedFlows == ["order"])
                    #expect(try await settled(harness) == ["flowControl.flowEnded:0"])
                    harness.close()
                }
            }

            @Test func aCallFromAnIframeIsAnsweredInThatIframe() async throws {
                try await withEmulator { instance in
                    let target = "incident.do%3Fsys_id%3D1%26cabrillo%3DflowEnded%26flow%3Dform"
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/classic/params/target/\(target)")
                    harness.controller.loadPage()
                    await harness.wait { !harness.endedFlows.isEmpty }
                    #expect(harness.endedFlows == ["form"])
                    let iframe = "document.getElementById('gsft_main').contentWindow"
                    #expect(try await settled(harness, frame: iframe) == ["flowControl.flowEnded:0"])
                    #expect(try await harness.evaluate("String(snmCabrillo.log.called.length)") == "0")
                    harness.close()
                }
            }

            @Test func everyCallSettlesAndAnUnsupportedOneGetsAnError() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home")
                    await harness.loadPage()
                    _ = try await harness.evaluate(
                        """
                        window.results = [];
                        cabrillo.camera.getBarcode().then(function (r) { results.push('barcode:' + r); });
                        cabrillo.viewLayout.setTitle('Laptop');
                        cabrillo.viewLayout.getTitle().then(function (t) { results.push('title:' + t); });
                        cabrillo.viewLayout.setNavigationBarButtons([]);
                        cabrillo.flowControl.flowEnded('last');
                        null
                        """)
                    await harness.wait { !harness.endedFlows.isEmpty }
                    // The replies to the last calls may still be on their way back into the page.
                    var calls = try await settled(harness)
                    while calls.count < 4 { calls = try await settled(harness) }
                    #expect(
                        calls == [
                            "camera.getBarcode:501", "viewLayout.getTitle:0", "viewLayout.setNavigationBarButtons:0",
                            "flowControl.flowEnded:0",
                        ])
                    #expect(try await harness.evaluate("results.join(',')") == "barcode:null,title:Laptop")
                    #expect(harness.controller.pageNavigationItem.title == "Laptop")
                    harness.close()
                }
            }

            @Test func goBackWithNoHistoryAsksTheHostToDismiss() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home?cabrillo=goBack")
                    harness.controller.loadPage()
                    await harness.wait { harness.dismissals > 0 }
                    #expect(harness.dismissals == 1)
                    harness.close()
                }
            }

            @Test func aTappedButtonRunsThePagesCallback() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/home?cabrillo=buttons&flow=order")
                    harness.controller.observe { if case .navigationItem = $0 { harness.wake() } }
                    harness.controller.loadPage()
                    await harness.wait { !harness.controller.pageNavigationItem.bottomButtons.isEmpty }
                    let button = try #require(harness.controller.pageNavigationItem.bottomButtons.first)
                    #expect(button.title == "Order")
                    harness.controller.tap(button)
                    await harness.wait { !harness.endedFlows.isEmpty }
                    #expect(harness.endedFlows == ["order"])
                    #expect(try await harness.evaluate("snmCabrillo.log.taps.join(',')") == "0")
                    harness.close()
                }
            }

            @Test func viewsSharingAContentProcessEachGetOnlyTheirOwnPagesMessages() async throws {
                try await withEmulator { instance in
                    let first = try await WebKitGTKEngine()
                    let second = try await WebKitGTKEngine(sharingContentProcessWith: first)
                    let (firstRecorder, secondRecorder) = (RecordingEngineDelegate(), RecordingEngineDelegate())
                    first.delegate = firstRecorder
                    second.delegate = secondRecorder
                    let page = instance.baseURL.appending(path: "now/nav/ui/home")
                    let token = instance.issueAccessToken(for: "abel.tuter")
                    second.load(WebRequest(url: page, headers: ["Authorization": "Bearer \(token)"]))
                    await secondRecorder.expectSettled(.finished(page))

                    let isMessage: (WebEngineEvent) -> Bool = { if case .cabrilloMessage = $0 { true } else { false } }
                    _ = try await second.evaluateJavaScript("cabrillo.flowControl.flowEnded('second'); null")
                    // The message may have arrived before the script's own result did.
                    if !secondRecorder.events.contains(where: isMessage) {
                        _ = await secondRecorder.nextOrIssue(isMessage)
                    }
                    guard case .cabrilloMessage(let message) = secondRecorder.events.first(where: isMessage) else {
                        Issue.record("no Cabrillo message: \(secondRecorder.events)")
                        return
                    }
                    #expect(message.handlerName == CabrilloMethod.flowEnded.handlerName)
                    #expect(try CabrilloCall(message).options == .object(["flowName": .string("second")]))
                    #expect(message.frame != .main, "the tagging script named the frame")
                    let scope = try #require(InstanceScope(instanceURL: instance.baseURL))
                    #expect(message.origin.map(scope.contains) == true, "the tagging script sent the origin")
                    #expect(
                        !firstRecorder.events.contains {
                            switch $0 {
                            case .cabrilloMessage, .sessionWatchSignal: true
                            default: false
                            }
                        })
                    first.close()
                    second.close()
                }
            }

            @Test func alertAndConfirmPanelsGoToTheHost() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home")
                    await harness.loadPage()
                    #expect(
                        try await harness.evaluate("String(window.confirm('Leave page?'))") == "false",
                        "without a host handler a confirm is cancelled")
                    var shown: [JavaScriptPanel] = []
                    harness.controller.javaScriptPanelHandler = { panel in
                        shown.append(panel)
                        return panel.kind == .confirm ? .confirmed(true) : .dismissed
                    }
                    #expect(try await harness.evaluate("String(window.confirm('Leave page?'))") == "true")
                    _ = try await harness.evaluate("window.alert('Saved'); null")
                    #expect(shown.map(\.kind) == [.confirm, .alert])
                    #expect(shown.map(\.message) == ["Leave page?", "Saved"])
                    harness.close()
                }
            }
        }
    }
#endif
