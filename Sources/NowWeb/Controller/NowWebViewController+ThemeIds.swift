import Foundation
import NowSDK

// Theme ids: the theme's `webPageThemeId`/`webPageThemeVariantId` become the signed-in user's Next Experience
// theme preferences before a page loads (`docs/THEMING.md` §6). The service keeps what was written for its user;
// the machine holds the bridge while a write is needed.
extension NowWebViewController {
    /// Performs ``WebSessionMachine/Action/writeThemePreference``: writes the ids in force (joining a write of the
    /// same ids by another controller of the service), reports the outcome through ``activityHandler``, writes
    /// again if the theme changed meanwhile, then releases the held bridge, written or not.
    func writeThemeForBridge() {
        let selection = ThemePreferenceWriter.Selection(theme.color)
        writeThemeSelection(selection) { controller in
            let current = ThemePreferenceWriter.Selection(controller.theme.color)
            if current != selection, controller.service.themePreferences.needsWrite(current) {
                controller.writeThemeForBridge()
            } else {
                controller.perform(
                    controller.machine.handle(.themePreferenceSettled(at: controller.service.options.now())))
            }
        }
    }

    /// Writes the new ids and reloads the page once, when they changed and a bridge has gone out; before that,
    /// the bridge writes the ids in force. Ids set back to `nil` write nothing (the stored preference stays).
    func themeSelectionChanged(from previous: ThemePreferenceWriter.Selection) {
        let selection = ThemePreferenceWriter.Selection(theme.color)
        guard selection != previous, service.themePreferences.needsWrite(selection), hasBridged else { return }
        writeThemeSelection(selection) { controller in controller.reload() }
    }

    /// Writes `selection` through the service's preferences, then runs `next` unless stopped meanwhile.
    private func writeThemeSelection(
        _ selection: ThemePreferenceWriter.Selection, then next: @escaping @MainActor (NowWebViewController) -> Void
    ) {
        let preferences = service.themePreferences
        let network = service.core.requestNetworkService(for: service)
        let needed = preferences.needsWrite(selection)
        themeWriteTask?.cancel()
        themeWriteTask = Task { [weak self] in
            let outcome = await preferences.write(selection, through: network)
            guard let self, !Task.isCancelled else { return }
            if needed {
                switch outcome {
                case .success: activityHandler?(.themePreferenceWritten)
                case .failure(let failure): activityHandler?(.themePreferenceFailed(failure.description))
                }
            }
            next(self)
        }
    }
}
