#if WebKitGTK
    import Foundation
    import NowSDK
    @testable import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// `FormKeep`'s script in a real WebKit, run through the engine's isolated world as the keeper runs it: what it
        /// never reads, its limits, and what a restore leaves alone. The page is set up from the page's world.
        @Suite @MainActor struct FormKeepScriptTests {
            /// Shows the portal form, runs `setUp` in the page's world, and returns the engine's isolated runner.
            private func page(
                _ instance: InstanceEmulator, setUp: String
            ) async throws -> (WebKitGTKEngine, @MainActor (String) async throws -> String?) {
                let service = try await makeWebKitService(instance)
                let (controller, _, _) = try await showPage(InstanceEmulator.keptPortalFormPath, on: service)
                let engine = try #require(await controller.webKitGTKEngine)
                _ = try await engine.evaluateJavaScript("(function(){\(setUp)})(); 'ok'")
                return (engine, try #require(controller.webEngine.capabilities.isolatedWorldScript))
            }

            private func snapshot(_ run: @MainActor (String) async throws -> String?) async throws -> FormSnapshot {
                let text = try #require(try await run(FormKeep.snapshotScript))
                return try #require(FormSnapshot(json: text))
            }

            @Test func passwordsCardsFilesAndTokensAreNeverRead() async throws {
                try await withEmulator { instance in
                    let (engine, run) = try await page(
                        instance,
                        setUp: """
                            var w = document.getElementById('widget');
                            w.insertAdjacentHTML('beforeend', '<input type="hidden" name="sysparm_ck" value="">'
                              + '<input type="hidden" name="u_token" value="">'
                              + '<input id="card" autocomplete="billing cc-number">'
                              + '<input id="file" type="file">');
                            document.getElementById('short_description').value = 'kept text';
                            document.getElementById('u_pin').value = 'pw-secret';
                            document.getElementById('card').value = '4111111111111111';
                            document.getElementsByName('sysparm_ck')[0].value = 'ck-secret';
                            document.getElementsByName('u_token')[0].value = 'token-secret';
                            """)
                    let kept = try await snapshot(run)
                    let text = kept.value.javaScriptLiteral
                    #expect(kept.fieldCount == 1 && text.contains("kept text"))
                    for secret in ["pw-secret", "4111111111111111", "ck-secret", "token-secret"] {
                        #expect(!text.contains(secret), "\(secret) was read")
                    }
                    engine.close()
                }
            }

            @Test func aReadNamesTheFramesItWalkedSoASubmissionFillsInOnlyAFrameThatLeftItsForm() async throws {
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, _, _) = try await showPage(InstanceEmulator.keptClassicFormShellPath, on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let run = try #require(controller.webEngine.capabilities.isolatedWorldScript)
                    let frame = "document.getElementById('gsft_main')"
                    _ = try await engine.evaluateJavaScript(
                        "\(frame).contentDocument.getElementById('incident.short_description').value = 'as sent'; 1")
                    let sent = try await snapshot(run)
                    let text = try #require(try await run(FormKeep.snapshotScript))
                    let documents = try JSONValue(parsing: text)["docs"]?.arrayValue?.compactMap {
                        $0["f"]?.stringValue
                    }
                    #expect(documents == ["", "/gsft_main"], "the top document and its frame")

                    // Typed after sending, in the same frame: the later read wins.
                    _ = try await engine.evaluateJavaScript(
                        "\(frame).contentDocument.getElementById('incident.short_description').value = 'typed later'; 1"
                    )
                    let later = try await snapshot(run).completed(by: sent).value.javaScriptLiteral
                    #expect(later.contains("typed later") && !later.contains("as sent"))

                    // The frame left its form (as for a login page): the submission's fields fill it in.
                    _ = try await engine.evaluateJavaScript("\(frame).src = 'about:blank'; 1")
                    var reads = 0
                    while try await engine.evaluateJavaScript("\(frame).contentDocument.URL") != "about:blank",
                        reads < 500
                    { reads += 1 }
                    let after = try await snapshot(run)
                    #expect(after.fieldCount == 0)
                    let filled = after.completed(by: sent).value.javaScriptLiteral
                    #expect(filled.contains("as sent"))
                    engine.close()
                }
            }

            @Test func tenThousandFieldsAreBoundedAndTheLimitIsReported() async throws {
                try await withEmulator { instance in
                    let (engine, run) = try await page(
                        instance,
                        setUp: """
                            var w = document.getElementById('widget'), html = [];
                            for (var i = 0; i < 10000; i += 1) { html.push('<input name="f' + i + '">'); }
                            w.insertAdjacentHTML('beforeend', html.join(''));
                            var all = w.querySelectorAll('input[name^="f"]');
                            for (var j = 0; j < all.length; j += 1) { all[j].value = 'value ' + j; }
                            """)
                    let kept = try await snapshot(run)
                    #expect(kept.fieldCount == FormKeep.maximumFields && kept.isOverLimit)
                    engine.close()
                }
            }

            @Test func aHugeValueIsLeftOutWholeAndTheLimitIsReported() async throws {
                try await withEmulator { instance in
                    let (engine, run) = try await page(
                        instance,
                        setUp: """
                            document.getElementById('comments').value = 'x'.repeat(300 * 1024);
                            document.getElementById('short_description').value = 'small';
                            """)
                    let kept = try await snapshot(run)
                    #expect(kept.fieldCount == 1 && kept.isOverLimit)
                    #expect(kept.value.javaScriptLiteral.contains("small"))
                    engine.close()
                }
            }

            @Test func aFieldChangedUnderTheRestoreIsLeftAndAnotherPageGetsNothing() async throws {
                try await withEmulator { instance in
                    let (engine, run) = try await page(
                        instance,
                        setUp: """
                            document.getElementById('short_description').value = 'typed';
                            document.getElementById('comments').value = 'typed too';
                            """)
                    let kept = try await snapshot(run)
                    #expect(kept.fieldCount == 2)
                    // The page loads again: its fields hold their defaults, and the page itself fills one in.
                    _ = try await engine.evaluateJavaScript(
                        "document.getElementById('short_description').value = '';"
                            + "document.getElementById('comments').value = 'the page\\'s own'; 'ok'")
                    guard case .object(var other) = kept.value else { throw FormKeepScriptFailure() }
                    other["page"] = .string("http://127.0.0.1/sp?id=another")
                    let elsewhere = try #require(FormSnapshot(JSONValue.object(other)))
                    #expect(try await run(FormKeep.restoreScript(elsewhere)) == #"{"restored":0,"skipped":2}"#)
                    #expect(
                        try await engine.evaluateJavaScript("document.getElementById('short_description').value") == "")

                    #expect(try await run(FormKeep.restoreScript(kept)) == #"{"restored":1,"skipped":1}"#)
                    #expect(
                        try await engine.evaluateJavaScript("document.getElementById('short_description').value")
                            == "typed")
                    #expect(
                        try await engine.evaluateJavaScript("document.getElementById('comments').value")
                            == "the page's own", "a field the page changed meanwhile is left as it is")
                    engine.close()
                }
            }
        }

        /// A form the user sent is kept for a recovery that may follow, in memory, and goes with the user's logout.
        @Suite @MainActor struct FormKeepLogoutTests {
            @Test func aSentFormsSnapshotIsDroppedOnLogout() async throws {
                try await withEmulator { instance in
                    let core = try makeWebKitCore(instance)
                    let service = try await makeWebKitService(instance, core: core)
                    let (controller, _, _) = try await showPage(InstanceEmulator.keptClassicFormShellPath, on: service)
                    let keeper = controller.pageSession.formKeeper
                    let before = instance.requestLog.count
                    _ = try await controller.webEngine.evaluateJavaScript(
                        "(function(){var d=document.getElementById('gsft_main').contentDocument;"
                            + "d.getElementById('incident.short_description').value='sent before logout';"
                            + "d.getElementById('incident.do').requestSubmit();return 'ok';})()")
                    _ = await instance.request(loggedAfter: before) { $0.method == "POST" }
                    // The listener posted before the form went; each read is a round trip behind its message.
                    var reads = 0
                    while !keeper.holdsSnapshot, reads < 200 {
                        _ = try await controller.webEngine.evaluateJavaScript("1")
                        reads += 1
                    }
                    #expect(keeper.holdsSnapshot, "the sent form is kept for a recovery")
                    await core.logout(instanceUrl: instance.baseURL)
                    #expect(!keeper.holdsSnapshot, "gone with the logout, before the page's next event")
                }
            }
        }

        struct FormKeepScriptFailure: Error {}
    }
#endif
