/// One line of `nowweb doctor`: what was checked, how it went, what was seen, and the fix when it failed.
struct DoctorCheck: Sendable, Encodable {
    /// How a check went.
    enum Status: String, Sendable, Encodable {
        case pass, fail, skip

        /// ✓, ✗, or – for a check that could not run because an earlier one failed.
        var symbol: String {
            switch self {
            case .pass: "✓"
            case .fail: "✗"
            case .skip: "–"
            }
        }
    }

    /// A stable name for tools (`tls`, `token-endpoint`, ...).
    let id: String
    /// What is checked, as the line starts.
    let title: String
    let status: Status
    /// What was seen (never a token, a cookie value or a query string).
    let detail: String
    /// What to do, when the check failed.
    let fix: String?

    static func pass(_ id: String, _ title: String, _ detail: String) -> DoctorCheck {
        DoctorCheck(id: id, title: title, status: .pass, detail: detail, fix: nil)
    }

    static func fail(_ id: String, _ title: String, _ detail: String, fix: String) -> DoctorCheck {
        DoctorCheck(id: id, title: title, status: .fail, detail: detail, fix: fix)
    }

    static func skip(_ id: String, _ title: String, because reason: String) -> DoctorCheck {
        DoctorCheck(id: id, title: title, status: .skip, detail: "not checked: \(reason)", fix: nil)
    }

    /// The check as one line of text.
    var line: String {
        "\(status.symbol) \(title): \(detail)" + (fix.map { " — fix: \($0)" } ?? "")
    }
}
