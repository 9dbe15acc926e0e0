import Foundation
import NowInternal

/// The versioned static assets the emulated pages reference, generated once at start.
struct AssetCatalog: Sendable {
    /// One asset: where it lives, what it is, and its bytes.
    struct Asset: Sendable {
        var path: String
        var query: String
        var contentType: String
        var bytes: [UInt8]

        /// The path and query a page references.
        var reference: String { "\(path)?\(query)" }
    }

    let assets: [Asset]
    /// The `<link>` and `<script>` tags for a page's head, in asset order.
    let headTags: String
    /// The `<img>` tags for a page's body, in asset order.
    let imageTags: String
    private let byPath: [String: Int]

    init(_ configuration: InstanceEmulator.Assets) {
        let count = max(0, configuration.count)
        let smallest = max(64, configuration.minimumBytes)
        let largest = max(smallest, configuration.maximumBytes)
        let build = FormEncoding.escape(configuration.build)
        assets = (0..<count).map { index in
            let size = count == 1 ? smallest : smallest + (largest - smallest) * index / (count - 1)
            switch index % 4 {
            case 0:
                return Asset(
                    path: "/scripts/nowweb_app_\(index).jsx", query: "v=\(build)",
                    contentType: "application/javascript", bytes: Self.fill("var nowwebAsset\(index) = true;\n", size))
            case 1:
                return Asset(
                    path: "/styles/nowweb_theme_\(index).css", query: "v=\(build)", contentType: "text/css",
                    bytes: Self.fill(".nowweb-asset-\(index) { display: block; }\n", size))
            case 2:
                return Asset(
                    path: "/uxasset/externals/now-core/nowweb_bundle_\(index).jsdbx", query: "uxpcb=\(build)",
                    contentType: "application/javascript", bytes: Self.fill("var nowwebBundle\(index) = 1;\n", size))
            default:
                let svg =
                    #"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">"#
                    + ##"<rect width="16" height="16" fill="#293e40"/></svg>"## + "\n"
                return Asset(
                    path: "/images/nowweb_icon_\(index).svg", query: "v=\(build)", contentType: "image/svg+xml",
                    bytes: Self.fill(svg, size, commentOpen: "<!--", commentClose: "-->"))
            }
        }
        byPath = Dictionary(uniqueKeysWithValues: assets.enumerated().map { ($1.path, $0) })
        var head = ""
        var images = ""
        for asset in assets {
            switch asset.contentType {
            case "text/css": head += "<link rel=\"stylesheet\" href=\"\(asset.reference.htmlEscaped)\">\n"
            case "image/svg+xml": images += "<img alt=\"\" src=\"\(asset.reference.htmlEscaped)\">"
            default: head += "<script src=\"\(asset.reference.htmlEscaped)\"></script>\n"
            }
        }
        headTags = head
        imageTags = images
    }

    /// The asset at `path`, if any.
    func asset(at path: String) -> Asset? { byPath[path].map { assets[$0] } }

    /// Whether `path` is in an asset folder (assets are served without a session).
    static func isAssetPath(_ path: String) -> Bool {
        ["/scripts/", "/styles/", "/uxasset/", "/images/"].contains { path.hasPrefix($0) }
    }

    /// `content` padded with a comment to exactly `size` bytes (or left as is when already longer).
    private static func fill(
        _ content: String, _ size: Int, commentOpen: String = "/*", commentClose: String = "*/"
    ) -> [UInt8] {
        var bytes = Array(content.utf8)
        let overhead = commentOpen.utf8.count + commentClose.utf8.count + 1
        guard size > bytes.count + overhead else { return bytes }
        let filler = "nowweb emulator padding "
        bytes += Array(commentOpen.utf8)
        let padding = size - bytes.count - commentClose.utf8.count - 1
        bytes += Array(String(repeating: filler, count: padding / filler.utf8.count + 1).utf8.prefix(padding))
        bytes += Array(commentClose.utf8) + [10]
        return bytes
    }
}
