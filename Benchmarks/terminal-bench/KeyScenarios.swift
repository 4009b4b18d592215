import BenchSupport
import Foundation

/// One kind of key on one inventory size: every sample, and the keys that drew nothing.
struct KeyResult {
  var size: Int
  var name: String
  var first = Samples()
  var settled = Samples()
  var unanswered = 0
  var load: [String] = []
  /// The goal: "settled" p95 under 16 ms, or for a key whose work runs off the input thread (a search on a
  /// large list), the key shown (first byte) under 16 ms and its work settled under `settledGoal`.
  var settledGoal: Double = 16
  var firstByteGoal: Double?

  var goal: String {
    firstByteGoal.map { "first byte < \(format($0, decimals: 0)) ms, settled < \(format(settledGoal, decimals: 0)) ms" }
      ?? "settled < \(format(settledGoal, decimals: 0)) ms"
  }

  var isMet: Bool { settled.p95 < settledGoal && firstByteGoal.map { first.p95 < $0 } ?? true }
}

/// The keys a person presses most, at typing pace: each is sent once the answer to the previous one has
/// settled, then 40 ms more (gaps of ~130 ms and up, never a scanner's burst).
struct KeyScenarios {
  let session: TerminalSession
  let size: Int
  let repeats: Int

  func run() throws -> [KeyResult] {
    session.drain()
    return [try listMoves(), try searchTyping(), try enterOpensItem()]
  }

  func record(_ key: String, into result: inout KeyResult) throws {
    try Self.record(key, on: session, into: &result)
  }

  /// Presses `key`, records its answer (or that none came), then waits 40 ms: typing pace.
  static func record(_ key: String, on session: TerminalSession, into result: inout KeyResult) throws {
    if let answer = try session.press(key) {
      result.first.record(answer.first.milliseconds)
      result.settled.record(answer.settled.milliseconds)
    } else {
      result.unanswered += 1
    }
    Thread.sleep(forTimeInterval: 0.04)
  }

  /// Lets deferred work (totals summed after typing pauses) draw before the next measured key.
  private func drain() throws { session.drain() }

  /// The peer: `cat` on a raw terminal echoing each letter, in the same kind of tmux session, at the same
  /// pace: what the terminal, the pty and the machine's scheduling cost before any program does anything.
  static func echoPeer(session: TerminalSession, repeats: Int) throws -> KeyResult {
    let scenario = KeyScenarios(session: session, size: 0, repeats: repeats)
    var result = KeyResult(size: 0, name: "peer: `cat` echoing a letter (raw tty)")
    result.load.append(BenchMachine.loadAverage)
    for index in 0..<repeats { try scenario.record(index.isMultiple(of: 2) ? "j" : "k", into: &result) }
    result.load.append(BenchMachine.loadAverage)
    log("  peer cat: p50 \(format(result.first.p50, decimals: 1)) ms first byte")
    return result
  }

  /// `j` and `k` alternately in the inventory list (each moves the selection).
  func listMoves() throws -> KeyResult {
    var result = KeyResult(size: size, name: "j / k in the list")
    result.load.append(BenchMachine.loadAverage)
    for index in 0..<repeats { try record(index.isMultiple(of: 2) ? "j" : "k", into: &result) }
    result.load.append(BenchMachine.loadAverage)
    log("  \(size) items, j/k: p50 \(format(result.first.p50, decimals: 1)) ms first byte")
    return result
  }

  /// Letters typed into the search field ("coffee"), the field cleared with Escape between words.
  func searchTyping() throws -> KeyResult {
    // The letter is drawn at once; on a large list the rows it finds are read off the input thread.
    var result = KeyResult(
      size: size, name: "a letter typed in the search", settledGoal: 100, firstByteGoal: 16)
    result.load.append(BenchMachine.loadAverage)
    let word = Array("coffee")
    while result.first.count + result.unanswered < repeats {
      _ = try session.press("/")
      try drain()
      for letter in word { try record(String(letter), into: &result) }
      try session.waitFor("coffee", timeout: .seconds(5))
      try drain()
      _ = try session.press("Escape")
      try drain()
      _ = try session.press("Escape")
      try drain()
    }
    result.load.append(BenchMachine.loadAverage)
    log("  \(size) items, search letters: p50 \(format(result.first.p50, decimals: 1)) ms first byte")
    return result
  }

  /// Enter on the selected item opens its editor; Escape closes it again (not measured).
  func enterOpensItem() throws -> KeyResult {
    var result = KeyResult(size: size, name: "Enter opening the item")
    result.load.append(BenchMachine.loadAverage)
    let before = try session.capture()
    for index in 0..<max(1, repeats / 2) {
      try record("Enter", into: &result)
      if index == 0, try session.capture() == before { throw BenchFailure("Enter changed nothing:\n\(before)") }
      _ = try session.press("Escape", quiet: .milliseconds(150))
      try drain()
    }
    result.load.append(BenchMachine.loadAverage)
    log("  \(size) items, Enter: p50 \(format(result.first.p50, decimals: 1)) ms first byte")
    return result
  }
}
