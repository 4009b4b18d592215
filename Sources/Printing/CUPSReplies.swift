import Foundation

/// What `lp` and `lpstat` print, read. They run with LC_ALL=C (see `CUPSPrinting`), so the words are CUPS's
/// English ones.
enum CUPSReplies {
  /// `lpstat -r`: "scheduler is running" or "scheduler is not running" (both with exit status 0).
  static func schedulerIsRunning(_ stdout: String) -> Bool {
    lines(stdout).contains("scheduler is running")
  }

  /// `lpstat -e`: one destination a line.
  static func destinations(_ stdout: String) -> [String] {
    lines(stdout).filter { !$0.contains(" ") }
  }

  /// `lpstat -d`: "system default destination: Office" or "no system default destination".
  static func defaultDestination(_ stdout: String) -> String? {
    let prefix = "system default destination: "
    guard let line = lines(stdout).first(where: { $0.hasPrefix(prefix) }) else { return nil }
    let name = String(line.dropFirst(prefix.count))
    return name.isEmpty ? nil : name
  }

  /// `lp`: "request id is Office-12 (1 file(s))" gives "Office-12".
  static func requestID(_ stdout: String) -> String? {
    let prefix = "request id is "
    for line in lines(stdout) where line.hasPrefix(prefix) {
      let id = line.dropFirst(prefix.count).prefix { $0 != " " }
      if !id.isEmpty { return String(id) }
    }
    return nil
  }

  /// What went wrong in the program's words, without its name (lp prints the path it was run as) and "Error - ".
  static func complaint(_ stderr: String, program: String) -> String {
    var text = lines(stderr).joined(separator: "; ")
    let name = (program as NSString).lastPathComponent
    for prefix in ["\(program): ", "\(name): "] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
      break
    }
    for prefix in ["Error - ", "error - "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    return text.isEmpty ? "failed without saying why" : text
  }

  /// lp's words for an unknown printer, and also for a scheduler that does not answer.
  static func saysPrinterDoesNotExist(_ stderr: String) -> Bool { stderr.contains("does not exist") }

  private static func lines(_ text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
