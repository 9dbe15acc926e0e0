import Foundation

/// Why a file could not go to the instance, or come from it.
package enum AttachmentError: Error, Sendable, Equatable, LocalizedError {
    /// The file has no bytes.
    case empty
    /// The file is larger than allowed: its size and the bound, in bytes.
    case tooLarge(Int, maximum: Int)
    /// The instance answered with this HTTP status.
    case refused(Int)
    /// The answer could not be read.
    case unusableAnswer
    /// The URL is not an attachment of the instance.
    case notAnInstanceAttachment
    /// The file to download is larger than the bound, in bytes.
    case downloadTooLarge(maximum: Int)
    /// The transfer failed; the reason says how (it names no URL, cookie or token).
    case transferFailed(String)
    /// The page has no web session NowWeb can send the file with (its engine shares no cookies, or there are
    /// none for the instance yet).
    case noSession
    /// A picked file could not be read; the reason says why.
    case unreadableFile(String)
    /// The app's trust hook refused the instance's certificate or challenge; the reason says why.
    case trustRefused(String)
    /// The downloaded file could not be written in the app's directory (named by its last component).
    case cannotWrite(String)

    /// What went wrong and what to do.
    package var errorDescription: String? {
        switch self {
        case .empty: "The file is empty. Pick a file with content."
        case .tooLarge(let size, let maximum):
            "The file has \(size) bytes, more than the \(maximum) allowed. Pick a smaller file."
        case .refused(let status): "The instance refused the attachment with HTTP status \(status)."
        case .unusableAnswer: "The instance's answer about the attachment could not be read."
        case .notAnInstanceAttachment: "The file is not an attachment of the instance (sys_attachment.do?sys_id=…)."
        case .downloadTooLarge(let maximum):
            "The attachment is larger than the \(maximum) bytes allowed, so it was not downloaded. Open it on the instance."
        case .transferFailed(let reason): "The attachment could not be transferred (\(reason)). Try again."
        case .noSession: "The page has no web session to send the attachment with. Reload the page and try again."
        case .unreadableFile(let reason): "The picked file could not be read (\(reason)). Pick another file."
        case .trustRefused(let reason):
            "The connection to the instance was refused by the app's trust check: \(reason)."
        case .cannotWrite(let directory): "The attachment could not be saved in \(directory). Check the directory."
        }
    }
}
