import Foundation

/// A cut of whichever connection, already open or new, first reaches a statement: a long-lived program's
/// connections (a terminal UI's) are open before the test knows which one will carry the statement.
public enum LiveCut: Sendable {
  /// Instead of forwarding the next statement containing `text`: the connection drops with that query
  /// unanswered (a read fails mid-query; a write's transaction is rolled back).
  case beforeStatement(String)
  /// After the Sync of the COMMIT of the next transaction that ran a statement containing `text`: the
  /// transaction commits and the client never hears so.
  case afterCommit(following: String)
}

/// One connection's way towards an armed `LiveCut`.
struct LiveCutProgress {
  var ranStatement = false
  var commitSent = false
}

/// What to do with one client message while a `LiveCut` may be armed.
enum LiveCutStep {
  case forward
  case cutBefore
  case cutAfter
}

extension CuttingProxy {
  /// Cuts whichever connection first reaches `cut`, once.
  public func cutWhicheverConnection(at cut: LiveCut) {
    withLiveCut {
      $0 = cut
      $1 = false
    }
  }

  /// Whether the armed live cut happened.
  public var didCutLive: Bool { withLiveCut { $1 } }

  func liveStep(for message: [UInt8], progress: inout LiveCutProgress) -> LiveCutStep {
    let type = message[0]
    // A Parse (extended protocol) or a Query (simple protocol, which needs no Sync) carries the statement.
    let isQuery = type == UInt8(ascii: "Q")
    let statement = type == UInt8(ascii: "P") || isQuery ? String(decoding: message, as: UTF8.self) : nil
    return withLiveCut { armed, done in
      guard let cut = armed, !done else {
        progress = LiveCutProgress()
        return .forward
      }
      switch cut {
      case .beforeStatement(let text):
        guard statement?.contains(text) == true else { return .forward }
        done = true
        return .cutBefore
      case .afterCommit(let text):
        if statement?.contains(text) == true { progress.ranStatement = true }
        if progress.ranStatement, statement?.contains("COMMIT") == true { progress.commitSent = true }
        if statement?.contains("ROLLBACK") == true { progress = LiveCutProgress() }
        guard progress.commitSent, type == UInt8(ascii: "S") || isQuery else { return .forward }
        done = true
        return .cutAfter
      }
    }
  }
}
