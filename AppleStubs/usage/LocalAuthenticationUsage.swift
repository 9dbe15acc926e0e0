// Uses every declaration of AppleStubs/LocalAuthentication: LAContext (its initializer and the async
// evaluatePolicy), LAPolicy.deviceOwnerAuthentication and LAErrorDomain.
import Foundation
import LocalAuthentication

@MainActor func usageEvaluateDeviceOwner() async -> Bool {
    let context = LAContext()
    do {
        return try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "r")
    } catch let error as NSError where error.domain == LAErrorDomain {
        return false
    } catch {
        return false
    }
}
