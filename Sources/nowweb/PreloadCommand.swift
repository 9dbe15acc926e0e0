import Foundation
import NowSDK
import NowWeb
import NowWebTesting

/// `nowweb preload`: preloads instance pages into a service's cache and shows the progress.
enum PreloadCommand: Subcommand {
    static let name = "preload"
    static let summary = "preload instance pages into the web cache, with a progress bar"
    static let help = """
        usage: nowweb preload URL... [--instance URL] [--user NAME (--password-env VAR | --password PASSWORD)]
                                     [--client-id ID [--client-secret-env VAR]] [--pkce] [--bundle-id ID]
                                     [--engine \(OpenEngine.names)] [--page-timeout DURATION]
                                     [--concurrency N] [--timeout DURATION]

        Signs in, makes a NowWebService and preloads every URL (absolute on the instance, or relative to it)
        off screen with preloadWebCache. Shows a progress bar on a terminal and one line per page otherwise,
        then a summary. Exits 1 when a page failed or timed out.

        options:
          --instance URL            the instance (default: an embedded instance emulator with its test user)
          --user NAME               sign in with the password grant (development instances)
          --password-env VAR        read the password from environment variable VAR (preferred)
          --password PASSWORD       the password (visible to other users of this machine)
          --client-id ID            OAuth client id (default nowweb-confidential on the emulator)
          --client-secret-env VAR   read the client secret from environment variable VAR
          --pkce                    sign in in a browser (authorization code + PKCE, loopback redirect)
          --bundle-id ID            the app bundle id the instance's mobile SDK settings know (dev.nowweb.app)
          --engine ENGINE           \(OpenEngine.help)
          --page-timeout DURATION   stop a page that takes longer than this (default 30s)
          --concurrency N           pages loading at a time (default 2)
          --timeout DURATION        cancel the preload after this long (default 5m)
        """

    static func run(_ arguments: Arguments) async throws {
        var arguments = arguments
        let pageTimeout = try arguments.value("page-timeout").map {
            try Arguments.duration($0, flag: "page-timeout")
        }
        let concurrency = try arguments.value("concurrency").map { text in
            guard let count = Int(text), count > 0 else {
                throw UsageError(description: "--concurrency: '\(text)' is not a positive number")
            }
            return count
        }
        let timeout = try arguments.value("timeout").map { try Arguments.duration($0, flag: "timeout") }
        var request = try OpenRequest(parsing: &arguments, severalPages: true)
        try arguments.finish()
        if let timeout { request.timeout = timeout } else { request.timeout = .seconds(300) }
        let configuration = NowWebPreload.Configuration(
            pageTimeout: pageTimeout ?? .seconds(30), concurrency: concurrency ?? 2)
        guard request.isEmbedded else {
            return try await PreloadSession(request: request, configuration: configuration).run()
        }
        try await withInstanceEmulator { emulator in
            var embedded = request
            embedded.instance = emulator.baseURL
            try await PreloadSession(request: embedded, configuration: configuration, clock: emulator.clock).run()
        }
    }
}
