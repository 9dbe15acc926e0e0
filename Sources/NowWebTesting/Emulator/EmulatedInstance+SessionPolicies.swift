import Foundation

extension EmulatedInstance {
    /// Records a new web session; with a concurrent-session limit, the user's oldest sessions beyond it
    /// end ("Limit concurrent sessions": the oldest session is terminated).
    func admit(_ session: EmulatorState.WebSession, into state: inout EmulatorState) {
        state.sessions[session.id] = session
        guard let limit = configuration.concurrentSessionLimit else { return }
        let mine = state.sessions.values.filter { $0.user == session.user }.sorted { $0.startedAt < $1.startedAt }
        for ended in mine.dropLast(max(limit, 1)) { state.sessions[ended.id] = nil }
    }
}
