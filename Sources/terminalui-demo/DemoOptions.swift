import Glibc

/// The demo's command line: --no-color, --rows N, --log PATH (stderr while the screen is up),
/// --pid-file PATH, --stderr-noise (writes to stderr after start: it must not reach the screen),
/// --crash (traps once the screen is up: the crash handler must still restore the terminal).
struct DemoOptions {
  var noColor = false
  var rows = 100_000
  var logPath: String?
  var pidFile: String?
  var stderrNoise = false
  var crash = false

  init(_ arguments: [String]) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--no-color": noColor = true
      case "--stderr-noise": stderrNoise = true
      case "--crash": crash = true
      case "--rows": rows = remaining.popFirst().flatMap { Int($0) } ?? rows
      case "--log": logPath = remaining.popFirst()
      case "--pid-file": pidFile = remaining.popFirst()
      default: break
      }
    }
  }
}

/// Writes `text` to file descriptor `descriptor` (write(2): no stdio globals, which Swift 6 refuses).
func writeText(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
}
