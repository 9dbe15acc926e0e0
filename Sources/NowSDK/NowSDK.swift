import Foundation

/// The entry point of the ServiceNow SDK: configuration, authorization and the token core.
public enum NowSDK {}
