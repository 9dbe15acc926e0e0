/// A ServiceNow record's `sys_id`: exactly 32 ASCII hexadecimal digits.
///
/// The one check every reader of a page's or the instance's sys_id uses. Only ASCII counts: `Character.isHexDigit`
/// also accepts full-width digits (`０`–`９`, `ａ`–`ｆ`), which are no sys_id and would reach a URL or a file name.
package enum SysID {
    /// Whether `text` is a sys_id: 32 characters, each `0`–`9`, `a`–`f` or `A`–`F`.
    package static func isValid(_ text: String) -> Bool {
        text.utf8.count == 32
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            }
    }
}
