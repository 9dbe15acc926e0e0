import Foundation

// Cabrillo `auth.reauthenticate`: the app's hook confirms the person at the device; the page gets
// `{reauthenticated}` (and the error, when the hook could not ask), once, in the frame that asked.
extension NowWebViewController {
    /// Asks the delegate's hook about `request` and answers the held call `id` (none for a post). A second request
    /// while one runs is answered at once: one prompt at a time, so a page cannot stack them.
    func reauthenticate(_ request: NowWebReauthentication, answering id: Int?) {
        // A covered page cannot show what the user would confirm: no prompt for it under the app lock.
        guard !isLocked else {
            answerReauthentication(
                id, reauthenticated: false, error: .unavailable(.reauthenticate, "the app is locked"))
            return
        }
        guard !cabrillo.isReauthenticating else {
            answerReauthentication(
                id, reauthenticated: false,
                error: .unavailable(.reauthenticate, "another re-authentication is in progress"))
            return
        }
        cabrillo.isReauthenticating = true
        Task {
            let (reauthenticated, error) = await askHook(request)
            cabrillo.isReauthenticating = false
            answerReauthentication(id, reauthenticated: reauthenticated, error: error)
        }
    }

    private func askHook(_ request: NowWebReauthentication) async -> (Bool, CabrilloError?) {
        guard let delegate else { return (false, .unavailable(.reauthenticate, NowWebReauthentication.noHookReason)) }
        do {
            return (try await delegate.nowWebViewController(self, reauthenticate: request), nil)
        } catch let error as CabrilloError {
            return (false, error)
        } catch {
            return (false, .unavailable(.reauthenticate, "the app could not re-authenticate the user"))
        }
    }

    private func answerReauthentication(_ id: Int?, reauthenticated: Bool, error: CabrilloError?) {
        let result: Result<JSONValue, CabrilloError> =
            error.map { .failure($0) } ?? .success(.object(["reauthenticated": .bool(reauthenticated)]))
        guard let id, let answer = cabrillo.answer(id, with: result) else { return }
        webEngine.evaluate(answer.reply, in: answer.frame)
    }
}
