import BenchSupport
import Foundation
import TestSupport

/// The terminal UI on a PostgreSQL server that hangs (every server process paused with SIGSTOP, as a hung host
/// or a half-open network looks: connections open, nothing answering), issue 21. Two figures: the time from the
/// pause to the header saying "server away" with no key pressed, and key → screen while the server is paused,
/// keys sent from the moment of the pause (tab switches, j/k in the list, letters typed in the search).
struct PausedServerKeys {
  let stockroom: String
  let tmux: String
  let repeats: Int

  struct Result {
    var toAway: [Double] = []
    var keys: [KeyResult] = []
  }

  func run() throws -> Result {
    let server = try PrivatePostgresServer()
    defer {
      server.resume()
      server.stop()
    }
    try server.psql("CREATE DATABASE paused")
    let folder = try TemporaryDirectory("terminal-bench-paused")
    let url = "postgresql://\(server.user)@/paused?host=\(server.socketFolder)&port=\(server.port)&connect_timeout=2"
    let environment = ["HOME=\(folder.url.path)", "STOCKROOM_STATION=till"]
    for index in 0..<40 {
      let added = try ProcessRunner.run(
        "/usr/bin/env",
        environment + [stockroom, "--db", url, "items", "add", "--name", "Item \(index)", "--quantity", "\(index)"])
      guard added.status == 0 else { throw BenchFailure("seeding: \(added.stderr)") }
    }
    let session = try TerminalSession(
      tmux: tmux, folder: folder, command: ["/usr/bin/env"] + environment + [stockroom, "--db", url], columns: 120,
      rows: 34)
    defer { session.stop() }
    try session.waitFor("server connected", timeout: .seconds(20))
    session.drain()
    var result = Result()
    // Pause → "away" on an idle screen, three times.
    for _ in 0..<3 {
      let paused = ContinuousClock.now
      server.pause()
      try session.waitFor("server away since", timeout: .seconds(30))
      result.toAway.append((ContinuousClock.now - paused).milliseconds)
      server.resume()
      try session.waitFor("server connected", timeout: .seconds(30))
      session.drain()
    }
    // Keys from the moment of the pause.
    var tabs = KeyResult(size: 40, name: "server paused: a tab switch (4, 2, 3, 2)")
    var moves = KeyResult(size: 40, name: "server paused: j / k in the list")
    var typing = KeyResult(size: 40, name: "server paused: a letter typed in the search")
    for round in 0..<max(1, repeats / 12) {
      server.pause()
      for key in ["4", "2", "3", "2"] { try KeyScenarios.record(key, on: session, into: &tabs) }
      for index in 0..<4 { try KeyScenarios.record(index.isMultiple(of: 2) ? "j" : "k", on: session, into: &moves) }
      _ = try session.press("/")
      for letter in "item" { try KeyScenarios.record(String(letter), on: session, into: &typing) }
      _ = try session.press("Escape")
      _ = try session.press("Escape")
      server.resume()
      try session.waitFor("server connected", timeout: .seconds(30))
      session.drain()
      log("  paused server, round \(round + 1): tabs p95 \(format(tabs.settled.p95, decimals: 0)) ms")
    }
    for var keys in [tabs, moves, typing] {
      keys.settledGoal = 100
      keys.load.append(BenchMachine.loadAverage)
      result.keys.append(keys)
    }
    return result
  }
}
