import ArgumentParser
import InventoryCore

/// `--session ID`, and which session a command means without it: the only open one of its kind. Several open
/// at once (two counts in two rooms) need the option; the error lists them.
struct SessionSelection: ParsableArguments {
  @Option(name: .customLong("session"), help: "The session's id (needed when several of its kind are open).")
  var id: Int64?

  /// The session of `kind` the command means. `closedToo`: with none open, the newest of any state (a report
  /// after the commit).
  func session(_ kind: StockSession.Kind, in service: any Inventory, closedToo: Bool = false) throws -> StockSession {
    if let id {
      guard let session = try service.session(id: id) else { throw StockSessionError.sessionNotFound(id: id) }
      guard session.kind == kind else {
        throw CommandFailure(
          message: "session \(id) is \(session.kind.named), not \(kind.named): use stockroom \(session.kind.command)",
          status: ExitStatus.usage)
      }
      return session
    }
    let open = try service.sessions(state: .open, kind: kind)
    if open.count == 1, let only = open.first { return only }
    if open.count > 1 {
      throw CommandFailure(
        message: "\(open.count) \(kind.rawValue) sessions are open; say which with --session ID:\n"
          + open.map { "  " + SessionOutput.summaryLine($0) }.joined(separator: "\n"),
        status: ExitStatus.usage)
    }
    if closedToo, let newest = try service.sessions(state: nil, kind: kind).first { return newest }
    throw CommandFailure(
      message: "no \(kind.rawValue) session is open: start one with stockroom \(kind.command) start",
      status: ExitStatus.notFound)
  }

  /// The open session of `kind` the command means, refusing a closed one by its id with the store's words.
  func openSession(_ kind: StockSession.Kind, in service: any Inventory) throws -> StockSession {
    let session = try session(kind, in: service)
    if let refusal = session.closedRefusal { throw refusal }
    return session
  }
}
