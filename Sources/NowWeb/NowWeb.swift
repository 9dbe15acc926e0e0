import Foundation

/// The entry point of NowWeb: makes web services that show instance pages with the session handled.
public enum NowWeb {}
