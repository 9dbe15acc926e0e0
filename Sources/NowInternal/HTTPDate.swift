import Foundation

/// Reads and writes the IMF-fixdate form of HTTP dates (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7).
///
/// Written by hand because `DateFormatter` is neither `Sendable` nor cheap to make per header. Every header
/// value is hostile input: the parser takes only the grammar's fixed-width digits (a four-digit year), so no
/// value can make the arithmetic overflow, and it never traps.
package enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let lowercasedMonths = months.map { $0.lowercased() }
    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z: the dates a four-digit year can name.
    private static let representable: ClosedRange<Int> = -62_135_596_800...253_402_300_799

    /// The date `text` names, or `nil` when it is not an IMF-fixdate.
    ///
    /// - Parameter text: A header value such as `Date`, `Expires` or `Last-Modified`.
    /// - Returns: The date, or `nil` for anything else (including out-of-range fields and long numbers).
    package static func parse(_ text: String) -> Date? {
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 6, fields[5] == "GMT", fields[1].count == 2, fields[3].count == 4,
            let day = digits(fields[1]), let monthIndex = lowercasedMonths.firstIndex(of: fields[2].lowercased()),
            let year = digits(fields[3]), year >= 1, (1...daysIn(month: monthIndex + 1, year: year)).contains(day)
        else { return nil }
        let clock = fields[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }), let hour = digits(clock[0]),
            let minute = digits(clock[1]), let second = digits(clock[2]),
            (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = daysFromCivil(year: year, month: monthIndex + 1, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `date` as an IMF-fixdate, clamped to the years 1 to 9999.
    ///
    /// - Parameter date: Any date, including `distantFuture` or a non-finite one.
    /// - Returns: The header value.
    package static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let seconds =
            interval.isNaN
            ? 0
            : Int(max(Double(representable.lowerBound), min(Double(representable.upperBound), interval.rounded(.down))))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilFromDays(days)
        let weekday = ((days % 7) + 7 + 4) % 7
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let paddedYear = String(repeating: "0", count: max(0, 4 - "\(year)".count)) + "\(year)"
        return "\(weekdays[weekday]), \(two(day)) \(months[month - 1]) \(paddedYear) "
            + "\(two(secondOfDay / 3_600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) GMT"
    }

    /// The value of a run of ASCII digits, or `nil` (no sign, no spaces: `Int("+5")` would accept a sign).
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 4, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil: days since 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    // The inverse, civil_from_days.
    private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
