import Foundation
import NowWeb
import Testing

/// The engine store of each service data store: made once per live store, never handed to another store.
@Suite struct EngineStoreMapTests {
    @Test func aStoreGetsItsValueOnceAndKeepsIt() {
        var map = EngineStoreMap<Int>()
        let store = WebDataStore()
        var made = 0
        let first = map.value(for: store) {
            made += 1
            return 1
        }
        let again = map.value(for: store) {
            made += 1
            return 2
        }
        #expect(first == 1 && again == 1 && made == 1)
    }

    @Test func aStoreMadeAfterAnotherWasFreedGetsItsOwnValueEvenAtTheSameAddress() {
        var map = EngineStoreMap<String>()
        // The system allocator hands a freed store's address to the next store (seen in every plain run; the
        // address sanitizer's allocator does not): every new store must still get a value (and a removal hook)
        // of its own, which a map keyed by the address alone would not give it.
        for round in 0..<64 {
            let store = WebDataStore()
            var made = false
            let value = map.value(for: store) {
                made = true
                return "store \(round)"
            }
            #expect(made && value == "store \(round)")
        }
        #expect(map.count == 0)
    }

    @Test func storesAliveAtOnceHaveValuesOfTheirOwn() {
        var map = EngineStoreMap<Int>()
        let one = WebDataStore()
        let two = WebDataStore()
        #expect(map.value(for: one) { 1 } == 1)
        #expect(map.value(for: two) { 2 } == 2)
        #expect(map.value(for: one) { 3 } == 1)
        #expect(map.count == 2)
    }
}
