import NowWeb

/// A custom UI theme: colours no default uses, so that a screenshot shows whether they arrived.
struct CustomUIColors: NowUIColoring {
    var brand: NowUIColor { NowUIColor(light: 0x0B6E4F, dark: 0x0B6E4F) }
    var backgroundPrimary: NowUIColor { NowUIColor(light: 0xFFF4E0, dark: 0x1A1033) }
    var alertCritical0: NowUIColor { NowUIColor(light: 0xFFD23F, dark: 0x5C3D00) }
    var screenHeaderText: NowUIColor { NowUIColor(light: 0xFFFFFF, dark: 0xFFFFFF) }
}

/// The custom UI theme.
struct CustomUITheme: NowUIThemeable {
    var color: any NowUIColoring { CustomUIColors() }
}

/// A web theme over the custom UI colours.
func customWebTheme() -> NowWebDefaultTheme { NowWebDefaultTheme(nowUITheme: CustomUITheme()) }
