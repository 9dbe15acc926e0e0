#if canImport(UIKit)
    import Foundation
    import UIKit

    // Dynamic Type: the content size category the user chose becomes the pages' text size, now and whenever it
    // changes, so the pages shown restyle in place.
    extension NowWebSystemAppearance {
        /// Takes the application's content size category and follows its changes.
        func followContentSizeCategory() {
            update(textSize: NowWebTextSize(contentSizeCategory: UIApplication.shared.preferredContentSizeCategory))
            // The observer lives as long as the process: there is one shared instance.
            _ = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { _ in
                MainActor.assumeIsolated {
                    NowWebSystemAppearance.shared.update(
                        textSize: NowWebTextSize(contentSizeCategory: UIApplication.shared.preferredContentSizeCategory)
                    )
                }
            }
        }
    }

    extension NowWebTextSize {
        /// The text size of a UIKit content size category; `.unspecified` (and any category UIKit adds later)
        /// counts as the default, large.
        ///
        /// - Parameter contentSizeCategory: The category, such as `UIApplication.shared.preferredContentSizeCategory`.
        public init(contentSizeCategory: UIContentSizeCategory) {
            self.init(category: Category(contentSizeCategory) ?? .large)
        }
    }

    extension NowWebTextSize.Category {
        /// The category matching UIKit's, or `nil` for `.unspecified` and categories UIKit adds later.
        init?(_ category: UIContentSizeCategory) {
            let all: [(UIContentSizeCategory, Self)] = [
                (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
                (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
                (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
                (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityExtraLarge),
                (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
                (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
            ]
            guard let match = all.first(where: { $0.0 == category }) else { return nil }
            self = match.1
        }
    }
#endif
