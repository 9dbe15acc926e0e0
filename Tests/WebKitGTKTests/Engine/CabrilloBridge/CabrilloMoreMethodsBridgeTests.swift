#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// navigation.goto and geolocation in a real WebKit, called by the emulator page's Cabrillo client.
        @Suite @MainActor struct CabrilloMoreMethodsBridgeTests {
            @Test func gotoARecordShowsItOnTheInstance() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/home?cabrillo=goto&table=incident&sysId=3")
                    harness.controller.loadPage()
                    await harness.wait { harness.finishedPages.contains { $0.path == "/incident.do" } }
                    let record = harness.finishedPages.first { $0.path == "/incident.do" }
                    #expect(record?.query == "sys_id=3")
                    #expect(try await harness.evaluate("document.querySelector('h1').textContent") == "Incident 3")
                    harness.close()
                }
            }

            /// A method of the app's own namespace: offered by the engine because the app named it, served by the
            /// app's handler, answered in the page; a method the app did not name has no handler in the page.
            @Test func anAppsOwnMethodIsOfferedServedAndAnswered() async throws {
                try await withEmulator { instance in
                    let doThing = CabrilloMethod("myapp", "doThing")
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/home",
                        configuration: WebKitGTKEngine.Configuration(additionalCabrilloMethods: [doThing]))
                    harness.controller.cabrilloDispatcher.handlers[doThing] = { call in
                        .success(CabrilloOutcome(results: .object(["did": call.options["thing"] ?? .null])))
                    }
                    await harness.loadPage()
                    let handlers = "window.webkit.messageHandlers"
                    #expect(try await harness.evaluate("typeof \(handlers)['\(doThing.handlerName)']") == "object")
                    let other = CabrilloMethod("myapp", "other").handlerName
                    #expect(try await harness.evaluate("typeof \(handlers)['\(other)']") == "undefined")
                    _ = try await harness.evaluate(
                        """
                        window.snmCabrillo.receiveMethod = function (data) { window.appAnswer = JSON.stringify(data); };
                        \(handlers)['\(doThing.handlerName)'].postMessage({
                          callbackName: 'snmCabrillo.receiveMethod', callbackContext: { callId: 41 },
                          options: { thing: 'scan' }
                        }); 'posted'
                        """)
                    var answer = ""
                    // The answer arrives after the post; each evaluation is a round trip to the page.
                    for _ in 0..<2000 where answer.isEmpty {
                        answer = try await harness.evaluate("window.appAnswer || ''") ?? ""
                    }
                    let reply = try JSONValue(parsing: answer)
                    #expect(reply["callbackContext"]?["callId"] == .number(41))
                    #expect(reply["results"] == .object(["did": .string("scan")]))
                    #expect(reply["error"] == nil)
                    harness.close()
                }
            }

            @Test func geolocationIsAnsweredWithWhyItCannotBeServed() async throws {
                try await withEmulator { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home?cabrillo=location")
                    await harness.loadPage()
                    let settled = "snmCabrillo.log.settled.map(function (c) { return c.error ? c.error.status : 0; })"
                    var status = ""
                    // The answer arrives after the page's load event; each evaluation is a round trip to it.
                    for _ in 0..<2000 where status.isEmpty {
                        status = try await harness.evaluate("\(settled).join(',')") ?? ""
                    }
                    // No DevicePermissionDelegate in the harness's configuration: the location is refused.
                    #expect(status == "403")
                    harness.close()
                }
            }
        }
    }
#endif
