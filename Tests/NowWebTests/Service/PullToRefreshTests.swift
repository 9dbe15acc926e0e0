import Foundation
import NowWeb
import Testing

/// Which pages a pull reloads: every page by default, none when turned off, and none under an excluded path.
@Suite struct PullToRefreshTests {
    private func page(_ path: String) throws -> URL {
        try #require(URL(string: "https://acme.service-now.com" + path))
    }

    @Test func everyPageIsPulledToRefreshByDefault() throws {
        let setting = NowWebService.Options().pullToRefresh
        #expect(setting.allowsPullToRefresh(for: try page("/incident.do?sys_id=1")))
        #expect(setting.allowsPullToRefresh(for: try page("/now/sow/home")))
    }

    @Test func turnedOffNoPageIsPulledToRefresh() throws {
        let setting = NowWebService.Options.PullToRefresh(isEnabled: false)
        #expect(!setting.allowsPullToRefresh(for: try page("/incident.do")))
    }

    @Test func noPageIsNeverRefreshed() {
        #expect(!NowWebService.Options.PullToRefresh().allowsPullToRefresh(for: nil))
    }

    @Test func excludedPathsMatchWholeSegmentsCaseInsensitively() throws {
        let setting = NowWebService.Options.PullToRefresh(excludedPathPrefixes: ["/now/workspace", "/NOW/sow/"])
        let refreshed = ["/now/nav/ui/home", "/now/workspaces", "/nowhere", "/esc", "/now/sowing"]
        let excluded = ["/now/workspace", "/now/workspace/agent/home", "/now/sow/record/incident/1", "/Now/Sow"]
        for path in refreshed {
            #expect(setting.allowsPullToRefresh(for: try page(path)), "\(path)")
        }
        for path in excluded {
            #expect(!setting.allowsPullToRefresh(for: try page(path)), "\(path)")
        }
    }

    @Test func theNextExperiencePrefixExcludesItsWorkspacesToo() throws {
        let setting = NowWebService.Options.PullToRefresh(excludedPathPrefixes: ["/now/"])
        #expect(!setting.allowsPullToRefresh(for: try page("/now/sow/home")))
        #expect(!setting.allowsPullToRefresh(for: try page("/now")))
        #expect(setting.allowsPullToRefresh(for: try page("/navpage.do")))
    }
}
