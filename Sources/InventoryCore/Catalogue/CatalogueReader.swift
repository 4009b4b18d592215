/// Reads a catalogue file fed in chunks of any size (a pure streaming parser: memory stays constant however
/// large the file). The header decides the format (`CatalogueFormat.detect`) unless one is given; each row
/// becomes a product, is filtered out, or is skipped with a reason (`counts`).
///
/// Usage: `read(_:product:)` for each chunk in order, then `finish(product:)`. A file that is no catalogue
/// throws `CatalogueFileError` from the chunk holding its header; errors thrown by `product` pass through.
public struct CatalogueReader {
  public let filter: CatalogueFilter
  private let requestedFormat: CatalogueFormat?
  /// Known once the header has been read.
  public private(set) var format: CatalogueFormat?
  public private(set) var counts = CatalogueReadCounts()

  enum Layout {
    case openFoodFacts(OpenFoodFactsColumns)
    case simpleCSV(SimpleCatalogueColumns)
  }

  /// The first bytes, until the header line is complete.
  private var start: [UInt8] = []
  private var splitter: CatalogueRecordSplitter?
  /// The field separator: a tab for Open Food Facts, a simple CSV's as its header shows.
  private(set) var delimiter = UInt8(ascii: ",")
  var layout: Layout?
  let countryTerms: [CatalogueFilter.Term]
  let categoryTerms: [CatalogueFilter.Term]
  /// Where each field of the current Open Food Facts row starts, reused from row to row.
  var fieldStarts: [Int] = []

  public init(format: CatalogueFormat? = nil, filter: CatalogueFilter = CatalogueFilter()) {
    requestedFormat = format
    self.filter = filter
    countryTerms = filter.countryTerms
    categoryTerms = filter.categoryTerms
  }

  public mutating func read(_ chunk: [UInt8], product: (CatalogueProduct) throws -> Void) throws {
    try chunk.withUnsafeBufferPointer { try read($0, product: product) }
  }

  public mutating func read(_ chunk: UnsafeBufferPointer<UInt8>, product: (CatalogueProduct) throws -> Void) throws {
    guard var splitter = splitter.take() else {
      start.append(contentsOf: chunk)
      try Self.checkKind(start)
      guard start.contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
        guard start.count <= CatalogueLimits.recordBytes else {
          throw CatalogueFileError.headerTooLong(limit: CatalogueLimits.recordBytes)
        }
        return
      }
      try begin(product: product)
      return
    }
    defer { self.splitter = splitter }
    try splitter.feed(chunk) { try handle($0, product: product) }
  }

  /// After the last chunk: reads a last line without a line break.
  public mutating func finish(product: (CatalogueProduct) throws -> Void) throws {
    if splitter == nil {
      guard !start.isEmpty else { throw CatalogueFileError.empty }
      try begin(product: product)
    }
    guard var splitter = splitter.take() else { return }
    defer { self.splitter = splitter }
    try splitter.finish { try handle($0, product: product) }
  }

  /// With the header line complete in `start`: checks the file's kind, picks the format, reads what came.
  private mutating func begin(product: (CatalogueProduct) throws -> Void) throws {
    var bytes = start
    start = []
    try Self.checkKind(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let headerEnd = bytes.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
    let header = bytes[..<headerEnd]
    guard let headerText = String(validating: header, as: UTF8.self) else { throw CatalogueFileError.headerNotUTF8 }
    let format =
      requestedFormat ?? header.withUnsafeBufferPointer { CatalogueFormat.detect(headerLine: $0) }
    self.format = format
    delimiter = format == .openFoodFacts ? UInt8(ascii: "\t") : UInt8(ascii: CSVRecordReader.delimiter(of: headerText))
    var splitter = CatalogueRecordSplitter(quoting: format == .simpleCSV, delimiter: delimiter)
    defer { self.splitter = splitter }
    try bytes.withUnsafeBufferPointer { all in
      try splitter.feed(all) { try handle($0, product: product) }
    }
  }

  /// Refuses, from its first bytes, a file that is compressed or UTF-16 (before waiting for a line break that
  /// such a file may not have).
  private static func checkKind(_ bytes: [UInt8]) throws(CatalogueFileError) {
    if bytes.starts(with: [0x1F, 0x8B]) { throw .gzipCompressed }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw .utf16 }
  }

  private mutating func handle(
    _ record: CatalogueRecordSplitter.Record, product: (CatalogueProduct) throws -> Void
  ) throws {
    guard let layout else { return try readHeader(record) }
    if record.bytes.isEmpty, !record.tooLong { return }  // a blank line
    let outcome: RowOutcome
    if record.tooLong {
      outcome = .skipped(.tooLong)
    } else {
      switch layout {
      case .openFoodFacts(let columns): outcome = openFoodFactsRow(record.bytes, columns)
      case .simpleCSV(let columns):
        guard let simple = simpleRow(record.bytes, columns) else { return }  // blank, like `,,,`
        outcome = simple
      }
    }
    counts.read += 1
    switch outcome {
    case .product(let found):
      try product(found)
      counts.kept += 1
    case .filteredOut: counts.filteredOut += 1
    case .skipped(let reason): counts.skip(reason, line: record.line)
    }
  }

  private mutating func readHeader(_ record: CatalogueRecordSplitter.Record) throws(CatalogueFileError) {
    guard !record.tooLong else { throw .headerTooLong(limit: CatalogueLimits.recordBytes) }
    switch format {
    case .openFoodFacts:
      let names = record.bytes.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self).trimmingWhitespaceAndNewlines()
      }
      let columns = try OpenFoodFactsColumns(header: names)
      try columns.check(filter)
      layout = .openFoodFacts(columns)
    case .simpleCSV, .none:
      var fields = CSVFieldSplitter(bytes: Array(record.bytes), delimiter: delimiter)
      let columns = try SimpleCatalogueColumns(header: fields.next() ?? [])
      try columns.check(filter)
      layout = .simpleCSV(columns)
    }
  }

  enum RowOutcome {
    case product(CatalogueProduct)
    case filteredOut
    case skipped(CatalogueSkipReason)
  }

  /// Whether a row with these country and category values passes the filter.
  func passes(countryTags: [Substring], countries: [Substring], categoryTags: [Substring], categories: [Substring])
    -> Bool
  {
    if !countryTerms.isEmpty, !countryTerms.contains(where: { $0.matches(tags: countryTags, names: countries) }) {
      return false
    }
    if !categoryTerms.isEmpty,
      !categoryTerms.contains(where: { $0.matches(tags: categoryTags, names: categories) })
    {
      return false
    }
    return true
  }

  /// The row's code recognised as the inventory does (`ProductCode(itemBarcode:)`), or why it cannot be.
  static func productCode(_ text: String, requireGTIN: Bool) -> Result<ProductCode, CatalogueSkipReason> {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { return .failure(.missingCode) }
    guard trimmed.utf8.count <= CatalogueLimits.codeLength else { return .failure(.invalidCode) }
    guard let code = try? ProductCode(itemBarcode: trimmed) else { return .failure(.invalidCode) }
    if requireGTIN, !code.symbology.isRetail { return .failure(.notAProductCode) }
    return .success(code)
  }
}

extension Optional {
  /// The value, leaving nil behind (so a struct field can be mutated in place without a copy).
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
