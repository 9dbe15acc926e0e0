import NowWeb
import UIKit

/// The app's brand colours, as `UIColor`s.
struct BrandColors: NowUIColoring {
    var brand: UIColor { UIColor(red: 0.0, green: 0.45, blue: 0.4, alpha: 1) }
    var primary: UIColor { UIColor(red: 0.0, green: 0.55, blue: 0.5, alpha: 1) }
    var backgroundPrimary: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.05, green: 0.1, blue: 0.1, alpha: 1) : UIColor(red: 0.94, green: 0.98, blue: 0.97, alpha: 1)
        }
    }
}

struct BrandTheme: NowUIThemeable {
    var color: any NowUIColoring { BrandColors() }
}

/// The app's theme for its pages.
enum ExampleTheme {
    /// The app's brand colours, light and dark.
    static let brand: any NowWebThemeable = NowWebDefaultTheme(nowUITheme: BrandTheme())
}
