import Foundation
import NowWebTesting
import Testing

// Starts the nowweb-bench program (ProgramRun: Linux and macOS only): not built for iOS.
#if os(Linux) || os(macOS)

    @Suite struct BenchmarkProgramTests {
        @Test func webBenchmarkPrintsEveryFigureForTheHeadlessEngine() async throws {
            let bench = try await ProgramRun.run(
                "nowweb-bench",
                ["web", "--iterations", "1", "--engine", "headless", "--controllers", "2", "--fleet", "20"])

            #expect(bench.status == 0, "\(bench.errors)")
            let lines = bench.output.split(separator: "\n")
            for figure in [
                "load cold (new data store):", "warm/cold", "after a preload", "recovery/bridged",
                "bridged load of the same page", "per extra controller", "after preloadWebCache",
            ] {
                #expect(
                    lines.contains { $0.contains(figure) && ($0.contains(" ms") || $0.contains("MiB")) }, "\(figure)")
            }
            #expect(bench.output.contains("1 token"), "the recovery refreshes the token once")
            // The headless engine draws nothing: no first frame, and the preload target is on the page finished.
            #expect(!bench.output.contains("first frame"))
            #expect(
                lines.contains {
                    $0.contains("target new controller after preloadWebCache") && $0.contains("to finished")
                })
        }

        /// `--strict`: the run fails exactly when a target it printed was missed (on the headless engine some
        /// usually are: its unpredicted line against the peers).
        @Test func webBenchmarkWithStrictFailsExactlyWhenATargetIsMissed() async throws {
            let bench = try await ProgramRun.run(
                "nowweb-bench",
                ["web", "--iterations", "1", "--engine", "headless", "--controllers", "2", "--fleet", "0", "--strict"])
            let targets = bench.output.split(separator: "\n").filter { $0.contains("  target ") }
            #expect(!targets.isEmpty, "\(bench.output)")
            let missed = targets.filter { $0.hasSuffix("target missed") }.count
            #expect(bench.status == (missed > 0 ? 1 : 0), "\(missed) missed: \(bench.errors)")
            #expect(missed == 0 || bench.errors.contains("--strict: \(missed) target(s) missed"), "\(bench.errors)")
        }

        @Test func webBenchmarkPutsEveryRecoveryStrategyNextToALiveNavigationAndChecksEachTarget() async throws {
            let bench = try await ProgramRun.run(
                "nowweb-bench",
                ["web", "--iterations", "1", "--engine", "headless", "--controllers", "2", "--fleet", "20"])

            #expect(bench.status == 0, "\(bench.errors)")
            let lines = bench.output.split(separator: "\n").map(String.init)
            func line(_ label: String) -> String? { lines.first { $0.contains(label) } }
            for label in [
                "live navigation (session alive)", "Salesforce-shaped", "Hotwire-shaped", "generic (login page loads",
                "catching the redirect", "predictive, token fetched in the policy decision",
                "predictive, token at hand",
                "predictable expiry (token refreshed ahead", "predictable expiry (refresh ahead turned off",
                "unpredicted expiry (session",
            ] {
                let found = line(label)
                #expect(found?.contains(" ms (") == true && found?.contains("requests") == true, "\(label)")
                #expect(found?.range(of: #"; \d+\.\d\d"#, options: .regularExpression) != nil, "ratio on \(label)")
            }
            // Each strategy runs once with the token valid, then once with it expired.
            func matching(_ label: String) -> [String] {
                lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }
            }
            for label in [
                "Salesforce-shaped (", "Hotwire-shaped (", "generic (", "catching the redirect",
                "predictive, token fetched",
            ] {
                #expect(matching(label).count == 2, "\(label) under both conditions")
                #expect(
                    matching(label).first?.contains("1 token") == false,
                    "\(label): no exchange while the token is valid")
                #expect(matching(label).last?.contains("1 token") == true, "\(label): one exchange once it expired")
            }
            #expect(
                line("generic (")?.contains("login page fetched") == true, "the generic peer lets the login page load")
            // Cancel at the login hop, probe, front door (302), page; with the token expired the probe's 401 adds
            // the exchange and the replayed probe.
            #expect(matching("Salesforce-shaped (").first?.contains(", 4 requests") == true)
            #expect(matching("Salesforce-shaped (").last?.contains(", 6 requests") == true)
            #expect(matching("Hotwire-shaped (").first?.contains(", 3 requests") == true)
            #expect(line("predictive, token at hand")?.contains(", 1 requests") == true)
            // Time passed for an idle user, so the token was refreshed ahead: the page alone.
            #expect(line("predictable expiry (token refreshed ahead")?.contains(", 1 requests (0 assets)") == true)
            #expect(line("predictable expiry (refresh ahead turned off")?.contains("1 token") == true)
            for target in [
                "predictable expiry", "unpredicted expiry", "expiry with the token expired",
                "new controller after a preload",
                "new controller after preloadWebCache", "20 controllers expiring", "NowWeb overhead",
            ] {
                let check = lines.first { $0.contains("target \(target)") }
                #expect(
                    check?.hasSuffix("target met") == true || check?.hasSuffix("target missed") == true, "\(target)")
            }
            #expect(line("target 20 controllers expiring")?.hasSuffix("target met") == true, "one token exchange")
        }

        @Test func overheadLinePutsNowWebsLiveNavigationBesideTheBareEnginesInOneRun() async throws {
            let bench = try await ProgramRun.run(
                "nowweb-bench", ["web", "--iterations", "2", "--engine", "headless", "--lines", "overhead"])

            #expect(bench.status == 0, "\(bench.errors)")
            let lines = bench.output.split(separator: "\n").map(String.init)
            func line(_ label: String) -> String? { lines.first { $0.contains(label) } }
            for label in ["bare engine:", "the factory's engine, no controller:", "NowWeb controller:"] {
                let found = line(label)
                #expect(found?.contains(", 1 requests (0 assets); ") == true, "\(label) \(bench.output)")
                #expect(
                    found?.range(
                        of: #"to the instance \d+\.\d ms, then to finished \d+\.\d ms"#, options: .regularExpression)
                        != nil, "\(label)")
            }
            #expect(line("bare engine:")?.contains("; 1.00; ") == true, "the baseline's own ratio")
            // The headless engine draws nothing, so it has no page style to time.
            #expect(line("the theme's page style") == nil)
            let target = line("target NowWeb overhead")
            #expect(target?.hasSuffix("target met") == true || target?.hasSuffix("target missed") == true)
            #expect(line("load cold") == nil, "only the overhead line runs")
        }

        @Test func launchBenchmarkTimesFreshInstallRelaunchesAndTheBareEngineInProcessesOfTheirOwn() async throws {
            let bench = try await ProgramRun.run(
                "nowweb-bench", ["launch", "--iterations", "1", "--engine", "headless"])

            #expect(bench.status == 0, "\(bench.errors)")
            let lines = bench.output.split(separator: "\n").map(String.init)
            func line(_ label: String) -> String? { lines.first { $0.contains(label) } }
            let fresh = line("fresh install (nothing on disk):")
            #expect(fresh?.contains(" ms (") == true && fresh?.contains("1 token") == true, "\(bench.output)")
            #expect(fresh?.contains("(40 assets") == true, "an empty cache fetches every asset")
            for label in ["relaunch, settings fetched first:", "relaunch (tokens, settings, web data kept):"] {
                let relaunch = line(label)
                #expect(relaunch?.contains(" ms (") == true, "\(label)")
                #expect(relaunch?.contains("1 token") == false, "\(label): the tokens came from disk")
                #expect(relaunch?.contains("(0 assets") == true, "\(label): the assets came from the disk cache")
            }
            #expect(line("bare engine (session cookie and cache):")?.contains(", 1 requests (0 assets)") == true)
            // Each line says where its time went, in four phases that add up to no more than the line's time.
            let phases = lines.filter { $0.contains("where it went:") }
            #expect(phases.count == 4, "\(bench.output)")
            #expect(phases.filter { $0.contains("where it went: service ") }.count == 3)
            #expect(phases.last?.contains("where it went: engine and cookies ") == true)
            for phase in phases {
                #expect(
                    phase.range(
                        of: #"\d+\.\d ms, view shown \d+\.\d ms, to the page request at the instance -?\d+\.\d ms, "#
                            + #"to finished \d+\.\d ms$"#, options: .regularExpression) != nil, "\(phase)")
            }
            // The headless engine draws nothing: no first frame, and the target is on the page finished.
            #expect(line("first frame") == nil)
            let target = line("target relaunch (<= 1.1 x bare engine, until the page finished)")
            #expect(target?.hasSuffix("target met") == true || target?.hasSuffix("target missed") == true)
        }

        @Test func longSessionBenchmarkTimesBothEndsCountsEveryRequestAndChecksTheGrowthTargets() async throws {
            let bench = try await ProgramRun.run(
                "nowweb-bench",
                [
                    "long", "--engine", "headless", "--navigations", "10", "--recoveries", "2", "--window", "5",
                    "--readings-every", "4",
                ])

            #expect(bench.status == 0, "\(bench.errors)")
            let lines = bench.output.split(separator: "\n").map(String.init)
            func line(_ label: String) -> String? { lines.first { $0.contains(label) } }
            #expect(line("navigations 1-5 without a recovery:")?.contains(" ms (") == true, "\(bench.output)")
            #expect(line("navigations 6-10 without a recovery:")?.contains("last/first") == true)
            // Ten pages, and the doomed request before each of the two recoveries; the token is still valid.
            #expect(
                line("requests of the 10 navigations")?.contains("12 requests: 12 pages, 0 assets, 0 token") == true)
            #expect(line("recoveries: 2, of which forced 2") != nil)
            for target in ["memory growth, this process", "per-navigation time growth"] {
                let check = line("target \(target)")
                #expect(
                    check?.hasSuffix("target met") == true || check?.hasSuffix("target missed") == true, "\(target)")
            }
            #expect(line("after a web-process kill: not measured") != nil, "the headless engine has no web process")
            // Read after navigation 5 (the window), 4 and 8 (every 4th) and 10 (the end), in order.
            let along = line("memory along the session, this process (RSS after navigation N):")
            #expect(
                along?.range(
                    of: #": 4: \d+\.\d MiB, 5: \d+\.\d MiB, 8: \d+\.\d MiB, 10: \d+\.\d MiB$"#,
                    options: .regularExpression)
                    != nil, "\(bench.output)")
            #expect(line("second half (after navigation 5 to 10): this process ")?.hasSuffix("(no target)") == true)
        }

        @Test func stylingBenchmarkFailsWhenNoEngineThatDrawsRan() async throws {
            let bench = try await ProgramRun.run("nowweb-bench", ["styling", "--engine", "headless"])

            #expect(bench.status == 1)
            #expect(bench.errors.contains("no engine that draws ran"))
        }

        @Test func webBenchmarkRefusesAnUnknownEngine() async throws {
            let bench = try await ProgramRun.run("nowweb-bench", ["web", "--engine", "netscape"])

            #expect(bench.status == 2)
            #expect(bench.errors.contains("--engine"))
            let fleet = try await ProgramRun.run("nowweb-bench", ["web", "--fleet", "many"])
            #expect(fleet.status == 2)
            #expect(fleet.errors.contains("--fleet"))
        }
    }
#endif
