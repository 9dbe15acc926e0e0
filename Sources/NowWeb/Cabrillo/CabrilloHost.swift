import Foundation
import NowSDK

/// The Cabrillo side of a ``NowWebViewController``: how a page's message is served, what the page asked to
/// show, and where its buttons came from.
///
/// Serving is pure: `serve(_:scope:pageTitle:mayRequestLocation:)` turns a message into the answer and the
/// command, and `navigationItem(after:from:)` into the bar the command leaves, touching no engine and no UI. The
/// controller sends the answer through its engine and performs the command.
///
/// A command the host answers later (``CabrilloCommand/isAnsweredLater``: a picker, an upload, a scanner) comes
/// with no answer; the controller holds the call (``hold(_:from:)``) and, once done, asks for its answer
/// (``answer(_:with:)``), which is given once, for the frame that asked. A call whose page has gone (the main
/// frame committed another page: ``dropHeldCalls()``) has no answer any more: its result is dropped.
@MainActor
package struct CabrilloHost {
    /// What serving one message comes to: the answer to send to the frame that sent it (`nil` for a post),
    /// and the command to perform (`nil` when the call was refused or asks for nothing).
    package struct Response: Equatable {
        /// The answer, for the sending frame.
        package var reply: ScriptCallback?
        /// The command the host performs, after sending the answer.
        package var command: CabrilloCommand?
        /// The call to answer once `command` is done, when the command ``CabrilloCommand/isAnsweredLater``
        /// (then `reply` is `nil`).
        package var answeredLater: CabrilloCall?

        /// Makes a response.
        package init(reply: ScriptCallback?, command: CabrilloCommand?, answeredLater: CabrilloCall? = nil) {
            self.reply = reply
            self.command = command
            self.answeredLater = answeredLater
        }
    }

    /// A call held until its command is done, by the number ``hold(_:from:)`` gave it.
    package struct HeldCall: Equatable {
        /// The call.
        package var call: CabrilloCall
        /// The frame that sent it, where its answer goes.
        package var frame: ScriptMessage.Frame
    }

    /// The methods served and how.
    package var dispatcher: CabrilloDispatcher
    /// What the page asked to show.
    package var navigationItem = NowWebNavigationItem()
    /// The frame that set the buttons at each placement: taps run their callbacks there.
    package var buttonFrames: [CabrilloButton.Placement: ScriptMessage.Frame] = [:]
    /// The calls answered later, not yet answered, by number.
    package private(set) var heldCalls: [Int: HeldCall] = [:]
    /// Whether the app's hook is confirming the user for a page (`auth.reauthenticate`): one at a time.
    package var isReauthenticating = false
    /// Where `geolocation.getCurrentLocation` reads the location: the platform's (``platformLocationSource``)
    /// unless the app or a test gives another; `nil`: the call is answered 503 at once.
    package var locationSource: (any DeviceLocating)? = Self.platformLocationSource()
    /// The modal this page shows over itself (`modal.presentModal`), and the call answered once it is dismissed;
    /// one at a time.
    package var presentedModal: (child: NowWebViewController, answering: Int?)?
    /// When this page is itself a modal: what the presenting page asked for.
    package var modalRequest: NowWebModalRequest?
    /// When this page is a modal: the page that presented it, while it is there and the modal is shown.
    package weak var modalPresenter: NowWebViewController?
    /// When this page is a modal shown by NowWeb's own UI: what hears the user close it (UIKit holds it weakly).
    package var modalDismissalWatch: AnyObject?
    private var nextHeldCall = 0

    /// Makes a host that serves `dispatcher`'s methods, with nothing shown yet.
    package init(dispatcher: CabrilloDispatcher = CabrilloDispatcher()) {
        self.dispatcher = dispatcher
    }

    /// Serves `message`: the answer and the command, or `nil` for a message that is not a Cabrillo call or post
    /// (nothing to answer and nothing to do).
    ///
    /// A frame of another site inside an instance page (an embedded video, a chat widget) must not end the flow
    /// or set the host's buttons, and a message whose origin the engine could not vouch for is treated as one of
    /// those (fail closed): both are answered ``CabrilloError/untrustedOrigin(_:)``.
    ///
    /// - Parameters:
    ///   - message: What the page posted.
    ///   - scope: The instance whose pages may command the host.
    ///   - pageTitle: The page's own title, the answer to `getTitle` when the page set none.
    ///   - mayRequestLocation: Whether the app lets pages ask for the location; asked only for
    ///     `geolocation.getCurrentLocation`.
    package func serve(
        _ message: ScriptMessage, scope: InstanceScope, pageTitle: String?, mayRequestLocation: () -> Bool
    ) -> Response? {
        guard let call = try? CabrilloCall(message) else { return nil }
        do throws(CabrilloError) {
            guard let origin = message.origin, scope.contains(origin) else { throw .untrustedOrigin(call.method) }
            var outcome = try dispatcher.outcome(for: call)
            switch outcome.command {
            case .getTitle?: outcome.results = (navigationItem.title ?? pageTitle).map(JSONValue.string) ?? .null
            case .getLocation?:
                guard mayRequestLocation() else { throw .permissionDenied(.getCurrentLocation, .location) }
                guard locationSource != nil else {
                    throw .unavailable(.getCurrentLocation, "this device has no location source NowWeb can read")
                }
            case .presentModal(var request)?:
                guard case .success(let url) = scope.resolve(request.url) else {
                    throw .invalidOptions(.presentModal, "url is not a page of the instance")
                }
                request.url = url
                outcome.command = .presentModal(request)
            case .dismissModal?:
                guard modalPresenter != nil else { throw .unavailable(.dismissModal, "no modal is presented here") }
            default: break
            }
            if let command = outcome.command, command.isAnsweredLater {
                // A post wants no answer, but what it asks for is still done.
                return Response(reply: nil, command: command, answeredLater: call.expectsReply ? call : nil)
            }
            return Response(reply: call.reply(results: outcome.results), command: outcome.command)
        } catch {
            return Response(
                reply: call.reply(results: Self.failureResults(of: call.method), error: error), command: nil)
        }
    }

    /// The results an error's answer carries: `{reauthenticated: false}` for `auth.reauthenticate` (the portal
    /// reads `results.reauthenticated` before it looks at the error), none otherwise.
    package static func failureResults(of method: CabrilloMethod) -> JSONValue {
        method == .reauthenticate ? .object(["reauthenticated": .bool(false)]) : .null
    }

    /// Holds `call`, from `frame`, until its command is done; returns the number to answer it by.
    package mutating func hold(_ call: CabrilloCall, from frame: ScriptMessage.Frame) -> Int {
        nextHeldCall += 1
        heldCalls[nextHeldCall] = HeldCall(call: call, frame: frame)
        return nextHeldCall
    }

    /// The answer to the held call `id` with `result`, and the frame it goes to; `nil` when the call was answered
    /// already or its page has gone. A call is answered once: the next request for it gets `nil`.
    package mutating func answer(_ id: Int, with result: Result<JSONValue, CabrilloError>) -> (
        reply: ScriptCallback, frame: ScriptMessage.Frame
    )? {
        guard let held = heldCalls.removeValue(forKey: id) else { return nil }
        let reply: ScriptCallback?
        switch result {
        case .success(let results): reply = held.call.reply(results: results)
        case .failure(let error):
            reply = held.call.reply(results: Self.failureResults(of: held.call.method), error: error)
        }
        return reply.map { ($0, held.frame) }
    }

    /// Forgets every held call: the page that made them has gone, and its frames with it.
    package mutating func dropHeldCalls() {
        heldCalls = [:]
    }

    /// The bar `command` from `frame` leaves, and where its buttons' taps go.
    package func navigationItem(
        after command: CabrilloCommand, from frame: ScriptMessage.Frame
    ) -> (item: NowWebNavigationItem, buttonFrames: [CabrilloButton.Placement: ScriptMessage.Frame]) {
        var item = navigationItem
        var frames = buttonFrames
        switch command {
        case .setTitle(let newTitle): item.title = newTitle
        case .setButtons(let buttons, let placement):
            item[placement] = buttons
            frames[placement] = buttons.isEmpty ? nil : frame
        case .setBackButtonHidden(let hidden): item.isBackButtonHidden = hidden
        case .setSpinnerVisible(let visible): item.isSpinnerVisible = visible
        case .endFlow, .goBack, .getTitle, .showMessage, .navigate, .getLocation, .addAttachments, .viewAttachment,
            .scanBarcode, .reauthenticate, .presentModal, .dismissModal:
            break
        }
        return (item, frames)
    }
}
