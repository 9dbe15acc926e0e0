/// One element of DER bytes (ITU-T X.690): its single-byte tag, where its content starts and where it ends.
/// The certificate pinning and RSA key parsers read DER through it, with no platform library.
package struct DERElement: Equatable {
    /// The tag byte (`0x30` SEQUENCE, `0x02` INTEGER, `0x03` BIT STRING, ...).
    package let tag: UInt8
    /// The offset of the first content byte.
    package let contentStart: Int
    /// The offset just past the element.
    package let end: Int

    /// The element at `offset` of `bytes`, ending by `limit` (the end of `bytes` by default), or `nil`: a
    /// multi-byte tag, an indefinite length or one of more than four bytes, or an element past `limit`. With
    /// `minimalLength`, a length in a longer form than DER's shortest is refused too.
    package init?(in bytes: [UInt8], at offset: Int, limit: Int? = nil, minimalLength: Bool = false) {
        let limit = min(limit ?? bytes.count, bytes.count)
        guard offset >= 0, offset + 2 <= limit else { return nil }
        let tag = bytes[offset]
        guard tag & 0x1F != 0x1F else { return nil }
        var cursor = offset + 1
        let first = Int(bytes[cursor])
        cursor += 1
        var length = first
        if first & 0x80 != 0 {
            let count = first & 0x7F
            guard (1...4).contains(count), cursor + count <= limit else { return nil }
            guard !minimalLength || bytes[cursor] != 0 else { return nil }
            length = 0
            for _ in 0..<count {
                length = length << 8 | Int(bytes[cursor])
                cursor += 1
            }
            guard !minimalLength || length >= 0x80 else { return nil }
        }
        guard length <= limit - cursor else { return nil }
        self.tag = tag
        contentStart = cursor
        end = cursor + length
    }

    /// The DER length octets of `count` bytes of content, in the shortest form.
    package static func lengthOctets(_ count: Int) -> [UInt8] {
        guard count >= 0x80 else { return [UInt8(count)] }
        var octets: [UInt8] = []
        var rest = count
        while rest > 0 {
            octets.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        return [0x80 | UInt8(octets.count)] + octets
    }
}
