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
