import Foundation

/// How the web layer files the data stores of a core's services: under which account, and in which list of the
/// stores that outlive the process, so that the core's logout wipes them, in a later run of the app too.
///
/// A core states it in ``NowCoreServiceProviding/webDataStoreFiling``. ``NowCoreService`` files under its grant
/// provider's account and lists in its configuration's ``NowSDKConfiguration/webDataStoreList``; a core that
/// wraps one answers what the wrapped core answers.
public struct NowWebDataStoreFiling: Sendable, Equatable {
    /// The account the core signs in as; `nil` when the core does not say (stores are then not told apart by
    /// account).
    public var account: String?
    /// The file listing the stores that outlive the process; `nil` for none (nothing is listed, and a logout
    /// wipes only the stores of services still alive).
    public var storeList: URL?

    /// A filing; every argument defaults to `nil`, as for a core that says nothing.
    ///
    /// - Parameters:
    ///   - account: The account the core signs in as.
    ///   - storeList: The file listing the stores that outlive the process.
    public init(account: String? = nil, storeList: URL? = nil) {
        self.account = account
        self.storeList = storeList
    }
}
