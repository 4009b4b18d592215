import Foundation

/// The stock actions one session's commit journalled, found from one of them: a commit journals each changed
/// item as its own stock action, at the commit's time and from its process, and closes the session at that same
/// time. Undo names the session ("1 of 6 of receive #5") and can take the whole commit back.
public struct SessionCommitActions: Sendable, Hashable {
  public var session: StockSession
  /// Every stock action of the commit, newest first (the order undo takes them back).
  public var actions: [JournalAction]

  public var remaining: [JournalAction] { actions.filter { !$0.isUndone } }

  /// "1 of 6 of receive #5": where `action` stands among the commit's actions still to undo, counting the
  /// ones undone already.
  public func position(of action: JournalAction) -> String {
    let done = actions.count - remaining.count
    return "\(done + 1) of \(actions.count) of \(session.kind.rawValue) #\(session.id)"
  }
}

extension Inventory {
  /// The commit `action` belongs to, if it is a stock action a session's commit journalled; nil otherwise.
  /// Reads the journal back from the newest entry to the commit's time, so its cost grows with what was done
  /// since, not with the journal.
  public func sessionCommit(of action: JournalAction) throws -> SessionCommitActions? {
    guard action.kind == .stock else { return nil }
    guard
      let session = try sessions(state: .committed, kind: nil).first(where: {
        $0.closedAt == action.time && $0.closedBy == action.origin.station
      })
    else { return nil }
    var found: [JournalAction] = []
    let page = 200
    var before: Int64? = nil
    while true {
      let actions = try self.actions(search: "", limit: page, before: before)
      found += actions.filter { $0.kind == .stock && $0.time == action.time && $0.origin == action.origin }
      guard actions.count == page, let last = actions.last, last.time >= action.time else { break }
      before = last.id
    }
    return found.isEmpty ? nil : SessionCommitActions(session: session, actions: found)
  }
}
