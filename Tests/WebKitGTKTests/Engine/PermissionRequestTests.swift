#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A page's camera, microphone and location requests ask the app's `DevicePermissionDelegate`, and its
        /// answer is what the page gets.
        @Suite @MainActor struct PermissionRequestTests {
            @Test func grantedRequestsReachThePage() async throws {
                let delegate = RecordingPermissions(allowed: [.camera, .microphone, .location])
                let (camera, location) = try await requestCameraAndLocation(delegate)

                #expect(camera == "granted:2", "camera and microphone tracks")
                // Allowed; this machine has no location service, so WebKit then reports it unavailable (2).
                #expect(location == "error:2")
                #expect(Set(delegate.asked) == [.camera, .microphone, .location])
            }

            @Test func refusedRequestsAreDeniedToThePage() async throws {
                let delegate = RecordingPermissions(allowed: [.microphone])
                let (camera, location) = try await requestCameraAndLocation(delegate)

                #expect(camera == "error:NotAllowedError", "the camera was refused, so the whole request is")
                #expect(location == "error:1", "PERMISSION_DENIED")
                #expect(delegate.asked.contains(.camera))
                #expect(delegate.asked.contains(.location))
            }

            @Test func withoutADelegateRequestsAreDenied() async throws {
                let (camera, location) = try await requestCameraAndLocation(nil)

                #expect(camera == "error:NotAllowedError")
                #expect(location == "error:1")
            }

            /// A frame of another site that the instance page lets use the camera (`allow="camera"`) asks for it:
            /// WebKitGTK does not say which frame asks, and the app's consent is about instance pages, so it is
            /// denied without asking the app.
            @Test func aForeignFrameAllowedTheCameraIsDenied() async throws {
                let delegate = RecordingPermissions(allowed: [.camera, .microphone, .location])
                let (camera, _) = try await requestCameraAndLocation(delegate, fromForeignFrame: true)

                #expect(camera == "error:NotAllowedError")
                #expect(delegate.asked.isEmpty, "the app is not asked on the frame's behalf")
            }

            /// Loads the home page, asks for camera with microphone and for the location, and returns what the
            /// page got for each; `fromForeignFrame` asks for the camera from a frame of another site instead.
            private func requestCameraAndLocation(
                _ permissions: (any DevicePermissionDelegate)?, fromForeignFrame: Bool = false
            ) async throws -> (camera: String, location: String) {
                try GtkRuntime.start()
                var outcome = (camera: "", location: "")
                var emulator = InstanceEmulator.Configuration()
                emulator.foreignPages["/camera"] = """
                    <!DOCTYPE html><html><body><script>
                    navigator.mediaDevices.getUserMedia({ video: true }).then(
                      function (stream) { parent.postMessage('granted:' + stream.getTracks().length, '*'); },
                      function (error) { parent.postMessage('error:' + error.name, '*'); });
                    </script></body></html>
                    """
                try await withEmulator(emulator) { instance in
                    var configuration = NowSDKConfiguration(
                        grantProvider: NowPasswordAuthorizationProvider(
                            username: "abel.tuter", password: "Abel.Tuter-1"),
                        permissionDelegate: permissions, logLevel: .error)
                    configuration.oauthClient = NowOAuthClient(
                        clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
                    configuration.clock = instance.clock
                    configuration.tokenStore = NowInMemoryTokenStore()
                    let service = try await makeWebKitService(
                        instance, core: try NowCoreService(configuration: configuration)
                    ) { store in
                        DeferredWebEngine {
                            var engine = WebKitGTKEngine.Configuration()
                            engine.usesMockCaptureDevices = true
                            return try await WebKitGTKEngine(dataStore: store, configuration: engine)
                        }
                    }
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let activity = ActivityRecorder(controller)
                    let engine = try #require(await controller.webKitGTKEngine)
                    // WebKit holds capture and location requests until the page is visible.
                    engine.showInWindow(.init(width: 640, height: 480))
                    controller.loadPage()
                    try await activity.finished()
                    if fromForeignFrame {
                        _ = try await engine.evaluateJavaScript(
                            """
                            window.__camera = 'pending'; window.__location = 'not asked';
                            addEventListener('message', function (event) { window.__camera = String(event.data); });
                            var frame = document.createElement('iframe');
                            frame.allow = 'camera';
                            frame.src = '\(instance.foreignBaseURL.absoluteString)/camera';
                            document.body.appendChild(frame); null
                            """)
                        outcome.camera = try await settled("window.__camera", in: engine)
                        engine.close()
                        return
                    }
                    _ = try await engine.evaluateJavaScript(
                        """
                        window.__camera = 'pending'; window.__location = 'pending';
                        navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(
                          function (stream) { window.__camera = 'granted:' + stream.getTracks().length; },
                          function (error) { window.__camera = 'error:' + error.name; });
                        navigator.geolocation.getCurrentPosition(
                          function () { window.__location = 'granted'; },
                          function (error) { window.__location = 'error:' + error.code; });
                        'started'
                        """)
                    outcome.camera = try await settled("window.__camera", in: engine)
                    outcome.location = try await settled("window.__location", in: engine)
                    engine.close()
                }
                return outcome
            }

            /// The value of `expression` once it is no longer `pending`, read by evaluating it after each
            /// round trip to the page.
            private func settled(_ expression: String, in engine: WebKitGTKEngine) async throws -> String {
                for _ in 0..<5000 {
                    let value = try await engine.evaluateJavaScript(expression) ?? "undefined"
                    if value != "pending" { return value }
                }
                return "still pending"
            }
        }
    }

    /// A permission delegate that allows `allowed` and records what it was asked.
    final class RecordingPermissions: DevicePermissionDelegate, @unchecked Sendable {
        // Safe because `log` is only touched under `lock`.
        private let allowed: Set<DevicePermission>
        private let lock = NSLock()
        private var log: [DevicePermission] = []

        init(allowed: Set<DevicePermission>) { self.allowed = allowed }

        var asked: [DevicePermission] { lock.withLock { log } }

        func canRequestPermission(_ permission: DevicePermission) -> Bool {
            lock.withLock { log.append(permission) }
            return allowed.contains(permission)
        }
    }
#endif
