import Foundation

/// The stack of a cooperative thread on Darwin (and a secondary thread's default there): 512 KiB.
let smallStackBytes = 512 * 1024

/// What `body` returns, run on a thread of its own with a stack of ``smallStackBytes``, so that a test sees a
/// recursion that would exhaust a cooperative thread's stack crash here too rather than pass on Linux's 8 MiB.
func onSmallStack<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = smallStackBytes
        thread.start()
    }
}

/// JSON text of `depth` objects nested in one another: `{"a":{"a":…{}…}}`.
func nestedObjects(depth: Int) -> String {
    String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
}
