/// Why a row of a catalogue file was skipped. A skipped row is counted and its line kept (the first few per
/// reason), never fatal: a file of millions of crowd-sourced rows always has some.
public enum CatalogueSkipReason: String, Error, Sendable, CaseIterable, Codable, Comparable {
  case wrongColumnCount = "wrong-column-count"
  case missingCode = "missing-code"
  /// A GTIN-shaped code with a wrong check digit or length, a control character, or longer than the limit.
  case invalidCode = "invalid-code"
  /// An Open Food Facts code that is no GTIN/EAN/UPC/ISBN (OFF's own numbers for unlabelled products pass,
  /// as they are GTIN-shaped; text codes do not).
  case notAProductCode = "not-a-product-code"
  case missingName = "missing-name"
  case notUTF8 = "not-utf8"
  case tooLong = "too-long"

  /// `with a wrong number of columns`: completes "N skipped ...".
  public var wording: String {
    switch self {
    case .wrongColumnCount: "with a wrong number of columns"
    case .missingCode: "without a code"
    case .invalidCode: "with an invalid code"
    case .notAProductCode: "whose code is no GTIN, EAN, UPC or ISBN"
    case .missingName: "without a product name"
    case .notUTF8: "not UTF-8 text"
    case .tooLong: "longer than \(CatalogueLimits.recordBytes / 1024) KiB"
    }
  }

  public static func < (left: Self, right: Self) -> Bool {
    allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
  }
}

/// What reading a catalogue file found, row by row.
public struct CatalogueReadCounts: Sendable, Equatable {
  /// Data rows (the header and blank lines not counted).
  public var read = 0
  /// Rows that became products.
  public var kept = 0
  /// Good rows that the filters left out.
  public var filteredOut = 0
  public private(set) var skipped: [CatalogueSkipReason: Int] = [:]
  /// The first lines (1-based, as an editor numbers them) skipped for each reason.
  public private(set) var skippedLines: [CatalogueSkipReason: [Int]] = [:]
  /// How many lines are kept per reason.
  public static let linesKept = 5

  public init() {}

  public var skippedCount: Int { skipped.values.reduce(0, +) }

  mutating func skip(_ reason: CatalogueSkipReason, line: Int) {
    skipped[reason, default: 0] += 1
    if skippedLines[reason, default: []].count < Self.linesKept { skippedLines[reason, default: []].append(line) }
  }

  /// `2 with a wrong number of columns (line 14), 1 without a product name (line 9)`; empty when none.
  public var skippedText: String {
    skipped.keys.sorted().map { reason in
      let lines = skippedLines[reason, default: []]
      let count = skipped[reason, default: 0]
      let more = count > lines.count ? ", …" : ""
      let place =
        lines.isEmpty
        ? "" : " (line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", "))\(more))"
      return "\(count) \(reason.wording)\(place)"
    }.joined(separator: ", ")
  }
}
