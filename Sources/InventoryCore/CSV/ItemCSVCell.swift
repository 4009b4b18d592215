import Foundation

/// Parsers for the cells of an item CSV file. Each returns nil for an empty cell and throws a message
/// that quotes the value for a bad one.
enum ItemCSVCell {
  struct Problem: Error {
    var message: String
  }

  /// Text as written: formula neutralisation undone, empty meaning nil; names and categories trimmed.
  static func text(_ cell: String, trimmed: Bool) -> String? {
    let value = CSVFormulaEscaping.restored(trimmed ? self.trimmed(cell) : cell)
    return value.isEmpty ? nil : value
  }

  /// A whole number, 0 or more (spaces around it allowed): `5.0`, `-1`, `1e3` and `1,000` are refused
  /// rather than guessed at.
  static func count(_ cell: String, column: ItemCSVColumn) throws(Problem) -> Int? {
    let value = trimmedSpaces(cell)
    guard !value.isEmpty else { return nil }
    guard value.utf8.allSatisfy(isDigit) else {
      throw Problem(message: "\(column.rawValue) \(quoted(value)) must be a whole number, 0 or more")
    }
    let significant = value.drop { $0 == "0" }
    guard significant.count <= 10, let number = Int(significant.isEmpty ? "0" : String(significant)),
      StockLimits.isQuantity(number)
    else {
      throw Problem(
        message: "\(column.rawValue) \(quoted(value)) is too large (at most \(StockLimits.maximumQuantityText))")
    }
    return number
  }

  /// A database id: a whole number, 1 or more.
  static func identifier(_ cell: String) throws(Problem) -> Int64? {
    let value = trimmedSpaces(cell)
    guard !value.isEmpty else { return nil }
    guard value.utf8.allSatisfy(isDigit), let id = Int64(value), id > 0 else {
      throw Problem(message: "id \(quoted(value)) must be a whole number, 1 or more")
    }
    return id
  }

  /// A code recognised as `ProductCode` does for a typed one (its form decides the symbology).
  static func barcode(_ cell: String) throws(Problem) -> ProductCode? {
    guard let text = text(cell, trimmed: true) else { return nil }
    do {
      return try ProductCode(itemBarcode: text)
    } catch {
      throw Problem(message: "barcode \(quoted(text)): \(error)")
    }
  }

  static func price(_ cell: String) throws(Problem) -> Money? {
    let value = trimmedSpaces(cell)
    guard !value.isEmpty else { return nil }
    if let money = plainAmount(value) { return money }
    do { return try Money.parse(value) } catch {
      switch error {
      case .notAnAmount:
        throw Problem(message: "price \(quoted(value)) is not an amount like 12.34 (no currency sign, 0 or more)")
      case .tooLarge:
        throw Problem(message: "price \(quoted(value)) is too large (at most \(StockLimits.maximumPrice))")
      }
    }
  }

  static func timestamp(_ cell: String, column: ItemCSVColumn) throws(Problem) -> Date? {
    let value = trimmedSpaces(cell)
    guard !value.isEmpty else { return nil }
    guard let date = CSVTimestamp.parse(value) else {
      throw Problem(
        message:
          "\(column.rawValue) \(quoted(value)) is not a time like 2026-11-22T12:05:48.123Z or a date like 2026-11-22")
    }
    return date
  }

  /// The export's own forms, `12.34`, `12.3` or `12`, read without Foundation: `Money(parsing:)` trims and
  /// splits through Foundation, which was a fifth of the time of a 100,000-row import. It agrees with
  /// `Money(parsing:)` wherever it answers; anything else (a comma, `.5`) goes to `Money(parsing:)`.
  static func plainAmount(_ value: String) -> Money? {
    var whole: Int64 = 0
    var wholeDigits = 0
    var cents: Int64 = 0
    var fractionDigits = -1
    for byte in value.utf8 {
      if byte == UInt8(ascii: "."), fractionDigits < 0 {
        fractionDigits = 0
        continue
      }
      guard isDigit(byte) else { return nil }
      let digit = Int64(byte - UInt8(ascii: "0"))
      if fractionDigits < 0 {
        whole = whole * 10 + digit
        wholeDigits += 1
        guard wholeDigits <= 15 else { return nil }
      } else {
        cents = cents * 10 + digit
        fractionDigits += 1
        guard fractionDigits <= 2 else { return nil }
      }
    }
    guard wholeDigits > 0, fractionDigits != 0 else { return nil }
    let money = Money(minorUnits: whole * 100 + (fractionDigits == 1 ? cents * 10 : cents))
    return StockLimits.isPrice(money) ? money : nil  // too large: Money.parse says so
  }

  /// `"value"` for a message: shortened when long (a runaway quoted field can hold the rest of a file),
  /// with line breaks, tabs and every other control or bidi character escaped (`\n`, `\t`, `\e`,
  /// `\u{202E}`: `TerminalSafeText`), so a cell cannot break a list of problems into false lines or act
  /// on the terminal that shows it.
  static func quoted(_ value: String) -> String {
    let limit = 40
    let shown = Substring(value.unicodeScalars.prefix(limit)).terminalSafe
    return "\"\(shown)\(value.unicodeScalars.dropFirst(limit).isEmpty ? "" : "…")\""
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// Without spaces and tabs at either end (the cheap trim, for numbers, prices and times).
  private static func trimmedSpaces(_ cell: String) -> String {
    let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
    guard let first = cell.unicodeScalars.first, let last = cell.unicodeScalars.last, isSpace(first) || isSpace(last)
    else { return cell }
    let scalars = cell.unicodeScalars.drop(while: isSpace)
    var end = scalars.endIndex
    while end > scalars.startIndex, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
    return String(Substring(scalars[..<end]))
  }

  /// Without whitespace (Unicode's, line breaks included) at either end; returns `cell` itself when there
  /// is none, which is nearly always, without walking its characters.
  private static func trimmed(_ cell: String) -> String {
    guard let first = cell.utf8.first, let last = cell.utf8.last else { return cell }
    let maybeSpace = { (byte: UInt8) in byte <= 0x20 || byte >= 0x80 }
    guard maybeSpace(first) || maybeSpace(last) else { return cell }
    let characters = cell.drop(while: \.isWhitespace)
    return String(characters.dropLast(characters.reversed().prefix(while: \.isWhitespace).count))
  }
}
