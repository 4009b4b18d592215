/// The `other_barcodes` cell of an item CSV file: the item's extra barcodes, written and read back exactly.
///
/// Entries are separated by whitespace; each is the code, then `*UNITS` when one scan counts more than one
/// unit, then `:LABEL` when the barcode has a label:
///
///     0012345678905*12:case 4006381333931 SHELF%207*6
///
/// is a case of 12 labelled "case", a second code counting one unit, and the code `SHELF 7` counting 6. A
/// space (or any other whitespace), `*`, `:` or `%` inside a code or a label is percent-escaped (`%20`, `%2A`,
/// `%3A`, `%25`), so every cell reads one way. Retail codes are digits and never need it. The cell as a whole
/// is neutralised against formulas like the other text cells.
public enum OtherBarcodesCell {
  /// The cell's text for `barcodes`, in their order (formula neutralisation is the writer's).
  public static func text(_ barcodes: [ItemBarcode]) -> String {
    barcodes.map { barcode in
      escaped(barcode.code) + (barcode.unitsPerScan == 1 ? "" : "*\(barcode.unitsPerScan)")
        + (barcode.label.isEmpty ? "" : ":" + escaped(barcode.label))
    }.joined(separator: " ")
  }

  /// The barcodes a cell lists (none for an empty cell), each checked as `ItemBarcode.validated` checks one
  /// typed in; a code listed twice (in any form) is refused.
  static func parse(_ cell: String) throws(ItemCSVCell.Problem) -> [ItemBarcode] {
    guard let text = ItemCSVCell.text(cell, trimmed: true) else { return [] }
    var barcodes: [ItemBarcode] = []
    var seen: [String: String] = [:]
    for entry in text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace) {
      let entry = String(String.UnicodeScalarView(entry))
      let barcode = try parse(entry: entry)
      if let earlier = seen[barcode.key] {
        let same = earlier == barcode.code ? "is listed twice" : "is the same product as \(earlier), listed before it"
        throw problem("\(barcode.code) \(same)")
      }
      seen[barcode.key] = barcode.code
      barcodes.append(barcode)
    }
    guard barcodes.count <= ItemBarcode.maximumPerItem else {
      throw problem("\(barcodes.count) codes: an item has at most \(ItemBarcode.maximumPerItem) extra barcodes")
    }
    return barcodes
  }

  /// One entry: `CODE[*UNITS][:LABEL]`.
  private static func parse(entry: String) throws(ItemCSVCell.Problem) -> ItemBarcode {
    var rest = Substring(entry)
    var label = ""
    if let colon = rest.firstIndex(of: ":") {
      label = try decoded(rest[rest.index(after: colon)...], in: entry)
      rest = rest[..<colon]
    }
    var units = 1
    if let star = rest.firstIndex(of: "*") {
      units = try unitsPerScan(rest[rest.index(after: star)...], in: entry)
      rest = rest[..<star]
    }
    let codeText = try decoded(rest, in: entry)
    guard !codeText.isEmpty else { throw problem("\(ItemCSVCell.quoted(entry)) has no code before its \"*\" or \":\"") }
    do {
      let code = try ProductCode(itemBarcode: codeText)
      return try ItemBarcode.validated(code, unitsPerScan: units, label: label)
    } catch let error as ProductCodeError {
      throw problem("\(ItemCSVCell.quoted(codeText)): \(error)")
    } catch let error as ItemBarcodeError {
      throw problem("\(ItemCSVCell.quoted(entry)): \(error)")
    } catch {
      throw problem("\(ItemCSVCell.quoted(entry)): \(error)")
    }
  }

  /// The number after `*`: 1 to `ItemBarcode.maximumUnitsPerScan`, digits only.
  private static func unitsPerScan(_ text: Substring, in entry: String) throws(ItemCSVCell.Problem) -> Int {
    let significant = text.drop { $0 == "0" }
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), significant.utf8.count <= 10,
      let units = Int(significant), (1...ItemBarcode.maximumUnitsPerScan).contains(units)
    else {
      throw problem(
        "\(ItemCSVCell.quoted(entry)): units per scan \(ItemCSVCell.quoted(String(text))) must be a whole number, "
          + "1 to \(StockLimits.groupedDigits(ItemBarcode.maximumUnitsPerScan))")
    }
    return units
  }

  private static func decoded(_ text: Substring, in entry: String) throws(ItemCSVCell.Problem) -> String {
    do { return try PercentDecoding.decoded(text) } catch {
      throw problem(
        "\(ItemCSVCell.quoted(entry)): "
          + (error == .badEscape
            ? "\"%\" must start an escape like %20 (a space), %2A (*), %3A (:) or %25 (%)"
            : "its escapes do not spell UTF-8 text"))
    }
  }

  /// `%XX` for each UTF-8 byte of a character that would end or split an entry.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || scalar == "*" || scalar == ":" || scalar.properties.isWhitespace {
        for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded() }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func problem(_ message: String) -> ItemCSVCell.Problem {
    ItemCSVCell.Problem(message: "\(ItemCSVColumn.otherBarcodes.rawValue): \(message)")
  }
}

extension String {
  /// Two hexadecimal digits: "9" → "09".
  fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
