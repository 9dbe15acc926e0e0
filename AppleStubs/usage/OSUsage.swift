// Uses every declaration of AppleStubs/os (21): Logger (init(subsystem:category:), debug, info, notice, error,
// fault), OSLogMessage (init(stringLiteral:) by a plain literal, init(stringInterpolation:) by an interpolated
// one), OSLogInterpolation (init(literalCapacity:interpolationCount:), appendLiteral, appendInterpolation, which
// the compiler calls for an interpolated literal), OSLogStringAlignment.none, OSLogPrivacy (auto, public,
// private, sensitive).
import Foundation
import os

func osUsage(text: String) {
    let logger = Logger(subsystem: "subsystem", category: "category")
    logger.debug("a literal message")
    logger.info("auto \(text, align: .none, privacy: .auto)")
    logger.notice("public \(text, privacy: .public)")
    logger.error("private \(text, privacy: .private)")
    logger.fault("sensitive \(text, privacy: .sensitive)")
    // The message must be a literal and `align:`/`privacy:` static properties, here as against the SDK.
    let _: [OSLogStringAlignment] = [.none]
    let _: [OSLogPrivacy] = [.auto, .public, .private, .sensitive]
    let _: (Int, Int) -> OSLogInterpolation = OSLogInterpolation.init(literalCapacity:interpolationCount:)
    let _: (inout OSLogInterpolation, String) -> Void = { $0.appendLiteral($1) }
    let _: (OSLogInterpolation) -> OSLogMessage = OSLogMessage.init(stringInterpolation:)
}
