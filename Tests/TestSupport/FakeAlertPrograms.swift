import Foundation

/// A fake `notify-send` and a fake `sendmail` in `bin/` of a folder, for tests to put first on PATH: the first
/// appends its arguments (each followed by "|") as one line to `notify.log`; the second appends its arguments
/// to `sendmail-args.log` and writes the message it reads to a new `mail.*.txt`, or, while `sendmail-fail`
/// exists, removes it, says why on stderr and exits 75 (so it fails once).
public enum FakeAlertPrograms {
  public static func install(in folder: TemporaryDirectory) throws {
    let bin = folder.path("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let quoted = "'\(folder.url.path)'"
    try write(
      """
      #!/bin/sh
      for argument in "$@"; do printf '%s|' "$argument"; done >> \(quoted)/notify.log
      echo >> \(quoted)/notify.log
      """, to: bin + "/notify-send")
    try write(
      """
      #!/bin/sh
      echo "$*" >> \(quoted)/sendmail-args.log
      if [ -e \(quoted)/sendmail-fail ]; then
        rm -f \(quoted)/sendmail-fail; cat > /dev/null; echo "cannot reach the mail relay" >&2; exit 75
      fi
      file=$(mktemp \(quoted)/mail.XXXXXX) && cat > "$file" && mv "$file" "$file.txt"
      """, to: bin + "/sendmail")
  }

  /// The notifications shown, one line each: the arguments, each followed by "|".
  public static func notifications(in folder: TemporaryDirectory) -> [String] {
    lines(of: folder.path("notify.log"))
  }

  /// The mails sendmail was given and took, in no order.
  public static func mails(in folder: TemporaryDirectory) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
    return names.filter { $0.hasPrefix("mail.") && $0.hasSuffix(".txt") }.compactMap {
      try? String(contentsOfFile: folder.path($0), encoding: .utf8)
    }
  }

  /// How often sendmail was run, and with what arguments.
  public static func sendmailRuns(in folder: TemporaryDirectory) -> [String] {
    lines(of: folder.path("sendmail-args.log"))
  }

  private static func lines(of path: String) -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  private static func write(_ script: String, to path: String) throws {
    try Data((script + "\n").utf8).write(to: URL(fileURLWithPath: path))
    guard chmod(path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
  }
}
