import Foundation
import NowInternal
import NowSDK

// The entry points of NowWeb: make web services that show instance pages with the session handled. They are
// module-level functions, so that `NowWeb.makeWebService(instanceUrl:)` reads as the vendor writes it and
// `NowWeb.NowWebService` still names a type of this module (no type may shadow the module's name).
//
// ```swift
// try NowSDK.configure(with: NowSDKConfiguration(authorizationProvider: provider))
// let service = try await NowWeb.makeWebService(instanceUrl: URL(string: "https://acme.service-now.com")!)
// ```

/// Makes a web service for `instanceUrl` with the SDK's configuration.
///
/// It checks that the SDK is configured, fetches the instance's mobile SDK settings with an access token (so the
/// user signs in here, unless the app states the settings or the user is a guest), and fails unless web pages
/// are enabled for the app. Hold the service for as long as you show its pages.
///
/// Every failure is a `NowServiceError` whose `failureClass` says what to do: sign the user in
/// (`signInNeeded`), try again (`transient`, with the instance's `Retry-After`), have the instance set up
/// (`instanceNotSetUp`), or configure the SDK first (`sdkNotConfigured`).
///
/// - Parameter instanceUrl: The instance, e.g. `https://acme.service-now.com`.
/// - Returns: The service.
/// - Throws: `NowServiceError`: `sdkNotConfigured`, `serviceConfigurationInvalid`, `serviceDisabled`,
///   `serviceSettingsInvalid`, `serviceSettingsNotFound` or `serviceSettingsRetrievalFailed` with its reason.
public func makeWebService(instanceUrl: URL) async throws(NowServiceError) -> NowWebService {
    try await makeWebService(instanceUrl: instanceUrl, options: NowWebService.Options())
}

/// Makes a web service for `instanceUrl` with the SDK's configuration and `options` (engine, recovery
/// limits, login rules).
///
/// - Parameters:
///   - instanceUrl: The instance.
///   - options: How the service's controllers load pages.
/// - Returns: The service.
/// - Throws: `NowServiceError`.
public func makeWebService(
    instanceUrl: URL, options: NowWebService.Options
) async throws(NowServiceError) -> NowWebService {
    guard let core = NowSDK.core() else { throw .sdkNotConfigured }
    guard let configuration = NowSDK.makeServiceConfiguration(for: instanceUrl) else {
        throw .serviceConfigurationInvalid
    }
    return try await makeWebService(configuration: configuration, core: core, options: options)
}

/// Makes a web service for `configuration` on an explicit core service (for apps that hold several cores,
/// and for tests).
///
/// - Parameters:
///   - configuration: The instance and app bundle id.
///   - core: The core service that provides tokens and settings.
///   - options: How the service's controllers load pages.
/// - Returns: The service.
/// - Throws: `NowServiceError`.
public func makeWebService(
    configuration: NowServiceConfiguration, core: any NowCoreServiceProviding,
    options: NowWebService.Options = NowWebService.Options()
) async throws(NowServiceError) -> NowWebService {
    guard let scope = InstanceScope(instanceURL: configuration.instanceUrl) else {
        throw .serviceConfigurationInvalid
    }
    // A service made while a logout runs would be closed by it: it waits until the logout is done.
    await NowSDK.logoutsFinished()
    // A store a logout left owed (no engine here wiped it then) is wiped before a service can use it again.
    let filing = core.webDataStoreFiling
    if let file = filing.storeList, let account = filing.account {
        await WebDataStoreRegistry.shared.settleOwedStores(on: WebDataStoreList(file: file), account: account)
    }
    let service = NowWebService(configuration: configuration, core: core, scope: scope, options: options)
    let settings: NowServiceSettings
    do {
        settings = try await core.requestSettings(for: service)
    } catch let error as NowServiceError {
        throw error
    } catch let error as NowAuthorizationError {
        throw .serviceSettingsRetrievalFailed(error)
    } catch {
        // Another core's own error says nothing NowWeb can read: a failure to reach the instance, worth a retry.
        throw .serviceSettingsRetrievalFailed(.temporarilyUnavailable(.network))
    }
    guard settings.enabled, settings.webEnabled else { throw .serviceDisabled }
    if await core.isGuestUser(for: service), !settings.allowGuestAccess { throw .serviceDisabled }
    return service
}

/// Makes a web service for `instanceUrl` and calls `completion` with it or with the reason it failed.
///
/// - Parameters:
///   - instanceUrl: The instance.
///   - completion: Called once, on the main actor.
public func makeWebService(
    instanceUrl: URL, completion: @escaping @MainActor @Sendable (Result<NowWebService, NowServiceError>) -> Void
) {
    Task { @MainActor in
        do throws(NowServiceError) {
            completion(.success(try await makeWebService(instanceUrl: instanceUrl, options: .init())))
        } catch {
            completion(.failure(error))
        }
    }
}
