import Foundation

/// A native method of the Cabrillo bridge, such as `flowControl.flowEnded`. Pages post to a WebKit message
/// handler named after the method: `com.servicenow.cabrillo.<namespace>.<name>`.
public struct CabrilloMethod: Sendable, Hashable, CustomStringConvertible {
    /// The prefix of every handler name.
    package static let handlerPrefix = "com.servicenow.cabrillo."

    /// The namespace, such as `viewLayout`.
    public var namespace: String
    /// The method's name in its namespace, such as `setTitle`.
    public var name: String

    /// Makes a method from its namespace and name.
    public init(_ namespace: String, _ name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// The method a handler name stands for, or `nil` when the name is not a Cabrillo handler name.
    package init?(handlerName: String) {
        guard handlerName.hasPrefix(Self.handlerPrefix) else { return nil }
        let parts = handlerName.dropFirst(Self.handlerPrefix.count).split(
            separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        self.init(String(parts[0]), String(parts[1]))
    }

    /// The WebKit message handler name pages post to.
    package var handlerName: String { Self.handlerPrefix + description }

    /// `namespace.name`.
    public var description: String { "\(namespace).\(name)" }

    /// `flowControl.flowEnded`.
    package static let flowEnded = CabrilloMethod("flowControl", "flowEnded")
    /// `flowControl.flowEndedWithUpdate`.
    package static let flowEndedWithUpdate = CabrilloMethod("flowControl", "flowEndedWithUpdate")
    /// `navigation.goBack`.
    package static let goBack = CabrilloMethod("navigation", "goBack")
    /// `viewLayout.setTitle`.
    package static let setTitle = CabrilloMethod("viewLayout", "setTitle")
    /// `viewLayout.getTitle`.
    package static let getTitle = CabrilloMethod("viewLayout", "getTitle")
    /// `viewLayout.setNavigationBarButtons`.
    package static let setNavigationBarButtons = CabrilloMethod("viewLayout", "setNavigationBarButtons")
    /// `viewLayout.setBottomButtons`.
    package static let setBottomButtons = CabrilloMethod("viewLayout", "setBottomButtons")
    /// `viewLayout.showBackButton`.
    package static let showBackButton = CabrilloMethod("viewLayout", "showBackButton")
    /// `viewLayout.hideBackButton`.
    package static let hideBackButton = CabrilloMethod("viewLayout", "hideBackButton")
    /// `viewLayout.showSpinner`.
    package static let showSpinner = CabrilloMethod("viewLayout", "showSpinner")
    /// `viewLayout.hideSpinner`.
    package static let hideSpinner = CabrilloMethod("viewLayout", "hideSpinner")
    /// `message.showMessage`.
    package static let showMessage = CabrilloMethod("message", "showMessage")
    /// `navigation.goto`.
    package static let goto = CabrilloMethod("navigation", "goto")
    /// `modal.presentModal`.
    package static let presentModal = CabrilloMethod("modal", "presentModal")
    /// `modal.dismissModal`.
    package static let dismissModal = CabrilloMethod("modal", "dismissModal")
    /// `geolocation.getCurrentLocation`.
    package static let getCurrentLocation = CabrilloMethod("geolocation", "getCurrentLocation")
    /// `attachments.addFile`.
    package static let addFile = CabrilloMethod("attachments", "addFile")
    /// `attachments.addFiles` (its payload is a guess: see docs/CABRILLO.md).
    package static let addFiles = CabrilloMethod("attachments", "addFiles")
    /// `attachments.viewFile`.
    package static let viewFile = CabrilloMethod("attachments", "viewFile")
    /// `camera.getBarcode`: read by the app's scanner where it has one; its handler is also how pages detect a
    /// native host.
    package static let getBarcode = CabrilloMethod("camera", "getBarcode")
    /// `auth.reauthenticate`: the portal's e-signature; answered by the app's hook.
    package static let reauthenticate = CabrilloMethod("auth", "reauthenticate")

    /// The methods a NowWeb host offers: an engine registers one message handler for each, before any page
    /// loads, in every frame. `camera.getBarcode` is always among them, so that `cabrillo.isNative()` is true.
    package static let offered: [CabrilloMethod] = [
        .flowEnded, .flowEndedWithUpdate, .goBack, .setTitle, .getTitle, .setNavigationBarButtons,
        .setBottomButtons, .showBackButton, .hideBackButton, .showSpinner, .hideSpinner, .showMessage, .getBarcode,
        .goto, .presentModal, .dismissModal, .getCurrentLocation, .addFile, .addFiles, .viewFile, .reauthenticate,
    ]
}
