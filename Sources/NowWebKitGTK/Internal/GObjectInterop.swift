#if WebKitGTK
    import CWebKitGTK

    // The C importer hands derivable GObject types over as typed pointers and final ones as `OpaquePointer`,
    // and it drops the cast macros and `g_signal_connect`; these helpers stand in for them.

    /// A GObject pointer of any imported shape, untyped.
    func rawObject<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutableRawPointer? {
        pointer.map { UnsafeMutableRawPointer($0) }
    }

    /// A GObject pointer of any imported shape, untyped.
    func rawObject(_ pointer: OpaquePointer?) -> UnsafeMutableRawPointer? {
        pointer.map { UnsafeMutableRawPointer($0) }
    }

    /// The C cast `(T *)pointer`.
    func typedObject<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? {
        pointer?.assumingMemoryBound(to: T.self)
    }

    /// Connects a `@convention(c)` handler to a GObject signal; returns the handler id.
    @discardableResult
    func connectSignal<Handler>(
        _ object: UnsafeMutableRawPointer?,
        _ signal: String,
        _ handler: Handler,
        _ userData: UnsafeMutableRawPointer?
    ) -> gulong {
        g_signal_connect_data(
            object, signal, unsafeBitCast(handler, to: GCallback.self), userData, nil, GConnectFlags(0))
    }

    /// A Swift string from a C string that may be null.
    func string(_ cString: UnsafePointer<CChar>?) -> String? {
        cString.map { String(cString: $0) }
    }

    /// Takes ownership of a GError: returns its message and frees it.
    func consumeError(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return string(error.pointee.message) ?? "unknown error"
    }
#endif
