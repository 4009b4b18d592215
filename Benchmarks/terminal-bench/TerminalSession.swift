import Foundation
import TestSupport

/// The program in a private tmux server (its own socket, no config file), at a fixed window size, with a
/// control-mode client attached to time its output.
final class TerminalSession {
  let tmux: String
  let socket: String
  let session = "bench"
  private(set) var client: ControlClient?

  /// `ready`: text the screen shows once the program is up (nil: wait a second instead).
  init(
    tmux: String, folder: TemporaryDirectory, command: [String], columns: Int, rows: Int,
    ready: String? = "› Inventory"
  ) throws {
    self.tmux = tmux
    socket = folder.path("sock")
    try run(
      [
        "new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=C.UTF-8", "-e",
        "TERM=tmux-256color",
      ] + command + [";", "set-option", "-g", "window-size", "manual"])
    if let ready { try waitFor(ready, timeout: .seconds(60)) } else { Thread.sleep(forTimeInterval: 1) }
    client = try ControlClient(tmux: tmux, socket: socket, session: session)
    // The control client must not resize the window: manual size, set again after it attached.
    try client?.send("resize-window -t \(session): -x \(columns) -y \(rows)")
    if let ready { try waitFor(ready, timeout: .seconds(10)) }
    Thread.sleep(forTimeInterval: 1)
  }

  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run(tmux, ["-S", socket, "-f", "/dev/null"] + arguments)
    guard result.status == 0 else {
      throw BenchFailure("tmux \(arguments.joined(separator: " ")): \(result.status) \(result.stderr)")
    }
    return result.stdout
  }

  func capture() throws -> String { try run(["capture-pane", "-p", "-t", "\(session):"]) }

  /// Polls the screen (every 20 ms) until it shows `text`.
  func waitFor(_ text: String, timeout: Duration) throws {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = (try? capture()) ?? ""
      if screen.contains(text) { return }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw BenchFailure("timed out waiting for \(text); the screen was:\n\(screen)")
  }

  /// Sends `key` (a tmux key name) and waits for the program's answer to settle: the times to the first
  /// output and to the last before `quiet` of silence; nil when the program wrote nothing within 5 s.
  func press(_ key: String, quiet: Duration = .milliseconds(80)) throws -> (first: Duration, settled: Duration)? {
    guard let client else { throw BenchFailure("no control client") }
    let sent = try client.send("send-keys -t \(session): \(key)")
    return client.awaitAnswer(to: sent, quiet: quiet, timeout: .seconds(5))
  }

  /// Waits until the program has been quiet for `quiet` (work it does after a key, like the totals).
  func drain(quiet: Duration = .milliseconds(600)) {
    client?.awaitQuiet(quiet, timeout: .seconds(10))
  }

  func stop() {
    client?.close()
    client = nil
    _ = try? run(["kill-server"])
  }
}
