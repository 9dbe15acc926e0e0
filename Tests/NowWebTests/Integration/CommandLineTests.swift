import Foundation
import NowWebTesting
import Testing

// Starts the nowweb program (ProgramRun: Linux and macOS only): not built for iOS.
#if os(Linux) || os(macOS)

    @Suite struct CommandLineTests {
        @Test func demoWalksThroughTheWholeFlowAndExitsZero() async throws {
            let demo = try await ProgramRun.run("nowweb", ["demo", "--window-seconds", "0"])

            #expect(demo.status == 0, "\(demo.errors)")
            #expect(demo.output.contains("page loads for"), "the demo checks that every bearer load was a bridge")
            #if WebKitGTK
                if ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty == false {
                    #expect(
                        demo.output.contains("WebKit window: bearer load of /now/nav/ui/home → finished"),
                        "\(demo.output)")
                }
            #else
                #expect(demo.output.contains("no window"))
            #endif
            #expect(demo.output.contains("controller 1 loadPage() /now/nav/ui/home"))
            #expect(demo.output.contains("recovered"))
            #expect(demo.output.contains("login page never fetched"))
            #expect(demo.output.contains("0 of them off the instance"))
            #expect(demo.output.contains("0 cookies left"))
            #expect(!demo.output.contains("Abel.Tuter-1"), "no password in the output")
        }

        @Test func openOnTheHeadlessEngineSaysWhereItLanded() async throws {
            let open = try await ProgramRun.run("nowweb", ["open", "/incident_list.do", "--engine", "headless"])

            #expect(open.status == 0, "\(open.errors)")
            #expect(open.output.contains("bridge: bearer token on the load of"))
            #expect(open.output.contains("landed on http://127.0.0.1:"))
            #expect(open.output.contains("/incident_list.do"))
        }

        @Test func openLandsOnlyAfterAClientSideRedirectAndPrintsTheHop() async throws {
            let open = try await ProgramRun.run(
                "nowweb", ["open", "/refresh_to.do?uri=%2Fkb_view.do", "--engine", "headless"])

            #expect(open.status == 0, "\(open.errors)")
            #expect(open.output.contains("client-side redirect: http://127.0.0.1:"))
            #expect(open.output.contains("/refresh_to.do?… -> http://127.0.0.1:"))
            let landed = open.output.split(separator: "\n").first { $0.contains("landed on") } ?? ""
            #expect(landed.contains("/kb_view.do"), "\(open.output)")
        }

        @Test func openRejectsAThemeFileWithAnUnknownMember() async throws {
            let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-theme-\(UUID()).json")
            try Data(##"{"bran": "#0B6E4F"}"##.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let open = try await ProgramRun.run(
                "nowweb", ["open", "/sp", "--engine", "headless", "--theme", file.path])

            #expect(open.status == 2)
            #expect(open.errors.contains("unknown member \"bran\""))
        }

        @Test func preloadWithoutATerminalPrintsOneLinePerPageAndASummary() async throws {
            let preload = try await ProgramRun.run(
                "nowweb",
                [
                    "preload", "/incident_list.do", "/now/nav/ui/home", "--engine", "headless",
                ])

            #expect(preload.status == 0, "\(preload.errors)")
            #expect(preload.output.contains("preloading 2 pages"))
            #expect(preload.output.contains("[1/2] loaded http://127.0.0.1:"))
            #expect(preload.output.contains("[2/2] loaded http://127.0.0.1:"))
            #expect(preload.output.contains("preloaded 2 pages in"))
            #expect(preload.output.contains("2 loaded"))
            #expect(!preload.output.contains("\u{1B}"), "no control characters in a pipe")
        }

        @Test func preloadOfAPageThatTimesOutExitsOneAndSaysHowMany() async throws {
            let preload = try await ProgramRun.run(
                "nowweb",
                [
                    "preload", "/incident_list.do", "--engine", "headless", "--page-timeout", "0ms",
                ])

            #expect(preload.status == 1)
            #expect(preload.output.contains("[1/1] timed out http://127.0.0.1:"))
            #expect(preload.errors.contains("1 of 1 pages were not preloaded"))
        }

        @Test(arguments: [
            (["open"], "missing URL"),
            (["preload"], "missing URL"),
            (["preload", "/sp", "--concurrency", "0"], "--concurrency"),
            (["preload", "/sp", "--page-timeout", "soon"], "--page-timeout"),
            (["open", "/sp", "--engine", "netscape"], "--engine"),
            (["open", "/sp", "--instance", "ftp://example.com"], "--instance"),
            (["open", "/sp", "--instance", "https://acme.service-now.com"], "--user"),
            (["demo", "--latency", "soon"], "--latency"),
            (["teleport"], "unknown subcommand"),
        ])
        func badArgumentsAreAOneLineErrorWithExitCode2(arguments: [String], mention: String) async throws {
            let run = try await ProgramRun.run("nowweb", arguments)

            #expect(run.status == 2)
            #expect(run.errors.split(separator: "\n").count == 1)
            #expect(run.errors.contains(mention))
        }

        @Test func anOffInstancePageIsAClearErrorNotACrash() async throws {
            let open = try await ProgramRun.run(
                "nowweb", ["open", "https://elsewhere.example.com/", "--engine", "headless"])

            #expect(open.status == 1)
            #expect(open.errors.contains("not on the instance of this web service"))
        }

        @Test func everySubcommandExplainsItself() async throws {
            for subcommand in ["demo", "open", "preload", "doctor", "instance"] {
                let help = try await ProgramRun.run("nowweb", [subcommand, "--help"])
                #expect(help.status == 0)
                #expect(help.output.hasPrefix("usage: nowweb \(subcommand)"))
            }
            let overview = try await ProgramRun.run("nowweb", ["--help"])
            #expect(overview.status == 0 && overview.output.contains("demo") && overview.output.contains("open"))
        }
    }
#endif
