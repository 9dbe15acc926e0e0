#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal
    import NowSDK
    import NowWeb

    // The app's trust hook on WebKitGTK: TLS errors and requests for credentials before any request goes out, and
    // a certificate the system accepted once the main page commits (WebKit shows it no earlier).
    extension WebKitGTKView {
        func connectTrustSignals() {
            guard hasTrustHook else { return }
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let object = rawObject(webView)
            let tlsErrors:
                @convention(c) (
                    UnsafeMutablePointer<WebKitWebView>?, UnsafePointer<CChar>?, UnsafeMutablePointer<GTlsCertificate>?,
                    GTlsCertificateFlags, gpointer?
                ) -> gboolean = { _, uri, certificate, flags, userData in
                    GtkActor.assumeIsolated {
                        WebKitGTKView.from(userData).refusedCertificate(uri: string(uri), certificate, flags.rawValue)
                            ? 1 : 0
                    }
                }
            connectSignal(object, "load-failed-with-tls-errors", tlsErrors, userData)
            let authenticate:
                @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = {
                    _, request, userData in
                    GtkActor.assumeIsolated { WebKitGTKView.from(userData).authenticate(request) ? 1 : 0 }
                }
            connectSignal(object, "authenticate", authenticate, userData)
        }

        /// At `COMMITTED`: whether the hook refuses the certificate of the page just committed, in which case the
        /// page is stopped and hidden before it is drawn (this runs in the signal, before GTK's next frame) and the
        /// load fails. A later trusted page shows the view again.
        func refusesCommittedPage() -> Bool {
            guard hasTrustHook else { return false }
            let url = string(webkit_web_view_get_uri(webView)).flatMap(URL.init(string:))
            var certificate: UnsafeMutablePointer<GTlsCertificate>?
            var flags = GTlsCertificateFlags(rawValue: 0)
            guard let url, url.scheme?.lowercased() == "https", let host = url.host,
                webkit_web_view_get_tls_info(webView, &certificate, &flags) != 0, let certificate
            else {
                showAgain()
                return false
            }
            // The page committed, so the session accepted the certificate: the system's store trusts it, or the
            // app allowed it (`allowedCertificates`, a hook's `trust`). WebKit still reports the store's flags.
            let serverTrust = NowServerTrust(
                host: host, port: url.port ?? 443, certificates: TLSCertificateFacts.chain(certificate),
                platformVerdict: .trusted, isBeforeRequest: false)
            guard case .refuse(let reason) = TrustMapping.disposition(trust.evaluate(serverTrust), host: host) else {
                showAgain()
                return false
            }
            hidesRefusedPage = true
            gtk_widget_set_opacity(typedObject(rawObject(webView)), 0)
            webkit_web_view_stop_loading(webView)
            retryableLoad = nil
            for event in tracker.failed(url, error: .trustRefused(reason)) { reports.yield(.event(event)) }
            return true
        }

        private func showAgain() {
            guard hidesRefusedPage else { return }
            hidesRefusedPage = false
            gtk_widget_set_opacity(typedObject(rawObject(webView)), 1)
        }

        /// A certificate the system refused: `true` when the hook decided (trusted: allowed for its host and the
        /// load issued again; refused: the load fails with its reason), `false` for WebKit's own failure.
        private func refusedCertificate(
            uri: String?, _ certificate: UnsafeMutablePointer<GTlsCertificate>?, _ flags: UInt32
        ) -> Bool {
            guard let uri, let url = URL(string: uri), let host = url.host else { return false }
            let serverTrust = NowServerTrust(
                host: host, port: url.port ?? 443, certificates: TLSCertificateFacts.chain(certificate),
                platformVerdict: .refused(reason: TLSCertificateFacts.problem(flags) ?? "certificate refused"))
            switch TrustMapping.disposition(trust.evaluate(serverTrust), host: host) {
            case .trustServer:
                guard let certificate else { return false }
                webkit_network_session_allow_tls_certificate_for_host(
                    webkit_web_view_get_network_session(webView), certificate, host)
                let again = retryableLoad.map(\.request).flatMap { $0.url.isSameLoad(as: url) ? $0 : nil }
                Task { @GtkActor in
                    guard !self.isClosed else { return }
                    self.tracker.issued()
                    if let again {
                        self.load(again, isRetry: true)
                    } else {
                        webkit_web_view_load_uri(self.webView, uri)
                    }
                }
                return true
            case .refuse(let reason):
                retryableLoad = nil
                for event in tracker.failed(url, error: .trustRefused(reason)) { reports.yield(.event(event)) }
                return true
            default:
                return false
            }
        }

        /// A request for credentials: held (one reference) while the hook answers, then answered as it says.
        private func authenticate(_ request: OpaquePointer?) -> Bool {
            guard let request else { return false }
            let kind: NowCredentialChallenge.Kind
            switch webkit_authentication_request_get_scheme(request) {
            case WEBKIT_AUTHENTICATION_SCHEME_HTTP_BASIC: kind = .httpBasic
            case WEBKIT_AUTHENTICATION_SCHEME_HTTP_DIGEST: kind = .httpDigest
            case WEBKIT_AUTHENTICATION_SCHEME_NTLM: kind = .http(scheme: "NTLM")
            case WEBKIT_AUTHENTICATION_SCHEME_NEGOTIATE: kind = .http(scheme: "Negotiate")
            case WEBKIT_AUTHENTICATION_SCHEME_CLIENT_CERTIFICATE_REQUESTED: kind = .clientCertificate
            default: return false
            }
            let challenge = NowCredentialChallenge(
                kind: kind, host: string(webkit_authentication_request_get_host(request)) ?? "",
                port: Int(webkit_authentication_request_get_port(request)),
                realm: string(webkit_authentication_request_get_realm(request)),
                previousFailureCount: webkit_authentication_request_is_retry(request) != 0 ? 1 : 0)
            g_object_ref(rawObject(request))
            let trust = trust
            Task { @GtkActor in
                let answer = await trust.answer(challenge)
                defer { g_object_unref(rawObject(request)) }
                guard !self.isClosed else { return }
                self.answer(request, with: TrustMapping.disposition(answer, to: challenge))
            }
            return true
        }

        private func answer(_ request: OpaquePointer, with disposition: TrustDisposition) {
            switch disposition {
            case .password(let user, let password):
                let credential = webkit_credential_new(user, password, WEBKIT_CREDENTIAL_PERSISTENCE_NONE)
                webkit_authentication_request_authenticate(request, credential)
                webkit_credential_free(credential)
            case .clientIdentity(let pkcs12, let passphrase):
                var error: UnsafeMutablePointer<GError>?
                let certificate = pkcs12.withUnsafeBytes { bytes in
                    g_tls_certificate_new_from_pkcs12(
                        bytes.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(bytes.count), passphrase, &error)
                }
                guard let certificate else {
                    _ = consumeError(error)
                    webkit_authentication_request_cancel(request)
                    refuse("the app's client certificate could not be read (PKCS #12 or passphrase)")
                    return
                }
                let credential = webkit_credential_new_for_certificate(certificate, WEBKIT_CREDENTIAL_PERSISTENCE_NONE)
                webkit_authentication_request_authenticate(request, credential)
                webkit_credential_free(credential)
                g_object_unref(rawObject(certificate))
            case .refuse(let reason):
                webkit_authentication_request_cancel(request)
                refuse(reason)
            case .platformDefault, .keepTheServersAnswer, .trustServer:
                // WebKit shows the server's own answer (its 401 page), as a browser does when the user cancels.
                webkit_authentication_request_cancel(request)
            }
        }

        private func refuse(_ reason: String) {
            let url = string(webkit_web_view_get_uri(webView)).flatMap(URL.init(string:))
            retryableLoad = nil
            webkit_web_view_stop_loading(webView)
            for event in tracker.failed(url, error: .trustRefused(reason)) { reports.yield(.event(event)) }
        }
    }
#endif
