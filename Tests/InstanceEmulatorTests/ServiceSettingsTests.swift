import Foundation
import NowWebTesting
import Testing

@Suite("Service settings endpoint")
struct ServiceSettingsTests {
    private let path = "/api/sn_mobile_sdk/mobile_sdk/settings?app_bundle_id=dev.nowweb.app"

    @Test func knownBundleWithBearerGetsWebEnabled() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let response = try await client.request("GET", path, headers: [("Authorization", "Bearer \(token)")])
            #expect(response.status == 200)
            #expect(
                response.text == #"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}}"#
            )
            #expect(response.header("Cache-Control") == "no-cache,no-store,must-revalidate,max-age=-1")
        }
    }

    @Test func missingBearerAndUnknownBundleAreRefused() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            #expect(try await client.request("GET", path).status == 401)
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let unknown = try await client.request(
                "GET", "/api/sn_mobile_sdk/mobile_sdk/settings?app_bundle_id=com.other",
                headers: [("Authorization", "Bearer \(token)")])
            #expect(unknown.status == 404)
        }
    }

    @Test func settingsCanBeDisabledBrokenOrFailing() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let bearer = [("Authorization", "Bearer \(token)")]
            instance.updateFaults { $0.serviceSettings = .disabled }
            #expect(try await client.request("GET", path, headers: bearer).text.contains(#""enabled":false"#))
            instance.updateFaults { $0.serviceSettings = .invalidJSON }
            let invalid = try await client.request("GET", path, headers: bearer)
            #expect(invalid.status == 200)
            #expect((try? JSONSerialization.jsonObject(with: Data(invalid.body))) == nil)
            instance.updateFaults { $0.serviceSettings = .serverError }
            #expect(try await client.request("GET", path, headers: bearer).status == 500)
        }
    }

    @Test func theiOSResourceIsKeyedByTheApplicationIDAndServesGuests() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let resource = "/api/sn_mobile_sdk/mobile_sdk/settings/ios/"
            let guest = try await client.request("GET", resource + "dev.nowweb.app")
            #expect(guest.status == 200)
            #expect(guest.text == #"{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}"#)
            let forged = try await client.request(
                "GET", resource + "dev.nowweb.app", headers: [("Authorization", "Bearer forged")])
            #expect(forged.status == 401)
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let bearer = [("Authorization", "Bearer \(token)")]
            #expect(try await client.request("GET", resource + "dev.nowweb.app", headers: bearer).status == 200)
            #expect(try await client.request("GET", resource + "com.other", headers: bearer).status == 404)
            #expect(try await client.request("GET", resource + "dev.nowweb.app/x", headers: bearer).status == 404)
        }
    }
}
