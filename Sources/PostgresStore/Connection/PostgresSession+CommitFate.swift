import Foundation
import PostgresNIO

/// What became of a transaction whose answer to COMMIT was lost with its connection.
enum CommitFate: Equatable {
  case committed
  case rolledBack
}

extension PostgresSession {
  /// Asks the server, on a new connection, whether the transaction of `ticket` committed. A transaction still
  /// in progress (its server process has not noticed yet that its client is gone, which on a cut network can
  /// take hours) is ended, so that its fate is settled within `queryTimeoutSeconds` rather than waited for.
  /// When the server cannot be asked, the error says plainly that the change may have been applied.
  func fate(of ticket: CommitTicket) throws -> CommitFate {
    let start = Date()
    let patience = start.addingTimeInterval(TimeInterval(settings.queryTimeoutSeconds))
    // A server process that has the COMMIT finishes it within moments; one still in progress after this grace
    // is waiting for a client that is gone, and is ended.
    let grace = start.addingTimeInterval(min(1, TimeInterval(settings.queryTimeoutSeconds) / 2))
    var ended = false
    while true {
      let status: String?
      do {
        status = try withLink { link -> String? in
          let row = try link.query("SELECT txid_status(\(ticket.transactionID))").first
          return try row.flatMap { try $0.values(String?.self) }
        }
      } catch {
        throw PostgresStoreError.outcomeUnknown(settings: settings, reason: "\(error)")
      }
      switch status {
      case "committed": return .committed
      case "aborted": return .rolledBack
      case "in progress":
        if !ended, Date() >= grace {
          ended = true
          _ = try? withLink { link in
            try link.query(
              """
              SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE pid = \(ticket.backendProcessID)
                AND backend_xid::text::bigint = \(ticket.transactionID) % 4294967296
              """)
          }
        }
      default:
        throw PostgresStoreError.outcomeUnknown(
          settings: settings, reason: "the server no longer knows transaction \(ticket.transactionID)")
      }
      guard Date() < patience else {
        throw PostgresStoreError.outcomeUnknown(
          settings: settings, reason: "transaction \(ticket.transactionID) is still in progress on the server")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }
}
