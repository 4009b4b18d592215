import Foundation

/// A terminal program running in a private tmux server, for end-to-end tests of curses screens:
/// send keys (typed at a person's pace or as a scanner burst), resize, capture the screen, and poll for
/// expected text with a timeout (never a fixed sleep). Every tmux call goes through `ProcessRunner`
/// (posix_spawn with a clean signal mask and no inherited descriptors; see TOOLCHAIN-NOTES).
///
/// The command runs under `sh`, which records the terminal modes first and, after the program exits,
/// prints "[exit STATUS]" and "[tty restored]" (or "[tty changed]"), then stays alive so the output is kept.
/// `kill()` (also run by deinit) stops the server and deletes its socket.
public final class TmuxSession {
  public enum Failure: Error, CustomStringConvertible {
    case tmuxMissing
    case command([String], status: Int32, stderr: String)
    case timedOut(waitingFor: String, screen: [String])

    public var description: String {
      switch self {
      case .tmuxMissing: "tmux is not installed"
      case .command(let arguments, let status, let stderr):
        "tmux \(arguments.joined(separator: " ")) → \(status): \(stderr)"
      case .timedOut(let what, let screen):
        "timed out waiting for \(what); the screen was:\n" + screen.joined(separator: "\n")
      }
    }
  }

  public let folder: TemporaryDirectory
  private let tmux: String
  private let socket: String
  private let target = "test"
  private var killed = false

  /// Starts `command` (executable path and arguments) in a `columns`×`rows` window with a UTF-8 locale
  /// and TERM=tmux-256color; `environment` adds variables (NO_COLOR=1, say).
  public init(_ command: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
    guard let tmux = ProcessRunner.executable(named: "tmux") else { throw Failure.tmuxMissing }
    self.tmux = tmux
    folder = try TemporaryDirectory("tmux")
    socket = folder.path("sock")
    let before = folder.path("stty-before")
    let script = """
      stty -g > '\(before)'; "$@"; echo "[exit $?]"; \
      if [ "$(stty -g)" = "$(cat '\(before)')" ]; then echo "[tty restored]"; else echo "[tty changed]"; fi; \
      exec sleep 600
      """
    var arguments = ["new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)"]
    let base = ["LANG": "C.UTF-8", "TERM": "tmux-256color"].merging(coverageEnvironment, uniquingKeysWith: { $1 })
    for (name, value) in base.merging(environment, uniquingKeysWith: { $1 }) {
      arguments += ["-e", "\(name)=\(value)"]
    }
    arguments += ["sh", "-c", script, "sh"] + command
    try tmuxCommand(arguments)
  }

  deinit { kill() }

  /// Stops the tmux server (and the program in it) and removes the socket; safe to call twice.
  public func kill() {
    guard !killed else { return }
    killed = true
    _ = try? ProcessRunner.run(tmux, ["-S", socket, "kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// Sends tmux key names ("Enter", "Escape", "C-c", "F1", "Up", "j") in one go.
  public func press(_ keys: String...) throws {
    try tmuxCommand(["send-keys", "-t", target] + keys)
  }

  /// Types `text` literally, one key every `interval` (a person types ~100 ms apart). The pauses are the
  /// pace being simulated, not waits for the program. One tmux command paces every key on the tmux server
  /// (`run-shell sleep` between them): a tmux client started per key would add its start-up to each gap, and
  /// on a loaded machine a slow scanner's 40 ms became more than 100.
  public func type(_ text: String, interval: Duration) throws {
    let pause = "sleep " + String(format: "%.3f", interval / .seconds(1))
    var arguments: [String] = []
    for character in text {
      if !arguments.isEmpty { arguments.append(";") }
      // A lone ";" separates tmux commands; "\;" is the character itself.
      let key = character == ";" ? "\\;" : String(character)
      arguments += ["send-keys", "-t", target, "-l", key, ";", "run-shell", pause]
    }
    guard !arguments.isEmpty else { return }
    try tmuxCommand(arguments)
  }

  /// Sends `text` and then Enter in a single tmux call, so the program receives them within a
  /// millisecond or two: what a USB keyboard-wedge scanner does. First 50 ms pass (a person reaching for
  /// the scanner; the scanner gap is 30 ms), so a key pressed just before cannot join the burst.
  public func scan(_ text: String) throws {
    Thread.sleep(forTimeInterval: 0.05)
    try tmuxCommand(["send-keys", "-t", target, "-l", text, ";", "send-keys", "-t", target, "Enter"])
  }

  /// Pastes `text` as a terminal does (tmux paste-buffer -p): between bracketed-paste markers when the
  /// program turned that mode on, else as plain fast keys. Line feeds arrive as carriage returns (Enter).
  public func paste(_ text: String) throws {
    try tmuxCommand(["set-buffer", "--", text])
    try tmuxCommand(["paste-buffer", "-p", "-t", target])
  }

  /// Sends raw bytes (an xterm mouse report, say) as hex.
  public func sendBytes(_ bytes: [UInt8]) throws {
    try tmuxCommand(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
  }

  /// Resizes the window (the program gets SIGWINCH, curses KEY_RESIZE).
  public func resize(columns: Int, rows: Int) throws {
    try tmuxCommand(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The screen as lines (wide characters appear once, as written).
  public func capture() throws -> [String] {
    let result = try tmuxCommand(["capture-pane", "-p", "-t", target])
    return result.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The screen with its SGR escape sequences (capture-pane -e): to check colours and attributes.
  public func captureWithEscapes() throws -> String {
    try tmuxCommand(["capture-pane", "-p", "-e", "-t", target])
  }

  /// Where the terminal's real cursor is (tmux's cursor_y and cursor_x), zero-based.
  public func cursor() throws -> (row: Int, column: Int) {
    let text = try tmuxCommand(["display-message", "-p", "-t", target, "#{cursor_y} #{cursor_x}"])
    let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    guard numbers.count == 2 else {
      throw Failure.command(["display-message"], status: 0, stderr: "unexpected: \(text)")
    }
    return (numbers[0], numbers[1])
  }

  /// Polls the screen every 10 ms until `predicate` holds; throws `.timedOut` with the last screen.
  @discardableResult
  public func waitUntil(
    _ description: String, timeout: Duration = .seconds(10), _ predicate: ([String]) -> Bool
  ) throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var screen = try capture()
    while !predicate(screen) {
      guard clock.now < deadline else { throw Failure.timedOut(waitingFor: description, screen: screen) }
      Thread.sleep(forTimeInterval: 0.01)
      screen = try capture()
    }
    return screen
  }

  /// Waits until some line contains `text`.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> [String] {
    try waitUntil("\"\(text)\"", timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  @discardableResult
  private func tmuxCommand(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run(tmux, ["-S", socket, "-f", "/dev/null"] + arguments)
    guard result.status == 0 else { throw Failure.command(arguments, status: result.status, stderr: result.stderr) }
    return result.stdout
  }
}
