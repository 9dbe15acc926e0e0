#if canImport(UIKit)
    import Foundation
    import UIKit

    // A page's alert, confirm and prompt on iOS when the app set no handler: an alert controller titled with the
    // host that asked (`NativePanel`), one at a time, answering the page when the user taps.
    extension NowWebViewController {
        /// Shows `panel` once the panels before it were answered, and returns the user's answer; where it cannot be
        /// shown, ``NativePanel/unanswered(_:)``, so that the page never waits for a panel nobody sees.
        func presentNativePanel(_ panel: JavaScriptPanel) async -> JavaScriptPanel.Response {
            let previous = panelTurn
            let shown = Task { @MainActor [weak self] () -> JavaScriptPanel.Response in
                await previous?.value
                guard let self else { return NativePanel.unanswered(panel.kind) }
                return await self.showNativePanel(NativePanel(panel), kind: panel.kind)
            }
            panelTurn = Task { _ = await shown.value }
            return await shown.value
        }

        private func showNativePanel(_ native: NativePanel, kind: JavaScriptPanel.Kind) async
            -> JavaScriptPanel.Response
        {
            // Presenting from a view in no window, or over another presented controller, would never show the panel
            // and the page would wait for ever.
            guard isViewLoaded, view.window != nil, presentedViewController == nil else {
                return NativePanel.unanswered(kind)
            }
            let alert = UIAlertController(title: native.title, message: native.message, preferredStyle: .alert)
            if let fieldText = native.fieldText {
                alert.addTextField { field in field.text = fieldText }
            }
            return await withCheckedContinuation { continuation in
                for button in native.buttons {
                    let action = UIAlertAction(
                        title: button == .ok ? "OK" : "Cancel", style: button == .ok ? .default : .cancel
                    ) { [weak alert] _ in
                        let text = alert?.textFields?.first?.text
                        continuation.resume(returning: native.response(to: button, text: text))
                    }
                    alert.addAction(action)
                }
                present(alert, animated: true, completion: nil)
            }
        }
    }
#endif
