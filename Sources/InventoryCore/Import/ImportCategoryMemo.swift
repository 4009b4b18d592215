/// The categories an import's rows name, for both stores: each looked up once (`find`), created when missing
/// (`create`, in the order rows first name them), then remembered for the rest of the file.
public struct ImportCategoryMemo: Sendable {
  private var idsByKey: [String: Int64] = [:]
  /// By the name exactly as written: most rows repeat a category verbatim, which skips lower-casing it.
  private var idsByName: [String: Int64] = [:]
  /// Names of the categories this import created, in order.
  public private(set) var created: [String] = []

  public init() {}

  /// The id of the category named `name`, created when it does not exist yet; nil for no category.
  public mutating func id(
    named name: String?, find: (String) throws -> Category?, create: (String) throws -> Category
  ) rethrows -> Int64? {
    guard let name, !name.isEmpty else { return nil }
    if let id = idsByName[name] { return id }
    let key = Category.nameKey(for: name)
    if let id = idsByKey[key] {
      idsByName[name] = id
      return id
    }
    let category: Category
    if let existing = try find(name) {
      category = existing
    } else {
      category = try create(name)
      created.append(name)
    }
    idsByKey[key] = category.id
    idsByName[name] = category.id
    return category.id
  }
}
