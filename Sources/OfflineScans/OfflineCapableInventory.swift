import Foundation
import InventoryCore
import Synchronization

/// A station's inventory on a server, that keeps scanning when the server is away: a scan that cannot reach
/// the server is kept in this station's journal (`OfflineScanJournal`), the screens say "offline: 12 scans
/// waiting", and a background sender sends the waiting scans, in the order they were taken, when the server
/// answers again. Every scan carries an id (`OfflineScan.id`) the server records with it, so a scan whose
/// answer was lost (the connection broke after the commit) and that is sent again counts once. A waiting
/// scan the server refuses (its item was deleted, stock would go below zero, the code is unknown there) is
/// listed as a conflict, never dropped.
///
/// Only the writes a station makes while scanning are kept: plain scans and stock sessions' entries (a count's
/// or a batch's scans and keyed numbers), in one queue, in the order they were taken. Other operations
/// (editing, reviewing or committing a session, undo) need the server and fail with its error. A scan waits with
/// the station's mode and quantity; when it is sent it is applied (an offer cannot be answered after the fact)
/// and keeps the time it was taken; a session entry goes into its session (a session closed meanwhile, or an
/// item outside a count's scope, makes it a conflict to list).
public final class OfflineCapableInventory: Inventory, Sendable {
  let server: any Inventory
  let replayer: any ScanReplaying
  public let journal: OfflineScanJournal
  let isServerAway: @Sendable (any Error) -> Bool
  private let retryDelay: TimeInterval
  private let sender = DispatchQueue(label: "stockroom.offline.sender")
  private struct Link {
    var away = false
    var awaySince: Date?
    var sending = false
    var watching = false
    /// How many times the server answered again after being away: the change token moves with it, so screens
    /// that could not read meanwhile read again by themselves.
    var returns = 0
  }
  private let link = Mutex(Link())
  /// Held while waiting scans are sent: the background sender and a command's own send take turns, so a
  /// scan is never sent by both at once (the server would count it once, but the order could interleave).
  private let sendTurn = Mutex(())
  /// Reads and writes from the terminal UI's input thread, bounded in time (`answerInput(within:)`).
  let deadline = InputThreadDeadline()

  /// `replayer` is usually `server` itself; `isServerAway` tells an error that means "try again later" (no
  /// answer, connection lost) from a refusal.
  public init(
    server: any Inventory, replayer: any ScanReplaying, journal: OfflineScanJournal,
    retryDelay: TimeInterval = 3, isServerAway: @escaping @Sendable (any Error) -> Bool
  ) throws {
    self.server = server
    self.replayer = replayer
    self.journal = journal
    self.retryDelay = retryDelay
    self.isServerAway = isServerAway
  }

  /// For a long-running front end (the terminal UI), called on the thread that reads keys: its reads are waited
  /// for `pendingAfter`, then go on while the key's screen is drawn as last read (`ReadPending`); one that gets
  /// no answer within `limit` fails saying so (`InputThreadDeadline`), and meanwhile its writes are refused unsent
  /// and its scans kept.
  public func answerInput(
    within limit: Duration = .milliseconds(250), pendingAfter softWait: Duration = .milliseconds(40)
  ) {
    deadline.start(deadline: limit, pendingAfter: softWait)
  }

  /// The server's token, moved too when a read the keys stopped waiting for lands and when the server answers
  /// again after being away: the screens then read again by themselves.
  public func changeToken() throws -> Int {
    let token = try deadline.read { [server] in try server.changeToken() }
    return token &+ deadline.landings &+ link.withLock { $0.returns }
  }

  /// A write, refused unsent from the input thread while a read there has not answered.
  func whenAnswering<T>(_ write: () throws -> T) throws -> T {
    try deadline.refuseWhileStalled()
    return try write()
  }

  public var origin: ActionOrigin { server.origin }
  /// The server's locations role: managed on the server itself (the journal keeps scans, not moves).
  public var serverLocations: (any LocationInventory)? { server as? any LocationInventory }
  public var location: String { server.location }

