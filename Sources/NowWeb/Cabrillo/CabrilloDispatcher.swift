import Foundation

/// Maps a page's ``CabrilloCall`` to the ``CabrilloCommand`` the host performs, or to the error its answer
/// carries. Pure: it touches no engine and no UI.
public struct CabrilloDispatcher: Sendable {
    /// Reads a call's options into a command, or into the error the page's answer carries.
    ///
    /// A `Result`, not a typed-throws function type: storing a `throws(CabrilloError)` function needs the
    /// Swift runtime of iOS 18 and macOS 15, above the package's iOS 16 and macOS 13 minimums.
    public typealias Handler = @Sendable (CabrilloCall) -> Result<CabrilloCommand, CabrilloError>

    /// The methods served and how; every other method is answered ``CabrilloError/unsupported(_:)``.
    public var handlers: [CabrilloMethod: Handler]

    /// Makes a dispatcher with `handlers`. Default: ``standardHandlers``.
    public init(handlers: [CabrilloMethod: Handler] = Self.standardHandlers) {
        self.handlers = handlers
    }

    /// The command for `call`.
    ///
    /// - Throws: ``CabrilloError/unsupported(_:)`` for a method without a handler (such as
    ///   `camera.getBarcode`), ``CabrilloError/invalidOptions(_:_:)`` when the options cannot be read.
    public func command(for call: CabrilloCall) throws(CabrilloError) -> CabrilloCommand {
        guard let handler = handlers[call.method] else { throw .unsupported(call.method) }
        switch handler(call) {
        case .success(let command): return command
        case .failure(let error): throw error
        }
    }

    /// flowControl, navigation, every viewLayout method, message.showMessage, and the modal, geolocation and
    /// attachments methods.
    public static let standardHandlers: [CabrilloMethod: Handler] = coreHandlers.merging(moreHandlers) { core, _ in
        core
    }

    /// flowControl, navigation.goBack, every viewLayout method and message.showMessage.
    static let coreHandlers: [CabrilloMethod: Handler] = [
        .flowEnded: { call in .success(.endFlow(name: flowName(call), clientRefreshNeeded: false)) },
        .flowEndedWithUpdate: { call in
            .success(
                .endFlow(
                    name: flowName(call), clientRefreshNeeded: call.options["clientRefreshNeeded"]?.boolValue ?? false))
        },
        .goBack: { _ in .success(.goBack) },
        .setTitle: { call in
            switch call.options["title"] {
            case nil, .null?: .success(.setTitle(nil))
            case .string(let title)?: .success(.setTitle(title))
            default: .failure(.invalidOptions(call.method, "title is not a string"))
            }
        },
        .getTitle: { _ in .success(.getTitle) },
        .setNavigationBarButtons: { call in buttons(call, .navigationBar) },
        .setBottomButtons: { call in buttons(call, .bottom) },
        .showBackButton: { _ in .success(.setBackButtonHidden(false)) },
        .hideBackButton: { _ in .success(.setBackButtonHidden(true)) },
        .showSpinner: { _ in .success(.setSpinnerVisible(true)) },
        .hideSpinner: { _ in .success(.setSpinnerVisible(false)) },
        .showMessage: { call in
            .success(
                .showMessage(
                    style: call.options["style"]?.stringValue ?? "info",
                    title: call.options["title"]?.stringValue ?? ""))
        },
    ]

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
