import BenchSupport
import Foundation

/// A file in Open Food Facts' export layout (its 208-column header, taken from the test fixture so the two never
/// drift apart): `rows` generated products, about 1 KB a row as in the real export (names, brands, categories
/// and countries in all three forms, an ingredient list, a dozen nutrients, the rest of the columns empty).
/// Codes are EAN-13s unique to the row (`SampleInventory.ean13(for:)`), as OFF writes them. No field holds a
/// quote, so the sqlite3 CLI's `.import` (which reads quotes) sees the same fields as stockroom.
struct OpenFoodFactsSample {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/Catalogue/openfoodfacts-sample.tsv")

  static func header() throws -> [String] {
    let text = try String(contentsOf: fixture, encoding: .utf8)
    return text.prefix { $0 != "\n" }.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
  }

  private static let brands = [
    "Ferrero", "Carrefour", "Nestlé", "Danone", "Auchan", "Lidl", "Barilla", "Kellogg", "Bonduelle", "Lindt",
  ]
  private static let countries: [(tag: String, name: String, local: String)] = [
    ("en:france", "France", "France"), ("en:germany", "Germany", "Deutschland"), ("en:spain", "Spain", "España"),
    ("en:united-states", "United States", "United States"), ("en:italy", "Italy", "Italia"),
    ("en:united-kingdom", "United Kingdom", "United Kingdom"), ("en:belgium", "Belgium", "Belgique"),
    ("en:switzerland", "Switzerland", "Suisse"),
  ]
  private static let categories: [[String]] = [
    ["Beverages", "Carbonated drinks", "Sodas"], ["Snacks", "Sweet snacks", "Biscuits and cakes", "Biscuits"],
    ["Dairies", "Fermented foods", "Cheeses"], ["Plant-based foods", "Cereals and potatoes", "Pastas"],
    ["Spreads", "Sweet spreads", "Hazelnut spreads"], ["Snacks", "Salty snacks", "Crisps", "Potato crisps"],
    ["Beverages", "Waters", "Mineral waters"], ["Breakfasts", "Cereals", "Breakfast cereals", "Mueslis"],
  ]
  private static let words = [
    "Organic", "Classic", "Dark", "Crunchy", "Light", "Whole", "Golden", "Spicy", "Mini", "Family",
  ]
  private static let nouns = [
    "cookies", "pasta", "yoghurt", "cola", "crisps", "muesli", "spread", "water", "cheese", "soup",
  ]

  /// Writes `rows` rows to `path`, and the first `prefixRows` of them (with the header) to `prefixPath` too.
  static func write(rows: Int, to path: String, prefixRows: Int, prefixPath: String) throws -> Int {
    let columns = try header()
    var index: [String: Int] = [:]
    for (position, name) in columns.enumerated() { index[name] = position }
    guard FileManager.default.createFile(atPath: path, contents: nil),
      FileManager.default.createFile(atPath: prefixPath, contents: nil),
      let file = FileHandle(forWritingAtPath: path), let prefixFile = FileHandle(forWritingAtPath: prefixPath)
    else { throw BenchFailure("cannot create \(path)") }
    defer {
      try? file.close()
      try? prefixFile.close()
    }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 22)
    var written = 0
    func flush(_ also: Bool) throws {
      try file.write(contentsOf: buffer)
      if also { try prefixFile.write(contentsOf: buffer) }
      written += buffer.count
      buffer.removeAll(keepingCapacity: true)
    }
    buffer += Array((columns.joined(separator: "\t") + "\n").utf8)
    var random = SeededGenerator(seed: 12)
    var fields = [String](repeating: "", count: columns.count)
    func set(_ name: String, _ value: String) { if let position = index[name] { fields[position] = value } }
    for row in 0..<rows {
      let code = SampleInventory.ean13(for: row)
      let brand = brands[Int(random.next() % UInt64(brands.count))]
      let country = countries[Int(random.next() % UInt64(countries.count))]
      let category = categories[Int(random.next() % UInt64(categories.count))]
      let name = "\(words[Int(random.next() % 10)]) \(nouns[Int(random.next() % 10)]) \(row)"
      let time = 1_480_000_000 + Int(random.next() % 250_000_000)
      for position in fields.indices { fields[position] = "" }
      set("code", code)
      set(
        "url",
        "http://world-en.openfoodfacts.org/product/\(code)/\(name.lowercased().replacingOccurrences(of: " ", with: "-"))"
      )
      set("creator", "openfoodfacts-contributors")
      set("created_t", String(time))
      set("created_datetime", "2019-03-14T10:22:41Z")
      set("last_modified_t", String(time + 86_400))
      set("last_modified_datetime", "2024-06-01T08:00:00Z")
      set("last_modified_by", "roboto-app")
      set("product_name", name)
      set("quantity", "\(100 * (1 + random.next() % 10)) g")
      set("packaging", "Plastic, Bag")
      set("packaging_tags", "en:plastic,en:bag")
      set("brands", brand)
      set("brands_tags", brand.lowercased())
      set("categories", category.joined(separator: ", "))
      set(
        "categories_tags",
        category.map { "en:" + $0.lowercased().replacingOccurrences(of: " ", with: "-") }.joined(separator: ","))
      set("categories_en", category.joined(separator: ","))
      set("countries", country.local)
      set("countries_tags", country.tag)
      set("countries_en", country.name)
      set(
        "ingredients_text",
        "Wheat flour 45%, sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa, emulsifier: lecithins (soya), raising agent, salt, flavouring"
      )
      set(
        "ingredients_tags",
        "en:wheat-flour,en:sugar,en:palm-oil,en:hazelnut,en:skimmed-milk-powder,en:cocoa,en:emulsifier")
      set("nutriscore_grade", ["a", "b", "c", "d", "e"][Int(random.next() % 5)])
      set("nova_group", String(1 + random.next() % 4))
      set("states", "en:to-be-completed, en:nutrition-facts-completed")
      set("states_tags", "en:to-be-completed,en:nutrition-facts-completed")
      set("states_en", "To be completed,Nutrition facts completed")
      set("main_category", "en:" + (category.last ?? "").lowercased().replacingOccurrences(of: " ", with: "-"))
      set("main_category_en", category.last ?? "")
      set("image_url", "https://images.openfoodfacts.org/images/products/\(code)/front_en.3.400.jpg")
      set("image_small_url", "https://images.openfoodfacts.org/images/products/\(code)/front_en.3.200.jpg")
      for nutrient in [
        "energy-kcal_100g", "energy_100g", "fat_100g", "saturated-fat_100g", "carbohydrates_100g", "sugars_100g",
        "fiber_100g", "proteins_100g", "salt_100g", "sodium_100g",
      ] {
        set(nutrient, String(format: "%.1f", Double(random.next() % 5000) / 10))
      }
      buffer += Array(fields.joined(separator: "\t").utf8)
      buffer.append(0x0A)
      if buffer.count > 1 << 22 || row + 1 == prefixRows { try flush(row < prefixRows) }
    }
    try flush(false)
    return written
  }
}

struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
