import NowWeb
import Testing

/// Whether engines' pages are inspectable: on in debug builds, off in release builds, the app's word first.
@Suite struct WebInspectorTests {
    @Test func debugBuildsAreInspectableAndReleaseBuildsAreNot() {
        #expect(WebInspector.isInspectable(override: nil, isDebugBuild: true))
        #expect(!WebInspector.isInspectable(override: nil, isDebugBuild: false))
    }

    @Test func theAppsOverrideWinsInEitherBuild() {
        for isDebugBuild in [true, false] {
            #expect(WebInspector.isInspectable(override: true, isDebugBuild: isDebugBuild))
            #expect(!WebInspector.isInspectable(override: false, isDebugBuild: isDebugBuild))
        }
    }

    @Test func theDefaultFollowsTheBuild() {
        #expect(WebInspector.isInspectableByDefault == WebInspector.isDebugBuild)
        #if DEBUG
            #expect(WebInspector.isDebugBuild)
        #else
            #expect(!WebInspector.isDebugBuild)
        #endif
    }
}
