/// Where the columns a catalogue reads sit in an Open Food Facts export, found by name in its header (never
/// by position: OFF adds and renames columns between exports). Only `code` and `product_name` are required;
/// the smaller exports OFF publishes (the mobile app's) lack most of the others.
///
/// The export's layout, from OFF's data dictionary (world.openfoodfacts.org/data/data-fields.txt): UTF-8,
/// tab-separated, one header row; `*_tags` columns are comma-separated normalised tags (`en:france`);
/// `*_en` columns the same in English names (`France`); `categories` and `countries` as contributors typed
/// them; `main_category_en` OFF's choice of the most specific category. Codes are normalised by OFF: 9 to 12
/// digits are padded to 13 (a UPC-A appears as its EAN-13 with a leading 0), 7 or fewer to 8.
struct OpenFoodFactsColumns {
  let count: Int
  let code: Int
  /// `product_name`, then `abbreviated_product_name` and `generic_name` for rows without one.
  let names: [Int]
  let brands: Int?
  let quantity: Int?
  /// `categories_en`, else `categories` (a list to show).
  let categoryNames: Int?
  let mainCategory: Int?
  /// For `--category`: tags and names.
  let categoryTags: Int?
  let categoryLists: [Int]
  /// For `--country`.
  let countryTags: Int?
  let countryLists: [Int]

  init(header: [String]) throws(CatalogueFileError) {
    var index: [String: Int] = [:]
    for (position, name) in header.enumerated() where index[name] == nil { index[name] = position }
    let missing = ["code", "product_name"].filter { index[$0] == nil }
    guard missing.isEmpty, let code = index["code"], let productName = index["product_name"] else {
      throw .missingColumns(.openFoodFacts, missing: missing, found: header)
    }
    count = header.count
    self.code = code
    names = [productName] + ["abbreviated_product_name", "generic_name"].compactMap { index[$0] }
    brands = index["brands"]
    quantity = index["quantity"]
    categoryNames = index["categories_en"] ?? index["categories"]
    mainCategory = index["main_category_en"]
    categoryTags = index["categories_tags"]
    categoryLists = ["categories_en", "categories"].compactMap { index[$0] }
    countryTags = index["countries_tags"]
    countryLists = ["countries_en", "countries"].compactMap { index[$0] }
  }

  /// Whether `filter` can be applied: a `--country` needs a country column.
  func check(_ filter: CatalogueFilter) throws(CatalogueFileError) {
    if !filter.countries.isEmpty, countryTags == nil, countryLists.isEmpty {
      throw .filterWithoutColumn(option: "--country", column: "countries_tags", .openFoodFacts)
    }
    if !filter.categories.isEmpty, categoryTags == nil, categoryLists.isEmpty {
      throw .filterWithoutColumn(option: "--category", column: "categories_tags", .openFoodFacts)
    }
  }
}
