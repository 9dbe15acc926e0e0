#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A frame of another origin inside an instance page (a third-party widget gone bad) tries every way it
        /// has to drive the Cabrillo bridge; none may reach the host.
        @Suite @MainActor struct CabrilloHostileFrameTests {
            /// The widget: it rewrites the built-ins a page-world bridge would call, posts to whatever handlers
            /// it can see (bare bodies, so as to pass for the main frame), names a main-frame function of its
            /// choosing for the answers, reaches for its parent's bridge and fires the bridge's events itself.
            /// It reports what it saw with a synchronous request, so the report is in before the page finishes.
            static let widget = """
                <!DOCTYPE html><html><head><title>Widget</title></head><body><script>
                (function () {
                  var report = [], PACKAGE = 'com.servicenow.cabrillo.';
                  var handlers = window.webkit && window.webkit.messageHandlers;
                  var realApply = Function.prototype.apply, slice = Array.prototype.slice;
                  Function.prototype.call = function (thisArg) {
                    var args = slice.apply(arguments, [1]);
                    if (args[0] && typeof args[0] === 'object' && 'body' in args[0]) { args = [args[0].body]; }
                    return realApply.apply(this, [thisArg, args]);
                  };
                  function send(name, body) {
                    var handler = handlers && handlers[PACKAGE + name];
                    if (!handler) { report.push(name + '=none'); return; }
                    try { handler.postMessage(body); report.push(name + '=posted'); }
                    catch (e) { report.push(name + '=' + e.name); }
                  }
                  var hijack = 'snmCabrillo.log.taps.push';
                  send('flowControl.flowEnded',
                    { callbackName: hijack, callbackContext: { callId: 1 }, options: { flowName: 'hostile' } });
                  send('viewLayout.setTitle', { options: { title: 'Hostile' } });
                  send('viewLayout.setBottomButtons', { callbackName: hijack, callbackContext: { callId: 2 },
                    options: { buttons: [{ title: 'Pay', callbackName: hijack, callbackContext: { id: 0 } }] } });
                  try {
                    parent.webkit.messageHandlers[PACKAGE + 'flowControl.flowEnded'].postMessage({ options: {} });
                    report.push('parent=posted');
                  } catch (e) { report.push('parent=' + e.name); }
                  try {
                    parent.document.dispatchEvent(new CustomEvent('nowweb-cabrillo-post', { detail: '{}' }));
                    report.push('parentEvent=fired');
                  } catch (e) { report.push('parentEvent=' + e.name); }
                  var body = JSON.stringify({ options: { flowName: 'hostile-event' } });
                  document.dispatchEvent(new CustomEvent('nowweb-cabrillo-post',
                    { detail: JSON.stringify({ handler: PACKAGE + 'flowControl.flowEnded', body: body }) }));
                  var request = new XMLHttpRequest();
                  request.open('GET', '/widget-report/' + report.join(','), false);
                  request.send();
                })();
                </script></body></html>
                """

            @Test func aFrameOfAnotherOriginCannotDriveTheBridgeByAnyMeans() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/widget"] = Self.widget
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home?embed=/widget")
                    harness.controller.observe { if case .navigationItem = $0 { harness.wake() } }
                    await harness.loadPage()
                    let report = try #require(
                        instance.requestLog.first { $0.host == .foreign && $0.path.hasPrefix("/widget-report/") },
                        "the widget ran its attacks and reported")
                    let seen = (report.path.removingPercentEncoding ?? report.path).dropFirst("/widget-report/".count)
                    let outcomes = seen.split(separator: ",").map(String.init)
                    #expect(
                        outcomes.filter { $0.hasSuffix("=none") }.sorted() == [
                            "flowControl.flowEnded=none", "viewLayout.setBottomButtons=none",
                            "viewLayout.setTitle=none",
                        ], "the widget sees no bridge of its own: \(outcomes)")
                    #expect(outcomes.contains { $0.hasPrefix("parent=") && $0 != "parent=posted" })
                    #expect(outcomes.contains { $0.hasPrefix("parentEvent=") && $0 != "parentEvent=fired" })

                    // Messages from one page arrive in order: once the instance's own call is served, anything
                    // the widget managed to post would have been served before it.
                    _ = try await harness.evaluate("cabrillo.flowControl.flowEnded('instance'); null")
                    await harness.wait { !harness.endedFlows.isEmpty }
                    var settled = try await harness.evaluate("String(snmCabrillo.log.settled.length)")
                    while settled != "1" {
                        settled = try await harness.evaluate("String(snmCabrillo.log.settled.length)")
                    }
                    #expect(harness.endedFlows == ["instance"])
                    #expect(harness.controller.pageNavigationItem == NowWebNavigationItem())
                    #expect(try await harness.evaluate("String(snmCabrillo.log.taps.length)") == "0")
                    harness.close()
                }
            }

            /// A foreign page that takes the place of an instance frame: it defines the functions a tap or a reply
            /// would call and reports every call it got when its parent asks, then tells its parent it did.
            static let recorder = """
                <!DOCTYPE html><html><head><title>Recorder</title></head><body><script>
                (function () {
                  var calls = [];
                  function record(name) { return function () { calls.push(name); }; }
                  window.snmCabrillo = { receiveMethod: record('receiveMethod'),
                    viewLayout: { executeCallback: record('executeCallback') } };
                  window.cabrillo = window.snmCabrillo;
                  window.addEventListener('message', function (event) {
                    if (event.data !== 'report') { return; }
                    var request = new XMLHttpRequest();
                    request.open('GET', '/recorder-report/' + (calls.join(',') || 'none'), false);
                    request.send();
                    parent.postMessage('reported', '*');
                  });
                  parent.postMessage('ready', '*');
                })();
                </script></body></html>
                """

            /// An instance iframe sets the bottom buttons, then navigates to a foreign page; a tap afterwards must
            /// not reach the foreign document (bridge names are per document on WebKitGTK).
            @Test func aTapNeverReachesTheForeignDocumentAnInstanceFrameNavigatedTo() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/recorder"] = Self.recorder
                try await withEmulator(configuration) { instance in
                    let target = "incident.do%3Fsys_id%3D1%26cabrillo%3Dbuttons%26flow%3Dorder"
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/classic/params/target/\(target)")
                    harness.controller.observe { if case .navigationItem = $0 { harness.wake() } }
                    harness.controller.loadPage()
                    await harness.wait { !harness.controller.pageNavigationItem.bottomButtons.isEmpty }
                    let button = try #require(harness.controller.pageNavigationItem.bottomButtons.first)

                    let recorder = instance.foreignBaseURL.appending(path: "recorder").absoluteString
                    _ = try await harness.evaluate(
                        """
                        window.recorderSaid = [];
                        window.addEventListener('message', function (event) { recorderSaid.push(event.data); });
                        document.getElementById('gsft_main').src = '\(recorder)';
                        null
                        """)
                    var said = try await harness.evaluate("recorderSaid.join(',')")
                    while said != "ready" { said = try await harness.evaluate("recorderSaid.join(',')") }

                    harness.controller.tap(button)
                    _ = try await harness.evaluate(
                        "document.getElementById('gsft_main').contentWindow.postMessage('report', '*'); null")
                    while said != "ready,reported" { said = try await harness.evaluate("recorderSaid.join(',')") }
                    let report = try #require(
                        instance.requestLog.first { $0.host == .foreign && $0.path.hasPrefix("/recorder-report/") })
                    #expect(report.path == "/recorder-report/none", "the foreign document got no call")
                    #expect(harness.endedFlows.isEmpty)
                    harness.close()
                }
            }

            @Test func theInstancesOwnFramesKeepTheirBridgeBesideAHostileOne() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/widget"] = Self.widget
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home?embed=/widget")
                    await harness.loadPage()
                    #expect(try await harness.evaluate("String(snmCabrillo.isNative())") == "true")
                    harness.controller.observe { if case .navigationItem = $0 { harness.wake() } }
                    _ = try await harness.evaluate("cabrillo.viewLayout.setTitle('Order'); null")
                    await harness.wait { harness.controller.pageNavigationItem.title != nil }
                    #expect(harness.controller.pageNavigationItem.title == "Order")
                    harness.close()
                }
            }
        }
    }
#endif
