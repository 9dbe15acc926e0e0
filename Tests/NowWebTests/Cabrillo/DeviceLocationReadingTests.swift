import Foundation
import NowSDK
import NowWeb
import Testing

/// `geolocation.getCurrentLocation` over a location source: what each reading tells the page.
@Suite struct DeviceLocationReadingTests {
    @Test func aCoordinateBecomesThePagesCoordinate() throws {
        let answer = try DeviceLocationReading.located(latitude: -33.86, longitude: 151.21).cabrilloAnswer.get()
        #expect(
            answer == .object(["coordinate": .object(["latitude": .number(-33.86), "longitude": .number(151.21)])]))
    }

    @Test(arguments: [
        DeviceLocationReading.located(latitude: 91, longitude: 0), .located(latitude: .nan, longitude: 0),
        .located(latitude: 0, longitude: -180.5), .failed("no fix"),
    ])
    func whatIsNotACoordinateIsError503(_ reading: DeviceLocationReading) {
        guard case .failure(let error) = reading.cabrilloAnswer else {
            Issue.record("\(reading) should not reach the page as a coordinate")
            return
        }
        #expect(error.status == 503)
    }

    @Test func aRefusalIs403() {
        #expect(
            DeviceLocationReading.refused.cabrilloAnswer == .failure(.permissionDenied(.getCurrentLocation, .location)))
    }

    @MainActor @Test func withASourceAnAllowedCallIsAnsweredLater() {
        var host = CabrilloHost()
        host.locationSource = NoReadingLocator()
        let scope = CabrilloHostTests.scope
        let envelope = JSONValue.object(["callbackName": .string("x"), "callbackContext": .object([:])])
        let message = ScriptMessage(
            handlerName: CabrilloMethod.getCurrentLocation.handlerName, body: envelope.javaScriptLiteral,
            frame: ScriptMessage.Frame(id: "main"), origin: scope.instanceURL)
        let response = host.serve(message, scope: scope, pageTitle: nil) { true }
        #expect(response?.reply == nil)
        #expect(response?.command == .getLocation)
        #expect(response?.answeredLater?.method == .getCurrentLocation)
    }
}

/// A location source that is never read.
final class NoReadingLocator: DeviceLocating {
    @MainActor func currentLocation() async -> DeviceLocationReading { .failed("not read in this test") }
}
