import Foundation
import NowSDK
import NowWeb
import NowWebTesting

/// `nowweb open`: opens one instance page through NowWeb and tells where it landed and why.
enum OpenCommand: Subcommand {
    static let name = "open"
    static let summary = "open an instance page through NowWeb and tell where it landed and why"
    static let help = """
        usage: nowweb open URL [--instance URL] [--user NAME (--password-env VAR | --password PASSWORD)]
                               [--client-id ID [--client-secret-env VAR]] [--pkce] [--bundle-id ID]
                               [--engine \(OpenEngine.names)] [--theme light|dark|FILE.json]
                               [--screenshot FILE] [--window-screenshot FILE] [--timeout DURATION]

        Signs in, makes a NowWebService and a NowWebViewController for URL (absolute on the instance, or
        relative to it) and loads it. Prints each step: the bridge, redirects caught, client-side redirects
        (a page that moves on by itself within half a second has not landed), where it landed.

        options:
        \(SignInOptions.usage)
          --engine ENGINE           \(OpenEngine.help)
          --theme THEME             light or dark (the default theme in that appearance), or a JSON file of
                                    NowUIColoring members ("brand": "#0B6E4F", or {"light": …, "dark": …})
          --screenshot FILE         write a PNG of the loaded page and exit (needs a rendering engine)
          --window-screenshot FILE  write a PNG of the whole window, title bar and chrome included, and exit
          --timeout DURATION        give up after this long (default 60s)
        """

    static func run(_ arguments: Arguments) async throws {
        var arguments = arguments
        let request = try OpenRequest(parsing: &arguments)
        try arguments.finish()
        guard request.isEmbedded else { return try await OpenSession(request: request).run() }
        try await withInstanceEmulator { emulator in
            var embedded = request
            embedded.instance = emulator.baseURL
            try await OpenSession(request: embedded, clock: emulator.clock).run()
        }
    }
}