  /// What the screens show; a journal that cannot be read says so rather than "nothing waits".
  public var offlineStatus: OfflineStatus {
    let (away, since) = link.withLock { ($0.away, $0.awaySince) }
    do {
      let counts = try journal.counts()
      return OfflineStatus(
        isServer: true, serverAway: away, awaySince: since, waiting: counts.waiting, conflicts: counts.conflicts,
        reading: deadline.isReading)
    } catch {
      return OfflineStatus(
        isServer: true, serverAway: away, awaySince: since, journalProblem: "\(error)", reading: deadline.isReading)
    }
  }

  /// Sends the scan to the server with its id; when the server is away (or scans already wait, which must
  /// reach it first) keeps it in the journal instead.
  @discardableResult
  public func recordScan(_ request: ScanRequest) throws -> ScanOutcome {
    let scan = OfflineScan(request: request, time: Date(), station: origin.station)
    return try sendOrKeep(scan, kept: ScanOutcome.keptOffline) { try replayer.recordScan(scan) }
  }

  /// Sends `scan` to the server with its id (`send`); when the server is away (or scans already wait, which must
  /// reach it first) keeps it in the journal instead and says so (`kept`). A scan the server already had (its
  /// answer was lost before) is worded as kept with nothing waiting.
  func sendOrKeep<Outcome>(
    _ scan: OfflineScan, kept: (OfflineScan, Int) -> Outcome, send: () throws -> Replayed<Outcome>
  ) throws -> Outcome {
    // While the sender runs, only once nothing waits (its last round is ending): scans that wait go first.
    // A read from the terminal UI that has not answered: the server is not waited for (the probe decides).
    let stalled = deadline.isStalled
    let direct = link.withLock { link in
      !link.away && !stalled && (!link.sending || ((try? journal.waitingCount()) ?? 1) == 0)
    }
    if direct {
      do {
        switch try send() {
        case .recorded(let outcome): return outcome
        case .alreadyRecorded: return kept(scan, 0)
        }
      } catch  where isServerAway(error) {
        markAway()
      }
    }
    let waiting: Int
    do { waiting = try journal.append(scan) } catch let error as OfflineJournalError {
      throw ScanNotKeptOffline(journalError: error)
    }
    startSendingInBackground()
    return kept(scan, waiting)
  }

  /// Sends what waits now, on the calling thread (the CLI before a command); returns how many were sent and
  /// refused. Stops at the first scan the server is away for.
  @discardableResult
  public func sendWaitingScans() throws -> (sent: Int, refused: Int) {
    try sendTurn.withLock { _ in try sendWaitingScansInTurn() }
  }

  /// One pass over what waits, oldest first. Each batch is read after the last position handled, so the pass
  /// ends whatever the journal holds: a row that is read is always left behind, sent or set aside.
  private func sendWaitingScansInTurn() throws -> (sent: Int, refused: Int) {
    var sent = 0
    var refused = 0
    var after: Int64 = 0
    while true {
      let batch = try journal.waiting(after: after, limit: 100)
      guard let last = batch.last?.position, last > after else { break }
      for entry in batch {
        switch entry {
        case .unreadable(let position, let unreadable):
          try journal.refused(unreadable, position: position)
          refused += 1
        case .scan(let position, let scan):
          do {
            if try send(scan, position: position) { sent += 1 } else { refused += 1 }
          } catch  where isServerAway(error) {
            markAway()
            throw error
          }
        }
      }
      after = last
    }
    markBack()
    return (sent, refused)
  }

  /// One waiting scan to the server: true when recorded (or already there), false when refused (kept as a
  /// conflict). Throws only when the server is away, or the journal cannot be changed.
  private func send(_ scan: OfflineScan, position: Int64) throws -> Bool {
    let refusal: String?
    do { refusal = try sendAsTaken(scan) } catch  where !isServerAway(error) {
      markBack()  // it answered (with a refusal)
      try journal.refused(OfflineConflict(scan: scan, reason: "\(error)", time: Date()), position: position)
      return false
    }
    // The server answered: it is back before the journal says nothing waits (a reader of the status never sees
    // "nothing waits" with "server away").
    markBack()
    if let refusal {
      try journal.refused(OfflineConflict(scan: scan, reason: refusal, time: Date()), position: position)
      return false
    }
    try journal.sent(position: position)
    return true
  }

