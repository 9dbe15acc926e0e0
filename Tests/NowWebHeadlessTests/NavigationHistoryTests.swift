import Foundation
import Testing

@testable import NowWeb
@testable import NowWebHeadless

@Suite struct NavigationHistoryTests {
    let first = URL(string: "http://h/1")!
    let second = URL(string: "http://h/2")!
    let third = URL(string: "http://h/3")!

    @Test func pushingThenGoingBackMovesThroughEntries() {
        var history = NavigationHistory()
        #expect(history.current == nil && !history.canGoBack)
        history.commit(first, mode: .push)
        history.commit(second, mode: .push)
        #expect(history.previous == first)
        history.commit(first, mode: .back)
        #expect(history.current == first && !history.canGoBack)
    }

    @Test func pushingAfterGoingBackDropsForwardEntries() {
        var history = NavigationHistory()
        history.commit(first, mode: .push)
        history.commit(second, mode: .push)
        history.commit(first, mode: .back)
        history.commit(third, mode: .push)
        #expect(history.entries == [first, third])
    }

    @Test func replacingKeepsTheLengthAndBackWithoutHistoryPushes() {
        var history = NavigationHistory()
        history.commit(first, mode: .replace)
        history.commit(second, mode: .replace)
        #expect(history.entries == [second])
        history.commit(third, mode: .back)
        #expect(history.entries == [second, third])
    }
}
