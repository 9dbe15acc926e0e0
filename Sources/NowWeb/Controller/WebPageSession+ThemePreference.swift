import Foundation
import NowSDK

// Theme ids: the theme's `webPageThemeId`/`webPageThemeVariantId` become the signed-in user's Next Experience
// theme preferences before a page loads (`docs/THEMING.md` §6). The service keeps what was written for its user;
// the machine holds the bridge while a write is needed.
extension WebPageSession {
    /// Performs ``WebSessionMachine/Action/writeThemePreference``: writes the ids in force (joining a write of the
    /// same ids by another controller of the service), reports the outcome, writes again if the theme changed
    /// meanwhile, then releases the held bridge, written or not.
    func writeThemeForBridge() {
        let selection = themeSelection
        writeThemeSelection(selection) { session in
            let current = session.themeSelection
            if current != selection, session.service.themePreferences.needsWrite(current) {
                session.writeThemeForBridge()
            } else {
                session.handle(.themePreferenceSettled(at: session.service.options.clock.now()))
            }
        }
    }

    /// Takes in the theme's new ids, and writes them and reloads the page once when they changed and a bridge
    /// has gone out; before that, and while a bridge is held for a write (which writes the ids in force when it
    /// ends), the bridge writes them. Ids set back to `nil` write nothing (the stored preference stays).
    func themeSelectionChanged(to selection: ThemePreferenceWriter.Selection) {
        let previous = themeSelection
        themeSelection = selection
        guard selection != previous, service.themePreferences.needsWrite(selection), hasBridged else { return }
        if case .holdingBridge = machine.state { return }
        writeThemeSelection(selection) { session in
            guard !session.service.isClosed else { return }
            session.handle(.reloadRequested(shown: session.engine.currentURL))
        }
    }

    /// Writes `selection` through the service's preferences, then runs `next` unless stopped meanwhile.
    private func writeThemeSelection(
        _ selection: ThemePreferenceWriter.Selection, then next: @escaping @MainActor (WebPageSession) -> Void
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
                case .success: host?.pageSession(self, didReport: .activity(.themePreferenceWritten))
                case .failure(let failure):
                    host?.pageSession(self, didReport: .activity(.themePreferenceFailed(failure.description)))
                }
            }
            next(self)
        }
    }
}
