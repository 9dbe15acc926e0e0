import Foundation

#if canImport(UIKit)
    import UIKit
#endif

// Cabrillo `modal.presentModal` / `modal.dismissModal`, as the vendor's apps answer them: the presenting page's
// controller makes a child controller for the modal page with the same service (so the child bridges the same
// session and recovers the same way), the app shows it (the delegate; on iOS by default a navigation controller
// presented over the page), and the presenting page's call is answered once, when the modal is dismissed: by its
// page (`dismissModal(data)`, answered `{results: data}`) or by the user (`{results: null}`).
extension NowWebViewController {
    /// What the presenting page asked for when this controller shows a modal page (Cabrillo `modal.presentModal`):
    /// its title, close button and presentation; `nil` for a controller the app made.
    public var modalRequest: NowWebModalRequest? { cabrillo.modalRequest }

    /// The modal this controller's page presented and that is still shown, if any.
    public var presentedModal: NowWebViewController? { cabrillo.presentedModal?.child }

    /// Closes this modal page as its close button does: the page that presented it gets `{results: null}`, and
    /// that page's delegate is asked to take this controller off screen
    /// (``NowWebViewControllerDelegate/nowWebViewController(_:dismissModal:)``). Call it from the app's own close
    /// button, or when the user dismissed the modal some other way (a swipe). Calling it again, or on a controller
    /// that is not a modal, does nothing.
    public func closeModal() {
        cabrillo.modalPresenter?.finishModal(self, results: .object(["results": .null]))
    }

    /// Makes the child controller for `request` and hands it to the delegate, then loads it; the held call `id`
    /// (none for a post) is answered when the modal is dismissed. A second request while a modal is shown is
    /// answered at once (409), as is one the app does not show (503).
    func presentModal(_ request: NowWebModalRequest, answering id: Int?) {
        guard cabrillo.presentedModal == nil else {
            answerHeld(id, with: .failure(.conflict(.presentModal, "a modal is already presented")))
            return
        }
        guard let delegate else {
            answerHeld(id, with: .failure(.unavailable(.presentModal, Self.noModalUIReason)))
            return
        }
        let child = NowWebViewController(service: service, url: request.url, theme: theme)
        child.delegate = delegate
        child.appearanceOverride = appearanceOverride
        child.javaScriptPanelHandler = javaScriptPanelHandler
        child.cabrillo.dispatcher = cabrillo.dispatcher
        child.cabrillo.locationSource = cabrillo.locationSource
        child.cabrillo.modalRequest = request
        child.cabrillo.modalPresenter = self
        if !request.title.isEmpty { child.title = request.title }
        cabrillo.presentedModal = (child, id)
        guard delegate.nowWebViewController(self, presentModal: child) else {
            cabrillo.presentedModal = nil
            child.cabrillo.modalPresenter = nil
            answerHeld(id, with: .failure(.unavailable(.presentModal, Self.noModalUIReason)))
            return
        }
        if cabrillo.presentedModal?.child === child { child.loadPage() }
    }

    /// Why `modal.presentModal` is answered 503 when the app does not show the modal.
    static let noModalUIReason =
        "the app shows no modal pages (NowWebViewControllerDelegate.nowWebViewController(_:presentModal:)); "
        + "open the page with navigation.goto"

    /// Ends the modal `child` with `results`: answers the presenting page's call once, and asks the delegate to
    /// take the child off screen. A child that is not this page's modal any more (dismissed already) is ignored.
    func finishModal(_ child: NowWebViewController, results: JSONValue) {
        guard let presented = cabrillo.presentedModal, presented.child === child else { return }
        cabrillo.presentedModal = nil
        child.cabrillo.modalPresenter = nil
        answerHeld(presented.answering, with: .success(results))
        if let delegate {
            delegate.nowWebViewController(self, dismissModal: child)
        } else {
            child.leaveScreen()
        }
    }

    /// Answers the held call `id` with `result`, in the frame that asked, unless it was answered or its page has
    /// gone.
    private func answerHeld(_ id: Int?, with result: Result<JSONValue, CabrilloError>) {
        guard let id, let answer = cabrillo.answer(id, with: result) else { return }
        webEngine.evaluate(answer.reply, in: answer.frame)
    }

    /// The presenting controller went away with this modal shown: the modal goes too (its host is asked to
    /// dismiss it) and nothing is answered.
    func presenterWentAway() {
        cabrillo.modalPresenter = nil
        delegate?.nowWebViewControllerDidRequestDismissal(self)
    }
}
