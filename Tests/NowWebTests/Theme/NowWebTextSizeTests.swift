import NowWeb
import Testing

@Suite struct NowWebTextSizeTests {
    @Test(arguments: [
        (NowWebTextSize.Category.extraSmall, 82), (.small, 88), (.medium, 94), (.large, 100), (.extraLarge, 112),
        (.extraExtraLarge, 124), (.extraExtraExtraLarge, 135), (.accessibilityMedium, 165),
        (.accessibilityLarge, 194), (.accessibilityExtraLarge, 235), (.accessibilityExtraExtraLarge, 276),
        (.accessibilityExtraExtraExtraLarge, 310),
    ])
    func eachCategoryScalesBodyTextAsAppleSizesIt(category: NowWebTextSize.Category, percent: Int) {
        #expect(NowWebTextSize(category: category).percent == percent)
    }

    @Test func categoriesGrowInOrderAndTheDefaultIsOneHundredPercent() {
        let percents = NowWebTextSize.Category.allCases.map { NowWebTextSize(category: $0).percent }
        #expect(percents == percents.sorted())
        #expect(Set(percents).count == percents.count)
        #expect(NowWebTextSize(category: .large) == .standard)
    }

    @Test(arguments: [(-5, 80), (0, 80), (79, 80), (80, 80), (125, 125), (310, 310), (311, 310), (Int.max, 310)])
    func aPercentOutsideTheRangeIsClampedToItsBound(asked: Int, percent: Int) {
        #expect(NowWebTextSize(percent: asked).percent == percent)
    }

    @Test func theStyleSheetSetsTheRootFontSizeOnlyAwayFromTheDefault() {
        let colors = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()).color
        let standard = ThemeStyleSheet(colors: colors, appearance: .light).css
        let larger = ThemeStyleSheet(colors: colors, appearance: .light, textSize: NowWebTextSize(percent: 135)).css
        #expect(!standard.contains("font-size"))
        #expect(larger.hasSuffix(" font-size: 135% !important; }"))
        #expect(larger.hasPrefix(String(standard.dropLast(1))))
    }
}
