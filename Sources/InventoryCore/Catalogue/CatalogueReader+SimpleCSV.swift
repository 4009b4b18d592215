extension CatalogueReader {
  /// One record of a simple catalogue, split as every CSV in stockroom is (`CSVFieldSplitter`); nil for a
  /// blank record (only empty or space fields, such as a spreadsheet's `,,,`), which is not counted.
  func simpleRow(_ bytes: UnsafeBufferPointer<UInt8>, _ columns: SimpleCatalogueColumns) -> RowOutcome? {
    guard String(validating: bytes, as: UTF8.self) != nil else { return .skipped(.notUTF8) }
    var splitter = CSVFieldSplitter(bytes: Array(bytes), delimiter: delimiter)
    let fields = splitter.next() ?? []
    if fields.allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\t" } }) { return nil }
    guard fields.count == columns.count else { return .skipped(.wrongColumnCount) }

    let code: ProductCode
    switch Self.productCode(fields[columns.code], requireGTIN: false) {
    case .success(let recognised): code = recognised
    case .failure(let reason): return .skipped(reason)
    }
    let name = CatalogueText.cleaned(fields[columns.name], maximumLength: CatalogueLimits.nameLength)
    guard !name.isEmpty else { return .skipped(.missingName) }
    let category =
      columns.category.map {
        CatalogueText.cleaned(fields[$0], maximumLength: CatalogueLimits.categoryLength)
      } ?? ""
    guard passes(countryTags: [], countries: [], categoryTags: [], categories: [Substring(category)]) else {
      return .filteredOut
    }
    return .product(
      CatalogueProduct(
        code: code.text, productCode: code, name: name,
        brand: columns.brand.map { CatalogueText.cleaned(fields[$0], maximumLength: CatalogueLimits.brandLength) }
          ?? "",
        categories: category.isEmpty ? [] : [category], suggestedCategory: category.isEmpty ? nil : category))
  }
}
