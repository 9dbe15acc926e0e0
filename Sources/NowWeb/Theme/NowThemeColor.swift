#if canImport(UIKit)
    import UIKit

    /// The type of every theme colour: `UIColor` where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS),
    /// so that app themes written with `UIColor` override the defaults; ``NowUIColor`` elsewhere.
    public typealias NowThemeColor = UIColor
#else
    /// The type of every theme colour: `UIColor` where UIKit exists, so that app themes written with
    /// `UIColor` override the defaults; ``NowUIColor`` on this platform.
    public typealias NowThemeColor = NowUIColor
#endif
