// swift-tools-version: 6.2
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode, strict concurrency, warnings are errors.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "NowWeb",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "NowSDK", targets: ["NowSDK"]),
        .library(name: "NowWeb", targets: ["NowWeb"]),
        .library(name: "NowWebHeadless", targets: ["NowWebHeadless"]),
        .library(name: "NowWebTesting", targets: ["NowWebTesting"]),
        .library(name: "NowWebKitGTK", targets: ["NowWebKitGTK"]),
        .executable(name: "nowweb", targets: ["nowweb"]),
        .executable(name: "nowweb-bench", targets: ["nowweb-bench"]),
    ],
    traits: [
        .trait(
            name: "WebKitGTK",
            description: "Builds the WebKitGTK 6.0 engine and its tests (needs libwebkitgtk-6.0-dev; tests need Xvfb)."
        )
    ],
    targets: [
        // SHA-256, HMAC-SHA256 and key pairs from the system's OpenSSL libcrypto, and the emulator's optional TLS
        // from its libssl (Linux). The runtime libraries ship with every Swift toolchain's libcurl dependency, so
        // no -dev package is needed to build.
        .target(
            name: "CNowCrypto",
            linkerSettings: [
                .linkedLibrary(":libcrypto.so.3", .when(platforms: [.linux])),
                .linkedLibrary(":libssl.so.3", .when(platforms: [.linux])),
            ]
        ),
        .target(name: "NowInternal", dependencies: ["CNowCrypto"], swiftSettings: strictSettings),
        // Each library an app links that calls a required-reason API carries its privacy manifest
        // (scripts/check-privacy holds each manifest to its target's code). The JavaScript a target installs in
        // pages or serves is in its Resources/Scripts (`JavaScriptResource`; scripts/test runs `node --check`).
        .target(
            name: "NowSDK",
            dependencies: ["NowInternal"],
            resources: [.copy("Resources/PrivacyInfo.xcprivacy")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "NowWeb",
            dependencies: ["NowSDK", "NowInternal"],
            resources: [.copy("Resources/PrivacyInfo.xcprivacy"), .copy("Resources/Scripts")],
            swiftSettings: strictSettings
        ),
        // The headless engine (no rendering, no JavaScript) with its HTTP cache: for Linux without a display, the
        // CLI, tests and benchmarks. An iOS app does not link it: `NowWeb` holds the engine-neutral core and WebKit.
        .target(
            name: "NowWebHeadless",
            dependencies: ["NowSDK", "NowWeb", "NowInternal"],
            resources: [.copy("Resources/PrivacyInfo.xcprivacy")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "NowWebTesting",
            dependencies: ["NowSDK", "NowWeb", "NowInternal", "CNowCrypto"],
            resources: [.copy("Resources/Scripts")],
            swiftSettings: strictSettings
        ),
        // WebKitGTK 6.0 (GTK 4) through pkg-config. Only built with the `WebKitGTK` trait, so that a machine
        // without the library still builds and tests everything else.
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]
        ),
        .target(
            name: "NowWebKitGTK",
            dependencies: [
                "NowSDK", "NowWeb", "NowWebHeadless", "NowInternal",
                .target(name: "CWebKitGTK", condition: .when(platforms: [.linux], traits: ["WebKitGTK"])),
            ],
            resources: [.copy("Resources/Scripts")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "nowweb",
            dependencies: [
                "NowSDK", "NowWeb", "NowWebHeadless", "NowWebTesting", "NowInternal",
                .target(name: "NowWebKitGTK", condition: .when(platforms: [.linux], traits: ["WebKitGTK"])),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "nowweb-bench",
            dependencies: [
                "NowInternal", "NowSDK", "NowWeb", "NowWebHeadless", "NowWebTesting",
                .target(name: "NowWebKitGTK", condition: .when(platforms: [.linux], traits: ["WebKitGTK"])),
            ],
            resources: [.copy("Resources/Scripts")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NowInternalTests",
            dependencies: ["NowInternal", "CNowCrypto"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "InstanceEmulatorTests",
            dependencies: ["NowWebTesting", "NowInternal"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NowSDKTests",
            dependencies: ["NowSDK", "NowWebTesting", "NowInternal"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NowWebTests",
            dependencies: ["NowWeb", "NowWebHeadless", "NowSDK", "NowWebTesting", "NowInternal", "TestHTTPServer"],
            swiftSettings: strictSettings
        ),
        // The headless engine and its HTTP cache, against scripted loopback servers and the emulator.
        .testTarget(
            name: "NowWebHeadlessTests",
            dependencies: ["NowWebHeadless", "NowWeb", "NowSDK", "NowWebTesting", "NowInternal", "TestHTTPServer"],
            swiftSettings: strictSettings
        ),
        // A bare HTTP/1.1 server whose answers a test scripts, for the tests of two targets.
        .target(
            name: "TestHTTPServer",
            dependencies: ["NowInternal"],
            path: "Tests/TestHTTPServer",
            swiftSettings: strictSettings
        ),
        // The benchmark program's own arithmetic: parsing of /proc, aggregation, targets.
        .testTarget(
            name: "BenchmarkTests",
            dependencies: ["nowweb-bench", "NowWebTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WebKitGTKTests",
            dependencies: [
                "NowWebKitGTK", "NowWeb", "NowWebTesting", "NowSDK",
                .target(name: "CWebKitGTK", condition: .when(platforms: [.linux], traits: ["WebKitGTK"])),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
