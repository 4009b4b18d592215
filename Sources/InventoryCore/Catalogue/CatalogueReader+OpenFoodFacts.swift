extension CatalogueReader {
  /// One row of an Open Food Facts export: tab-separated, never quoted (a `"` is text). Only the columns the
  /// catalogue reads are decoded; the other 190-odd are only counted.
  mutating func openFoodFactsRow(_ bytes: UnsafeBufferPointer<UInt8>, _ columns: OpenFoodFactsColumns) -> RowOutcome {
    fieldStarts.removeAll(keepingCapacity: true)
    fieldStarts.append(0)
    for index in bytes.indices where bytes[index] == Self.tab { fieldStarts.append(index + 1) }
    guard fieldStarts.count == columns.count else { return .skipped(.wrongColumnCount) }
    let fields = OpenFoodFactsFields(bytes: bytes, starts: fieldStarts)

    guard let codeText = fields.text(columns.code) else { return .skipped(.notUTF8) }
    let code: ProductCode
    switch Self.productCode(codeText, requireGTIN: true) {
    case .success(let recognised): code = recognised
    case .failure(let reason): return .skipped(reason)
    }
    var name = ""
    for column in columns.names where name.isEmpty {
      guard let text = fields.text(column) else { return .skipped(.notUTF8) }
      name = CatalogueText.cleaned(text, maximumLength: CatalogueLimits.nameLength)
    }
    guard !name.isEmpty else { return .skipped(.missingName) }
    guard let brand = fields.text(columns.brands), let quantity = fields.text(columns.quantity),
      let categoryNames = fields.text(columns.categoryNames), let mainCategory = fields.text(columns.mainCategory)
    else { return .skipped(.notUTF8) }

    if !countryTerms.isEmpty || !categoryTerms.isEmpty {
      guard let countryTags = fields.text(columns.countryTags), let categoryTags = fields.text(columns.categoryTags),
        case let countryLists = columns.countryLists.map(fields.text), !countryLists.contains(nil),
        case let categoryLists = columns.categoryLists.map(fields.text), !categoryLists.contains(nil)
      else { return .skipped(.notUTF8) }
      let passes = self.passes(
        countryTags: CatalogueCategories.entries(Substring(countryTags)),
        countries: countryLists.flatMap { CatalogueCategories.entries(Substring($0 ?? "")) },
        categoryTags: CatalogueCategories.entries(Substring(categoryTags)),
        categories: categoryLists.flatMap { CatalogueCategories.entries(Substring($0 ?? "")) })
      guard passes else { return .filteredOut }
    }

    let categories = CatalogueCategories.entries(Substring(categoryNames)).map {
      CatalogueText.cleaned($0, maximumLength: CatalogueLimits.categoryLength)
    }.filter { !$0.isEmpty }
    let main = CatalogueText.cleaned(mainCategory, maximumLength: CatalogueLimits.categoryLength)
    return .product(
      CatalogueProduct(
        code: code.text, productCode: code, name: name,
        brand: CatalogueText.cleaned(brand, maximumLength: CatalogueLimits.brandLength),
        quantity: CatalogueText.cleaned(quantity, maximumLength: CatalogueLimits.quantityLength),
        categories: Array(categories.prefix(CatalogueLimits.categoryCount)),
        suggestedCategory: CatalogueCategories.suggested(main: main, entries: categories)))
  }

  private static let tab = UInt8(ascii: "\t")
}

/// The fields of one Open Food Facts row, decoded only when asked for.
private struct OpenFoodFactsFields {
  let bytes: UnsafeBufferPointer<UInt8>
  let starts: [Int]

  /// The column's text; "" for a column the file lacks; nil when it is not UTF-8.
  func text(_ column: Int?) -> String? {
    guard let column else { return "" }
    let start = starts[column]
    var end = column + 1 < starts.count ? starts[column + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
