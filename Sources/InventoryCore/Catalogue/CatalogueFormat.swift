/// The two kinds of file a catalogue is built from.
public enum CatalogueFormat: String, Sendable, CaseIterable, Codable {
  /// Open Food Facts' CSV export (`en.openfoodfacts.org.products.csv`): tab-separated, UTF-8, a header of
  /// about 200 columns, fields never quoted. Columns are found by name; see `OpenFoodFactsColumns`.
  case openFoodFacts = "off"
  /// `code,name,brand,category` with a header row: a supplier's list, books, hardware. Quoted fields as in
  /// any CSV; commas (or the semicolons or tabs a spreadsheet saves) between fields; extra columns ignored.
  case simpleCSV = "csv"

  /// `Open Food Facts export`, `simple CSV`.
  public var title: String {
    switch self {
    case .openFoodFacts: "Open Food Facts export"
    case .simpleCSV: "simple CSV"
    }
  }

  /// The format a header line says: tab-separated with `code` and `product_name` columns is Open Food
  /// Facts' export; anything else is read as a simple CSV (whose own header check says what is missing).
  static func detect(headerLine: UnsafeBufferPointer<UInt8>) -> CatalogueFormat {
    guard headerLine.contains(UInt8(ascii: "\t")) else { return .simpleCSV }
    let names = headerLine.split(separator: UInt8(ascii: "\t")).map { String(decoding: $0, as: UTF8.self) }
    return names.contains("code") && names.contains("product_name") ? .openFoodFacts : .simpleCSV
  }
}

/// Why a file cannot be read as a catalogue at all (a bad row is skipped and counted instead).
public enum CatalogueFileError: Error, Sendable, Equatable, CustomStringConvertible {
  case empty
  /// The header lacks columns a format needs; `found` lists the header's first names.
  case missingColumns(CatalogueFormat, missing: [String], found: [String])
  case gzipCompressed
  case utf16
  case headerTooLong(limit: Int)
  case headerNotUTF8
  /// `--country` on a file without a country column (a simple CSV, or a cut-down OFF export).
  case filterWithoutColumn(option: String, column: String, CatalogueFormat)

  public var description: String {
    switch self {
    case .empty:
      return "the file is empty: a catalogue needs a header line and products"
    case .missingColumns(let format, let missing, let found):
      let shown = found.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ") + (found.count > 8 ? ", …" : "")
      let columns = missing.map { "\"\($0)\"" }.joined(separator: " and ")
      let hint =
        format == .openFoodFacts
        ? "an Open Food Facts export is tab-separated with the columns \"code\" and \"product_name\""
        : "a simple catalogue has the header code,name,brand,category (brand and category may be left out); "
          + "an Open Food Facts export is tab-separated with \"code\" and \"product_name\""
      return "not a catalogue file (\(format.title)): the header has no \(columns) column; \(hint). "
        + "The header starts: \(found.isEmpty ? "(nothing)" : shown)"
    case .gzipCompressed:
      return "the file is gzip-compressed: unpack it first (gunzip FILE.csv.gz), or pipe it: "
        + "zcat FILE.csv.gz | stockroom catalog import -"
    case .utf16:
      return "the file is UTF-16: save it as UTF-8"
    case .headerTooLong(let limit):
      return "the first line is longer than \(limit) bytes: not a catalogue file"
    case .headerNotUTF8:
      return "the header line is not UTF-8 text: not a catalogue file"
    case .filterWithoutColumn(let option, let column, let format):
      return "\(option) needs a \(column) column, and this \(format.title) has none"
    }
  }
}
