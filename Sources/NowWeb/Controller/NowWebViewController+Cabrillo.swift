import Foundation
import NowSDK

#if canImport(UIKit)
    import UIKit
#endif

// The Cabrillo bridge: pages call `cabrillo.*`, the engine hands the messages over, the controller performs
// them and answers every call in the frame that sent it.
extension NowWebViewController {
    /// The title, buttons, back button and spinner the page asked for through `cabrillo.viewLayout`. (Not
    /// `navigationItem`: on iOS that is the `UINavigationItem` these are shown in.)
    package var pageNavigationItem: NowWebNavigationItem { cabrillo.navigationItem }

    /// The methods pages may call and how each is served: ``CabrilloDispatcher/standardHandlers`` unless the
    /// app changes them. Add a handler to serve a method of the app's own namespace (or replace one NowWeb
    /// serves) before the page calls it; a method without a handler is answered
    /// ``CabrilloError/unsupported(_:)``.
    public var cabrilloDispatcher: CabrilloDispatcher {
        get { cabrillo.dispatcher }
        set { cabrillo.dispatcher = newValue }
    }

    /// Runs the page's callback for `button`, as a tap on it would. Buttons the page has replaced since are
    /// ignored.
    package func tap(_ button: CabrilloButton) {
        for placement in [CabrilloButton.Placement.navigationBar, .bottom] {
            guard pageNavigationItem[placement].contains(button), let frame = cabrillo.buttonFrames[placement],
                let callback = button.tapCallback, button.isEnabled
            else { continue }
            webEngine.evaluate(callback, in: frame)
            return
        }
    }

    /// Serves one Cabrillo message (see `CabrilloHost`): answers a call first (a flow end may close the
    /// controller), then performs it.
    func handleCabrilloMessage(_ message: ScriptMessage) {
        let core = service.core
        guard
            let response = cabrillo.serve(
                message, scope: service.scope, pageTitle: title,
                mayRequestLocation: { core.canRequestPermission(.location) })
        else { return }
        if let reply = response.reply { webEngine.evaluate(reply, in: message.frame) }
        guard let command = response.command else { return }
        if command.isAnsweredLater {
            let id = response.answeredLater.map { cabrillo.hold($0, from: message.frame) }
            switch command {
            case .reauthenticate(let request): reauthenticate(request, answering: id)
            case .getLocation: locate(answering: id)
            case .presentModal(let request): presentModal(request, answering: id)
            default: performLater(command, answering: id)
            }
            observers.send(.cabrilloCommand(command))
        } else {
            perform(command, from: message.frame)
        }
    }

    /// Forgets what the previous page asked for: its frames are gone, and so are the calls still waiting for an
    /// answer (a pick or an upload that ends later answers nothing).
    func resetNavigationItem() {
        cabrillo.buttonFrames = [:]
        cabrillo.dropHeldCalls()
        updateNavigationItem(NowWebNavigationItem())
        #if canImport(UIKit)
            applyBackNavigation()
        #endif
    }

    private func perform(_ command: CabrilloCommand, from frame: ScriptMessage.Frame) {
        switch command {
        case .endFlow(let name, _): delegate?.nowWebViewController(self, didEndFlow: name)
        case .goBack: goBack()
        case .navigate(let target): navigate(to: target)
        case .dismissModal(let results): cabrillo.modalPresenter?.finishModal(self, results: results)
        case .setTitle, .getTitle, .setButtons, .setBackButtonHidden, .setSpinnerVisible, .showMessage, .getLocation,
            .addAttachments, .viewAttachment, .scanBarcode, .reauthenticate, .presentModal:
            break
        }
        let (item, buttonFrames) = cabrillo.navigationItem(after: command, from: frame)
        cabrillo.buttonFrames = buttonFrames
        updateNavigationItem(item)
        observers.send(.cabrilloCommand(command))
    }

    private func updateNavigationItem(_ item: NowWebNavigationItem) {
        guard item != cabrillo.navigationItem else { return }
        cabrillo.navigationItem = item
        #if canImport(UIKit)
            applyToNavigationBar(item)
        #endif
        observers.send(.navigationItem(item))
    }

    /// Loads `target` (relative to the instance, or absolute) when it is on the instance; any other URL goes
    /// to the delegate as unsupported, as a link to it would, except one of a refused scheme, which is dropped.
    private func navigate(to target: URL) {
        switch service.scope.resolve(target) {
        case .success(let url): webEngine.load(WebRequest(url: url))
        case .failure:
            let absolute = URL(string: target.absoluteString, relativeTo: service.scope.instanceURL)?.absoluteURL
            let url = absolute ?? target
            guard !InstanceScope.refuses(url) else { return }
            reportUnsupported(url)
        }
    }
}
