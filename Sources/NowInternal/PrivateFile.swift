import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files and directories only the current user can read: directories 0700 and files 0600 whatever the
/// process's umask, for anything that may hold a cookie, a token or a user's page.
package enum PrivateFile {
    /// A failed system call, with its `errno`.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The `errno` of the call that failed.
        package var code: Int32
        /// The path it failed on.
        package var path: String

        /// `strerror` of the code, and the path.
        package var description: String { "\(String(cString: strerror(code))): \(path)" }
    }

    /// Creates `directory` and its missing parents with mode 0700, and sets 0700 on `directory` itself if it
    /// exists already.
    ///
    /// - Throws: ``Failure`` when a directory cannot be made or its mode cannot be set.
    package static func createDirectory(at directory: URL) throws(Failure) {
        let path = directory.standardizedFileURL.path
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() where mkdir(component, 0o700) != 0 && errno != EEXIST {
            throw Failure(code: errno, path: component)
        }
        for component in missing + [path] where chmod(component, 0o700) != 0 {
            throw Failure(code: errno, path: component)
        }
    }

    /// Writes `data` to a new 0600 file beside `file`, then renames it over `file`, so that a reader sees the
    /// old or the new contents and nobody else ever sees either.
    ///
    /// - Parameters:
    ///   - temporaryPrefix: Starts the temporary file's name, so that its owner recognises a leftover.
    ///   - isDurable: Whether the new contents reach the disk (`fsync`) before the rename, so that a crash or a
    ///     power cut right after leaves the old or the new contents, never an empty file: for what cannot be
    ///     fetched again (tokens), not for a cache.
    /// - Throws: ``Failure`` when the file cannot be written.
    package static func write(
        _ data: Data, to file: URL, temporaryPrefix: String = ".", isDurable: Bool = false
    ) throws(Failure) {
        let directory = file.deletingLastPathComponent().path
        let temporary =
            directory + "/" + temporaryPrefix + file.lastPathComponent + ".tmp-"
            + Digest.randomBytes(6).hexString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw Failure(code: errno, path: temporary) }
        var failure: Int32?
        if fchmod(descriptor, 0o600) != 0 { failure = errno }
        data.withUnsafeBytes { buffer in
            var offset = 0
            while failure == nil, offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    offset += written
                }
            }
        }
        if failure == nil, isDurable, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, file.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw Failure(code: failure, path: file.path)
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
