import Foundation

/// Maps a page's ``CabrilloCall`` to the ``CabrilloCommand`` the host performs, or to the error its answer
/// carries. Pure: it touches no engine and no UI.
public struct CabrilloDispatcher: Sendable {
    /// Reads a call's options into a command.
    public typealias Handler = @Sendable (CabrilloCall) throws(CabrilloError) -> CabrilloCommand

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
        return try handler(call)
    }

    /// flowControl, navigation, every viewLayout method, message.showMessage, and the modal, geolocation and
    /// attachments methods (`moreHandlers`).
    public static let standardHandlers: [CabrilloMethod: Handler] = coreHandlers.merging(moreHandlers) { core, _ in
        core
    }

    /// flowControl, navigation.goBack, every viewLayout method and message.showMessage.
    static let coreHandlers: [CabrilloMethod: Handler] = [
        .flowEnded: { call in .endFlow(name: flowName(call), clientRefreshNeeded: false) },
        .flowEndedWithUpdate: { call in
            .endFlow(name: flowName(call), clientRefreshNeeded: call.options["clientRefreshNeeded"]?.boolValue ?? false)
        },
        .goBack: { _ in .goBack },
        .setTitle: { call throws(CabrilloError) in
            switch call.options["title"] {
            case nil, .null?: return .setTitle(nil)
            case .string(let title)?: return .setTitle(title)
            default: throw .invalidOptions(call.method, "title is not a string")
            }
        },
        .getTitle: { _ in .getTitle },
        .setNavigationBarButtons: { call throws(CabrilloError) in try buttons(call, .navigationBar) },
        .setBottomButtons: { call throws(CabrilloError) in try buttons(call, .bottom) },
        .showBackButton: { _ in .setBackButtonHidden(false) },
        .hideBackButton: { _ in .setBackButtonHidden(true) },
        .showSpinner: { _ in .setSpinnerVisible(true) },
        .hideSpinner: { _ in .setSpinnerVisible(false) },
        .showMessage: { call in
            .showMessage(
                style: call.options["style"]?.stringValue ?? "info", title: call.options["title"]?.stringValue ?? "")
        },
    ]

    private static func flowName(_ call: CabrilloCall) -> String {
        call.options["flowName"]?.stringValue ?? ""
    }

    private static func buttons(
        _ call: CabrilloCall, _ placement: CabrilloButton.Placement
    ) throws(CabrilloError) -> CabrilloCommand {
        switch call.options["buttons"] {
        case nil, .null?: return .setButtons([], placement)
        case .array(let payloads)?:
            for (index, payload) in payloads.enumerated() {
                if let key = CabrilloButton.unreadableNumbers(in: payload).first {
                    throw .invalidOptions(call.method, "button \(index): \(key) is not a whole number in range")
                }
            }
            return .setButtons(payloads.map(CabrilloButton.init(payload:)), placement)
        default: throw .invalidOptions(call.method, "buttons is not an array")
        }
    }
}
