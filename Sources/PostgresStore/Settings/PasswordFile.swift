/// libpq's password file (`~/.pgpass`): lines `host:port:database:user:password`, the first matching line
/// wins; a field `*` matches anything; `\:` and `\\` stand for `:` and `\` in any field; lines starting
/// with `#` are comments. The matching is libpq's (`passwordFromFile` in fe-connect.c), byte for byte.
public enum PasswordFile {
  public struct Match: Sendable, Equatable {
    public var password: String
    /// 1-based, for messages ("~/.pgpass line 3").
    public var lineNumber: Int
  }

  /// The password of the first line of `contents` matching the connection, or nil.
  public static func password(
    in contents: String, host: String, port: Int, database: String, user: String
  ) -> Match? {
    let tokens = [host, String(port), database, user].map { Array($0.utf8) }
    var lineNumber = 0
    for rawLine in contents.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Array(rawLine)
      while let last = line.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: "\n") { line.removeLast() }
      if line.isEmpty || line[0] == UInt8(ascii: "#") { continue }
      var position = 0
      var matched = true
      for token in tokens {
        guard let next = fieldMatches(line, from: position, token: token) else {
          matched = false
          break
        }
        position = next
      }
      guard matched else { continue }
      return Match(password: unescapedPassword(line[position...]), lineNumber: lineNumber)
    }
    return nil
  }

  /// Where the field starting at `start` ends (after its `:`) when it matches `token`; nil when it does not.
  /// `*` followed by `:` matches anything; a backslash makes the next byte literal.
  static func fieldMatches(_ line: [UInt8], from start: Int, token: [UInt8]) -> Int? {
    let colon = UInt8(ascii: ":")
    let backslash = UInt8(ascii: "\\")
    if start + 1 < line.count, line[start] == UInt8(ascii: "*"), line[start + 1] == colon { return start + 2 }
    var index = start
    var tokenIndex = 0
    while index < line.count {
      var escaped = false
      if line[index] == backslash {
        index += 1
        escaped = true
        guard index < line.count else { return nil }
      }
      if line[index] == colon, !escaped, tokenIndex == token.count { return index + 1 }
      guard tokenIndex < token.count, line[index] == token[tokenIndex] else { return nil }
      index += 1
      tokenIndex += 1
    }
    return nil
  }

  /// The rest of the line up to an unescaped `:`, with backslash escapes removed.
  static func unescapedPassword(_ rest: ArraySlice<UInt8>) -> String {
    var bytes: [UInt8] = []
    var index = rest.startIndex
    while index < rest.endIndex, rest[index] != UInt8(ascii: ":") {
      if rest[index] == UInt8(ascii: "\\"), index + 1 < rest.endIndex { index += 1 }
      bytes.append(rest[index])
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
