import NowWeb
import Testing

@Suite struct ThemeDefaultsTests {
    private let colors = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()).color

    @Test(arguments: [
        ("alertCritical0", "#F8C8CD", "#7B1E28"), ("alertCritical3", "#B61C2D", "#E46876"),
        ("alertLow0", "#DBDBDE", "#DBDBDE"), ("alertPositive0", "#CADFC0", "#CADFC0"),
        ("alertPositive3", "#3B7F00", "#3B7F00"), ("alertWarning0", "#FBF7BF", "#FBF7BF"),
        ("backgroundPrimary", "#FFFFFF", "#07080B"), ("brand", "#302F4B", "#302F4B"),
        ("primary", "#4F52BD", "#8486FF"), ("screenHeaderBackground", "#CADFC0", "#CADFC0"),
        ("screenHeaderText", "#FFFFFF", "#FFFFFF"), ("textActionble", "#FFFFFF", "#07080B"),
    ])
    func webColorsDefaultToTheVendorTable(member: String, light: String, dark: String) throws {
        let table: [String: NowThemeColor] = [
            "alertCritical0": colors.alertCritical0, "alertCritical3": colors.alertCritical3,
            "alertLow0": colors.alertLow0, "alertPositive0": colors.alertPositive0,
            "alertPositive3": colors.alertPositive3, "alertWarning0": colors.alertWarning0,
            "backgroundPrimary": colors.backgroundPrimary, "brand": colors.brand, "primary": colors.primary,
            "screenHeaderBackground": colors.screenHeaderBackground, "screenHeaderText": colors.screenHeaderText,
            "textActionble": colors.textActionble,
        ]
        let color = try #require(table[member])
        #expect(NowUIColor.Components(color, in: .light).hex == light)
        #expect(NowUIColor.Components(color, in: .dark).hex == dark)
    }

    @Test func textPrimaryIsTheUIColorAtAQuarterOpacity() {
        #expect(NowUIColor.Components(colors.textPrimary, in: .light).hex == "#15192040")
        #expect(NowUIColor.Components(colors.textPrimary, in: .dark).hex == "#FFFFFF40")
        #expect(colors.webPageThemeId == nil)
    }

    @Test func anAppOverrideOfTheUIColorsFlowsIntoTheWebDefaults() {
        struct Brand: NowUIColoring {
            var brand: NowThemeColor { NowUIColor(light: 0x0B3D91, dark: 0x112233).themeColor }
        }
        struct BrandTheme: NowUIThemeable { var color: any NowUIColoring { Brand() } }
        let web = NowWebDefaultTheme(nowUITheme: BrandTheme()).color
        #expect(NowUIColor.Components(web.brand, in: .light).hex == "#0B3D91")
        #expect(NowUIColor.Components(web.brand, in: .dark).hex == "#112233")
        for appearance in NowUIColor.Appearance.allCases {
            #expect(
                NowUIColor.Components(web.primary, in: appearance)
                    == NowUIColor.Components(NowUIDefaultColors().primary, in: appearance))
        }
    }
}
