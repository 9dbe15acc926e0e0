import Foundation

/// An observer added to a ``NowWebViewController`` (``NowWebViewController/addObserver(_:)``): it hears the
/// controller until ``cancel()`` or the controller's end. Keeping this value is not needed for the observer to
/// stay.
@MainActor
public final class NowWebObservation {
    private weak var observers: PageObservers?
    private let id: Int

    init(observers: PageObservers, id: Int) {
        self.observers = observers
        self.id = id
    }

    /// Stops the observer; it hears nothing more. Cancelling twice does nothing.
    public func cancel() {
        observers?.remove(id)
    }
}

/// What a controller's observers hear, in order: its activity, the colours it applied, the navigation item
/// its page asked for, and the Cabrillo commands it performed.
package enum PageChange {
    /// Something the controller did (``NowWebViewController/Activity``).
    case activity(NowWebViewController.Activity)
    /// The theme in force, resolved for the appearance, after it changed.
    case theme(ThemeStyleSheet)
    /// The title, buttons and spinner the page asked for, after they changed.
    case navigationItem(NowWebNavigationItem)
    /// A Cabrillo command the page sent, after the controller performed it.
    case cabrilloCommand(CabrilloCommand)
}

/// A controller's observers, called in the order they were added. One may cancel itself or another, or add
/// one, while it is called: an observer cancelled meanwhile hears nothing more, and one added meanwhile hears
/// the next change.
@MainActor
package final class PageObservers {
    private var entries: [(id: Int, observer: @MainActor (PageChange) -> Void)] = []
    private var nextID = 0

    /// No observer yet.
    package init() {}

    /// Adds `observer` after the others.
    @discardableResult
    package func add(_ observer: @escaping @MainActor (PageChange) -> Void) -> NowWebObservation {
        nextID += 1
        entries.append((nextID, observer))
        return NowWebObservation(observers: self, id: nextID)
    }

    /// Removes the observer `id`, if it is still there.
    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Tells every observer of `change`.
    package func send(_ change: PageChange) {
        for entry in entries where contains(entry.id) { entry.observer(change) }
    }

    private func contains(_ id: Int) -> Bool { entries.contains { $0.id == id } }
}
