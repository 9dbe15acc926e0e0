import Foundation

/// What a handler made of a call: the results its answer carries (and, for NowWeb's own methods, the command the
/// host performs).
public struct CabrilloOutcome: Sendable, Equatable {
    /// The answer's `results`; `.null` for none. (`viewLayout.getTitle`'s are the host's: it knows the title.)
    public var results: JSONValue
    /// What the host performs after answering; `nil` when the handler did all there was to do.
    package var command: CabrilloCommand?

    /// Makes the outcome of an app's own method: the results its answer carries.
    ///
    /// - Parameter results: The answer's `results`; `.null` for none.
    public init(results: JSONValue = .null) {
        self.init(results: results, command: nil)
    }

    /// Makes an outcome whose host performs `command` after answering (NowWeb's own methods).
    package init(results: JSONValue, command: CabrilloCommand?) {
        self.results = results
        self.command = command
    }
}

// swift-check: given controller: NowWebViewController; app: _App
// swift-check: preamble delegate
/// Maps a page's ``CabrilloCall`` to its ``CabrilloOutcome`` (the answer's results and the
/// command the host performs), or to the error its answer carries. Pure: it touches no engine and no
/// UI.
///
/// An app serves a method of its own (or replaces one) by adding a handler before the page calls it. A page can
/// call a method whose message handler the engine offers: `CabrilloMethod.offered`, and the app's own methods
/// named in the engine's configuration (`additionalCabrilloMethods` of `WebKitGTKEngine.Configuration` and
/// `WKWebViewEngine.Configuration`):
///
/// ```swift
/// controller.cabrilloDispatcher.handlers[CabrilloMethod("myapp", "doThing")] = { call in
///     let thing = call.options["thing"]?.stringValue ?? ""
///     Task { @MainActor in app.doThing(thing) }
///     return .success(CabrilloOutcome(results: .string("started \(thing)")))
/// }
/// ```
public struct CabrilloDispatcher: Sendable {
    /// Reads a call's options into an outcome, or into the error the page's answer carries.
    ///
    /// A `Result`, not a typed-throws function type: storing a `throws(CabrilloError)` function needs the
    /// Swift runtime of iOS 18 and macOS 15, above the package's iOS 16 and macOS 13 minimums.
    public typealias Handler = @Sendable (CabrilloCall) -> Result<CabrilloOutcome, CabrilloError>

    /// The methods served and how; every other method is answered ``CabrilloError/unsupported(_:)``.
    public var handlers: [CabrilloMethod: Handler]

    /// Makes a dispatcher with `handlers`. Default: ``standardHandlers``.
    public init(handlers: [CabrilloMethod: Handler] = Self.standardHandlers) {
        self.handlers = handlers
    }

    /// The outcome of `call`.
    ///
    /// - Throws: ``CabrilloError/unsupported(_:)`` for a method without a handler (such as
    ///   `camera.getBarcode`), ``CabrilloError/invalidOptions(_:_:)`` when the options cannot be read.
    package func outcome(for call: CabrilloCall) throws(CabrilloError) -> CabrilloOutcome {
        guard let handler = handlers[call.method] else { throw .unsupported(call.method) }
        switch handler(call) {
        case .success(let outcome): return outcome
        case .failure(let error): throw error
        }
    }

    /// flowControl, navigation, every viewLayout method, message.showMessage, the modal, geolocation and
    /// attachments methods, and auth.reauthenticate.
    public static let standardHandlers: [CabrilloMethod: Handler] = coreHandlers.merging(portalHandlers) { core, _ in
        core
    }.merging(authHandlers) { earlier, _ in earlier }.merging(modalHandlers) { earlier, _ in earlier }

    /// flowControl, navigation.goBack, every viewLayout method and message.showMessage.
    static let coreHandlers: [CabrilloMethod: Handler] = [
        .flowEnded: command { call in .success(.endFlow(name: flowName(call), clientRefreshNeeded: false)) },
        .flowEndedWithUpdate: command { call in
            .success(
                .endFlow(
                    name: flowName(call), clientRefreshNeeded: call.options["clientRefreshNeeded"]?.boolValue ?? false))
        },
        .goBack: command { _ in .success(.goBack) },
        .setTitle: command { call in
            switch call.options["title"] {
            case nil, .null?: .success(.setTitle(nil))
            case .string(let title)?: .success(.setTitle(title))
            default: .failure(.invalidOptions(call.method, "title is not a string"))
            }
        },
        .getTitle: command { _ in .success(.getTitle) },
        .setNavigationBarButtons: command { call in buttons(call, .navigationBar) },
        .setBottomButtons: command { call in buttons(call, .bottom) },
        .showBackButton: command { _ in .success(.setBackButtonHidden(false)) },
        .hideBackButton: command { _ in .success(.setBackButtonHidden(true)) },
        .showSpinner: command { _ in .success(.setSpinnerVisible(true)) },
        .hideSpinner: command { _ in .success(.setSpinnerVisible(false)) },
        .showMessage: command { call in
            .success(
                .showMessage(
                    style: call.options["style"]?.stringValue ?? "info",
                    title: call.options["title"]?.stringValue ?? ""))
        },
    ]

    /// A handler that performs the command `read` makes of the call, with no results.
    static func command(
        _ read: @escaping @Sendable (CabrilloCall) -> Result<CabrilloCommand, CabrilloError>
    ) -> Handler {
        { call in read(call).map { CabrilloOutcome(results: .null, command: $0) } }
    }

    private static func flowName(_ call: CabrilloCall) -> String {
        call.options["flowName"]?.stringValue ?? ""
    }

    private static func buttons(
        _ call: CabrilloCall, _ placement: CabrilloButton.Placement
    ) -> Result<CabrilloCommand, CabrilloError> {
        switch call.options["buttons"] {
        case nil, .null?: return .success(.setButtons([], placement))
        case .array(let payloads)?:
            for (index, payload) in payloads.enumerated() {
                if let key = CabrilloButton.unreadableNumbers(in: payload).first {
                    return .failure(
                        .invalidOptions(call.method, "button \(index): \(key) is not a whole number in range"))
                }
            }
            return .success(.setButtons(payloads.map(CabrilloButton.init(payload:)), placement))
        default: return .failure(.invalidOptions(call.method, "buttons is not an array"))
        }
    }
}
