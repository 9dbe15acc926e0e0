import Foundation
import NowSDK

// Theme ids: the theme's `webPageThemeId`/`webPageThemeVariantId` become the signed-in user's Next Experience
// theme preferences before a page loads (`docs/THEMING.md` §6).
extension NowWebViewController {
    /// Bridges to `url`, first writing the theme's ids when they are set and not yet written. A failed write
    /// is reported through ``activityHandler`` and the page loads anyway.
    func bridgeWithTheme(to url: URL, token: AccessToken) {
        let selection = ThemePreferenceWriter.Selection(theme.color)
        guard !selection.isEmpty, selection != writtenThemeSelection else {
            bridge(to: url, token: token)
            return
        }
        writeThemeSelection(selection) { controller in
            // The theme changed during the write: write the ids now in force before the page goes out.
            let current = ThemePreferenceWriter.Selection(controller.theme.color)
            if current != selection, !current.isEmpty {
                controller.bridgeWithTheme(to: url, token: token)
            } else {
                controller.bridge(to: url, token: token)
            }
        }
    }

    /// Writes the new ids and reloads the page once, when they changed and a bridge has gone out; before that,
    /// the bridge writes the ids in force. Ids set back to `nil` write nothing (the stored preference stays).
    func themeSelectionChanged(from previous: ThemePreferenceWriter.Selection) {
        let selection = ThemePreferenceWriter.Selection(theme.color)
        guard selection != previous, !selection.isEmpty, selection != writtenThemeSelection, hasBridged else {
            return
        }
        writeThemeSelection(selection) { controller in controller.reload() }
    }

    /// Writes `selection` through the core's network service, then runs `next` unless stopped meanwhile.
    private func writeThemeSelection(
        _ selection: ThemePreferenceWriter.Selection, then next: @escaping @MainActor (NowWebViewController) -> Void
    ) {
        let writer = ThemePreferenceWriter(network: service.core.requestNetworkService(for: service))
        themeWriteTask?.cancel()
        themeWriteTask = Task { [weak self] in
            let outcome: Activity
            do throws(ThemePreferenceWriter.Failure) {
                try await writer.write(selection)
                outcome = .themePreferenceWritten
            } catch {
                outcome = .themePreferenceFailed(error.description)
            }
            guard let self, !Task.isCancelled else { return }
            if outcome == .themePreferenceWritten { writtenThemeSelection = selection }
            activityHandler?(outcome)
            next(self)
        }
    }
}
