#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb

    // Device permissions: WebKit's `permission-request` signal for camera, microphone and location, answered
    // by the owner; every other kind of request is denied.
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
            guard !isClosed, !permissions.isEmpty else {
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
