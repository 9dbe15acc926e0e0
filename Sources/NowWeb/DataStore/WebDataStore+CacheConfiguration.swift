import Foundation

extension WebDataStore {
    /// Limits and placement of a data store's HTTP cache (the headless engine's; WebKit engines keep their
    /// own next to ``diskDirectory``).
    public struct CacheConfiguration: Sendable {
        /// Bytes of bodies kept in memory. Default 32 MiB.
        public var memoryCapacity: Int
        /// A directory for one file per entry, or `nil` to keep the cache in memory only. Default `nil`.
        public var diskDirectory: URL?
        /// Bytes kept on disk when ``diskDirectory`` is set. Default 256 MiB.
        public var diskCapacity: Int
        /// The largest body stored. Default 8 MiB.
        public var maximumEntrySize: Int

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        public init(
            memoryCapacity: Int = 32 << 20, diskDirectory: URL? = nil, diskCapacity: Int = 256 << 20,
            maximumEntrySize: Int = 8 << 20
        ) {
            self.memoryCapacity = memoryCapacity
            self.diskDirectory = diskDirectory
            self.diskCapacity = diskCapacity
            self.maximumEntrySize = maximumEntrySize
        }
    }
}
