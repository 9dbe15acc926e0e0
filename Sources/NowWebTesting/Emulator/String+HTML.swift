extension String {
    /// The text with HTML's special characters escaped, for attribute values and element content.
    var htmlEscaped: String {
        guard utf8.contains(where: { "&<>\"'".utf8.contains($0) }) else { return self }
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
