/// Commands suggested to a person ("add it with: stockroom items add --barcode '4 006381' --name NAME") must
/// work when pasted into a POSIX shell, whatever the code or name holds.
public enum ShellQuoting {
  /// Characters a shell word may hold unquoted.
  private static let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-")

  /// `word` as one shell word: unchanged when it needs no quoting, else in single quotes, an embedded
  /// single quote written as `'\''`. The empty word is `''`.
  public static func quoted(_ word: String) -> String {
    if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
    var quoted = "'"
    for character in word { quoted += character == "'" ? #"'\''"# : String(character) }
    return quoted + "'"
  }

  /// The words joined into one command line, each quoted as needed (placeholders such as NAME are words too).
  public static func command(_ words: [String]) -> String { words.map(quoted).joined(separator: " ") }
}
