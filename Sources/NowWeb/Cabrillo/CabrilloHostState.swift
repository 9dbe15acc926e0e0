import Foundation

/// The Cabrillo side of a ``NowWebViewController``: what the page asked to show, where its buttons came
/// from, and the host's hooks.
@MainActor
struct CabrilloHostState {
    var dispatcher = CabrilloDispatcher()
    var navigationItem = NowWebNavigationItem()
    /// The frame that set the buttons at each placement: taps run their callbacks there.
    var buttonFrames: [CabrilloButton.Placement: ScriptMessage.Frame] = [:]
    var navigationItemHandler: (@MainActor (NowWebNavigationItem) -> Void)?
    var commandHandler: (@MainActor (CabrilloCommand) -> Void)?
    var javaScriptPanelHandler: (@MainActor (JavaScriptPanel) async -> JavaScriptPanel.Response)?
}
