import Foundation
import NowWeb

// swift-check: given service: NowWebService; page: URL
/// A controller delegate that records every callback and lets a test await the next one: for tests of an
/// app's screens that show instance pages.
///
/// ```swift
/// let delegate = RecordingControllerDelegate()
/// let controller = try service.makeWebViewController(for: page, delegate: delegate).get()
/// controller.loadPage()
/// let failure = await delegate.nextFailure()
/// ```
///
/// Not `Sendable`: it lives on the main actor, like the controller.
@MainActor
public final class RecordingControllerDelegate: NowWebViewControllerDelegate {
    /// One callback of the controller.
    public enum Callback: Sendable {
        /// `didEndFlow` with the flow's name.
        case flowEnded(String)
        /// `didFailNavigationWith` with the error.
        case failed(any Error)
        /// `didReceive unsupportedUrl`.
        case unsupportedURL(URL)
        /// `DidRequestDismissal`.
        case dismissalRequested
        /// `systemThemeDidChange`.
        case themeChanged(NowUIColor.Appearance)
        /// `didDownloadAttachment` with the local file.
        case attachmentDownloaded(URL)
        /// `sessionWillEnd` with the warning.
        case sessionWillEnd(NowWebViewController.Activity.SessionEndWarning)
    }

    /// Every callback, in order.
    public private(set) var callbacks: [Callback] = []
    private let waiters = EventWaiters<Callback>()

    /// Makes a delegate with nothing recorded.
    public init() {}

    /// The errors of `didFailNavigationWith`, in order.
    public var errors: [any Error] {
        callbacks.compactMap { if case .failed(let error) = $0 { error } else { nil } }
    }

    /// The errors of `didFailNavigationWith` as `NowWebError`, the only kind the controller reports.
    public var failures: [NowWebError] { errors.compactMap { $0 as? NowWebError } }

    /// The flows that ended, in order.
    public var endedFlows: [String] {
        callbacks.compactMap { if case .flowEnded(let name) = $0 { name } else { nil } }
    }

    /// The unsupported URLs handed over, in order.
    public var unsupportedURLs: [URL] {
        callbacks.compactMap { if case .unsupportedURL(let url) = $0 { url } else { nil } }
    }

    /// The attachments downloaded and handed over, as local files, in order.
    public var downloadedFiles: [URL] {
        callbacks.compactMap { if case .attachmentDownloaded(let file) = $0 { file } else { nil } }
    }

    /// How many times dismissal was requested.
    public var dismissals: Int {
        callbacks.filter { if case .dismissalRequested = $0 { true } else { false } }.count
    }

    /// The warnings of `sessionWillEnd`, in order.
    public var sessionEndWarnings: [NowWebViewController.Activity.SessionEndWarning] {
        callbacks.compactMap { if case .sessionWillEnd(let warning) = $0 { warning } else { nil } }
    }

    /// Records the warning.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController,
        sessionWillEnd warning: NowWebViewController.Activity.SessionEndWarning
    ) {
        record(.sessionWillEnd(warning))
    }

    /// Records the flow's end.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        record(.flowEnded(flowName))
    }

    /// Records the failure.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error
    ) {
        record(.failed(error))
    }

    /// Records the URL.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        record(.unsupportedURL(unsupportedUrl))
    }

    /// Records the downloaded file.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didDownloadAttachment file: URL) {
        record(.attachmentDownloaded(file))
    }

    /// Records the request.
    public func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        record(.dismissalRequested)
    }

    /// Records the change and applies the controller's theme again, as the default does.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange appearance: NowUIColor.Appearance
    ) {
        record(.themeChanged(appearance))
        nowWebViewController.updateTheme(themeColors: nowWebViewController.theme)
    }

    /// Waits for the next callback, from now on, that `matches`.
    ///
    /// - Parameters:
    ///   - patience: How long to wait before giving up; 40 seconds by default.
    ///   - matches: Which callback to wait for.
    /// - Returns: The callback, or `nil` when none came within `patience` or the waiting task was cancelled.
    public func next(patience: Duration = .seconds(40), _ matches: @escaping (Callback) -> Bool) async -> Callback? {
        await waiters.next(patience: patience, matches)
    }

    /// Waits for the next `didFailNavigationWith`.
    ///
    /// - Parameter patience: How long to wait; 40 seconds by default.
    /// - Returns: Its error, or `nil` as for ``next(patience:_:)``.
    public func nextFailure(patience: Duration = .seconds(40)) async -> (any Error)? {
        guard case .failed(let error) = await next(patience: patience, { if case .failed = $0 { true } else { false } })
        else { return nil }
        return error
    }

    private func record(_ callback: Callback) {
        callbacks.append(callback)
        waiters.deliver(callback)
    }
}
