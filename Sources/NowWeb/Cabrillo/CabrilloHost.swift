import Foundation
import NowSDK

/// The Cabrillo side of a ``NowWebViewController``: how a page's message is served, what the page asked to
/// show, and where its buttons came from.
///
/// Serving is pure: `serve(_:scope:pageTitle:mayRequestLocation:)` turns a message into the answer and the
/// command, and `navigationItem(after:from:)` into the bar the command leaves, touching no engine and no UI. The
/// controller sends the answer through its engine and performs the command.
@MainActor
package struct CabrilloHost {
    /// What serving one message comes to: the answer to send to the frame that sent it (`nil` for a post),
    /// and the command to perform (`nil` when the call was refused or asks for nothing).
    package struct Response: Equatable {
        /// The answer, for the sending frame.
        package var reply: ScriptCallback?
        /// The command the host performs, after sending the answer.
        package var command: CabrilloCommand?
    }

    /// The methods served and how.
    package var dispatcher: CabrilloDispatcher
    /// What the page asked to show.
    package var navigationItem = NowWebNavigationItem()
    /// The frame that set the buttons at each placement: taps run their callbacks there.
    package var buttonFrames: [CabrilloButton.Placement: ScriptMessage.Frame] = [:]

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
                throw .unavailable(.getCurrentLocation, "this device has no location source NowWeb can read")
            default: break
            }
            return Response(reply: call.reply(results: outcome.results), command: outcome.command)
        } catch {
            return Response(reply: call.reply(error: error), command: nil)
        }
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
        case .endFlow, .goBack, .getTitle, .showMessage, .navigate, .getLocation: break
        }
        return (item, frames)
    }
}