  /// A kept scan to the server as it was taken: a plain scan applied (an offer cannot be answered after the
  /// fact), a session entry into its session. Returns why the server refused it, nil when it took it (or had it).
  private func sendAsTaken(_ scan: OfflineScan) throws -> String? {
    guard scan.sessionEntry == nil else {
      _ = try replayer.addToSession(scan)  // a session's refusals are errors (closed, outside the scope)
      return nil
    }
    var applied = scan
    applied.request.policy = .auto
    switch try replayer.recordScan(applied) {
    case .alreadyRecorded: return nil
    case .recorded(let outcome): return Self.refusal(outcome)
    }
  }

  /// Why an outcome is a conflict to list (the scan is in the server's history either way).
  static func refusal(_ outcome: ScanOutcome) -> String? {
    switch outcome {
    case .applied, .lookedUp, .offered, .keptOffline: nil
    case .unknown, .invalid, .insufficientStock, .overMaximum: outcome.text()
    }
  }

  private func markAway() {
    link.withLock { link in
      if !link.away { link.awaySince = Date() }
      link.away = true
    }
  }

  private func markBack() {
    link.withLock { link in
      if link.away { link.returns += 1 }
      link.away = false
      link.awaySince = nil
    }
  }

  /// Asks the server every `interval` whether it answers (`Inventory.checkConnection`), on a thread of its
  /// own, so that the screens say "away" within seconds of a server that stopped or hung without waiting for a
  /// scan to fail, and waiting scans go as soon as it answers again. For a long-running front end (the
  /// terminal UI); stops when the station is released.
  public func watchServer(every interval: TimeInterval = 2) {
    let start = link.withLock { link in
      defer { link.watching = true }
      return !link.watching
    }
    guard start else { return }
    let watcher = Thread { [weak self] in
      while true {
        Thread.sleep(forTimeInterval: interval)
        guard let self else { return }
        self.checkServerNow()
      }
    }
    watcher.name = "stockroom.offline.watcher"
    watcher.start()
  }

  /// One probe: away when the server does not answer; when it answers and it was away or scans wait, the
  /// sender takes over (it says the server is back once what waits has gone, so a new scan never overtakes
  /// a waiting one).
  public func checkServerNow() {
    do {
      try server.checkConnection()
    } catch  where isServerAway(error) {
      markAway()
      return
    } catch {
      return  // it answered, with an error of its own: not away
    }
    let wasAway = link.withLock { $0.away }
    if wasAway || ((try? journal.waitingCount()) ?? 0) > 0 { startSendingInBackground() }
  }

  /// Starts the background sender unless it runs: it sends until nothing waits, waiting `retryDelay` after
  /// each failure to reach the server. A scan kept starts it; a long-running front end (the terminal UI)
  /// starts it at launch for scans kept by an earlier run.
  public func startSendingInBackground() {
    let start = link.withLock { link in
      defer { link.sending = true }
      return !link.sending
    }
    guard start else { return }
    // Holds the station only during a round: a station dropped while its server is away stops sending (its
    // scans wait in the journal for the next start).
    sender.async { [weak self] in
      var delay: TimeInterval? = nil
      repeat {
        if let delay { Thread.sleep(forTimeInterval: delay) }
        delay = self?.sendRound()
      } while delay != nil
    }
  }

  /// One attempt at sending what waits: nil when nothing waits any more (sending ends), else how long to wait
  /// before the next.
  private func sendRound() -> TimeInterval? {
    let handled: Int
    do {
      let result = try sendWaitingScans()
      handled = result.sent + result.refused
    } catch { return retryDelay }
    // Nothing waited at that moment; a scan kept since (while `sending` was still true) is sent in another round
    // at once, unless this round moved nothing (then only after the delay: never a busy loop).
    return link.withLock { link in
      let empty = ((try? journal.waitingCount()) ?? 0) == 0
      if empty { link.sending = false }
      return empty ? nil : handled > 0 ? 0 : retryDelay
    }
  }
}
