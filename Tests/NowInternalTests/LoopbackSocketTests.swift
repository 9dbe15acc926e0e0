import Foundation
import NowInternal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `SO_REUSEADDR` only where a listener needs it: never on a port the system picks.
@Suite struct LoopbackSocketTests {
    private static func reusesAddress(_ descriptor: Int32) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &value, &length) == 0)
        return value != 0
    }

    @Test func aListenerOnAPortTheSystemPicksDoesNotReuseTheAddress() throws {
        let listener = try LoopbackSocket.listen(port: 0, backlog: 1)
        defer { LoopbackSocket.close(listener.descriptor) }
        #expect(!Self.reusesAddress(listener.descriptor))
    }
}
