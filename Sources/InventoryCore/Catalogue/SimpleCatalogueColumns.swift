/// Where the columns of a simple catalogue (`code,name,brand,category`) sit, found by name in its header:
/// case and surrounding spaces ignored, `barcode` accepted for `code`, other columns ignored. `code` and
/// `name` are required.
struct SimpleCatalogueColumns {
  let count: Int
  let code: Int
  let name: Int
  let brand: Int?
  let category: Int?

  init(header: [String]) throws(CatalogueFileError) {
    var index: [String: Int] = [:]
    for (position, name) in header.enumerated() {
      let folded = name.trimmingWhitespaceAndNewlines().lowercased()
      if index[folded] == nil { index[folded] = position }
    }
    let code = index["code"] ?? index["barcode"]
    let missing = (code == nil ? ["code"] : []) + (index["name"] == nil ? ["name"] : [])
    guard let code, let name = index["name"] else {
      throw .missingColumns(.simpleCSV, missing: missing, found: header)
    }
    count = header.count
    self.code = code
    self.name = name
    brand = index["brand"]
    category = index["category"]
  }

  func check(_ filter: CatalogueFilter) throws(CatalogueFileError) {
    if !filter.countries.isEmpty { throw .filterWithoutColumn(option: "--country", column: "country", .simpleCSV) }
    if !filter.categories.isEmpty, category == nil {
      throw .filterWithoutColumn(option: "--category", column: "category", .simpleCSV)
    }
  }
}
