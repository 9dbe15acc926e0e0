#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb

    // Device permissions: WebKit's `permission-request` signal for camera, microphone and location, answered
    // by the owner when only frames of origins the owner loaded are on the page; every other request is denied.
    extension WebKitGTKView {
        /// Connects `permission-request`.
        func connectPermissionRequests() {
            let requested: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, request, userData in
                GtkActor.assumeIsolated {
                    Unmanaged<WebKitGTKView>.fromOpaque(userData!).takeUnretainedValue().permissionRequested(request)
                }
                return 1
            }
            connectSignal(
                rawObject(webView), "permission-request", requested, Unmanaged.passUnretained(self).toOpaque())
        }

        /// The subframes' origin listener: in the engine's isolated world of every subframe, at document start,
        /// it posts the frame's `location.origin` (`null` for a sandboxed frame) to a handler of that world
        /// alone, which a page cannot reach or fake. Its JavaScript is
        /// `Resources/Scripts/WebKitGTKView.frameOriginListener.js`, loaded once.
        static let frameOriginListener = JavaScriptResource.required(
            "WebKitGTKView.frameOriginListener", in: .module
        ).call(.string(frameOriginHandler))
        /// The frame origin listener's message handler, registered in ``CabrilloBridgeScripts/worldName`` only.
        static let frameOriginHandler = "nowwebFrameOrigin"

        /// Registers the frame origin listener's handler and injects it into every frame.
        func installFrameOriginListener() {
            registerScriptMessageHandler(Self.frameOriginHandler, channel: .frameOrigin)
            let manager = webkit_web_view_get_user_content_manager(webView)
            let script = webkit_user_script_new_for_world(
                Self.frameOriginListener, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, CabrilloBridgeScripts.worldName, nil, nil)
            webkit_user_content_manager_add_script(manager, script)
            webkit_user_script_unref(script)
        }

        /// A subframe of the page shown has `value` as its origin: one that is not an origin the owner loaded
        /// (another site's, a sandboxed frame's, or anything unreadable) marks the page as having a frame
        /// WebKitGTK cannot tell apart from the instance's when it asks for a device.
        func frameOriginReceived(_ value: OpaquePointer?) {
            guard !isClosed else { return }
            guard let value, jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                hasForeignFrame = true
                return
            }
            defer { g_free(text) }
            if !bridgeOrigins.contains(String(cString: text)) { hasForeignFrame = true }
        }

        /// The capabilities `request` asks for; empty for kinds NowWeb does not grant.
        static func permissions(of request: gpointer) -> [DevicePermission] {
            let instance = request.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, webkit_user_media_permission_request_get_type()) != 0 {
                let media = OpaquePointer(request)
                var permissions: [DevicePermission] = []
                if webkit_user_media_permission_is_for_video_device(media) != 0 { permissions.append(.camera) }
                if webkit_user_media_permission_is_for_audio_device(media) != 0 { permissions.append(.microphone) }
                return permissions
            }
            if g_type_check_instance_is_a(instance, webkit_geolocation_permission_request_get_type()) != 0 {
                return [.location]
            }
            return []
        }

        private func permissionRequested(_ request: gpointer?) {
            guard let request else { return }
            let permissions = Self.permissions(of: request)
            // WebKitGTK does not say which frame asks. While the page has a frame of an origin the owner did not
            // load, the request may be that frame's, and the owner's answer is about instance pages: denied.
            guard !isClosed, !permissions.isEmpty, !hasForeignFrame else {
                webkit_permission_request_deny(OpaquePointer(request))
                return
            }
            // WebKit waits for the answer; keep the request alive until then.
            g_object_ref(request)
            let pending = PendingPermission(OpaquePointer(request))
            let pageURL = string(webkit_web_view_get_uri(webView)).flatMap(URL.init(string:))
            reports.yield(
                .permission(DevicePermissionRequest(permissions: permissions, pageURL: pageURL)) { granted in
                    Task { @GtkActor in pending.answer(granted) }
                })
        }
    }

    /// A permission request WebKit keeps open until the owner answers.
    @GtkActor
    final class PendingPermission {
        private var request: OpaquePointer?

        init(_ request: OpaquePointer) {
            self.request = request
        }

        /// Allows or denies the request and releases it; later calls do nothing.
        func answer(_ granted: Bool) {
            guard let request else { return }
            self.request = nil
            if granted { webkit_permission_request_allow(request) } else { webkit_permission_request_deny(request) }
            g_object_unref(rawObject(request))
        }

        isolated deinit {
            // An owner that never answered: deny, as a decision that cannot be made must.
            answer(false)
        }
    }
#endif
