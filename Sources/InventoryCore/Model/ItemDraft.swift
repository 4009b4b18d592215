import Foundation

/// What a person (or a script) typed for an item, before validation. Validation collects every problem
/// at once so an editor can mark all bad fields, not just the first.
public struct ItemDraft: Sendable, Hashable {
  public var name: String
  public var barcode: String
  public var quantity: String
  public var price: String
  public var categoryID: Int64?
  public var minimumQuantity: String
  public var targetQuantity: String
  public var notes: String
  /// The item's own expiry window as typed ("30d", "4w"; empty: the global one). `Item` does not hold it (it is
  /// read and written through `LotInventory`): `init(_ item:)` leaves it empty for the caller to fill.
  public var expiryWindow: String

  public init(
    name: String = "", barcode: String = "", quantity: String = "0", price: String = "", categoryID: Int64? = nil,
    minimumQuantity: String = "0", targetQuantity: String = "", notes: String = "", expiryWindow: String = ""
  ) {
    self.expiryWindow = expiryWindow
    self.name = name
    self.barcode = barcode
    self.quantity = quantity
    self.price = price
    self.categoryID = categoryID
    self.minimumQuantity = minimumQuantity
    self.targetQuantity = targetQuantity
    self.notes = notes
  }

  /// A draft showing `item` as it is.
  public init(_ item: Item) {
    self.init(
      name: item.name, barcode: item.barcode ?? "", quantity: String(item.quantity),
      price: item.price?.description ?? "", categoryID: item.categoryID, minimumQuantity: String(item.minimumQuantity),
      targetQuantity: item.targetQuantity.map(String.init) ?? "", notes: item.notes)
  }

  public enum Field: String, Sendable, CaseIterable {
    case name, barcode, quantity, price, category, minimum, target, notes
    case expiryWindow = "expiry-window"
  }

  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    public var field: Field
    public var message: String
    public var description: String { "\(field.rawValue): \(message)" }

    public init(field: Field, message: String) {
      self.field = field
      self.message = message
    }
  }

  public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
    public var problems: [Problem]

    public init(problems: [Problem]) { self.problems = problems }

    public var description: String { problems.map(\.description).joined(separator: "; ") }
  }

  /// The validated values: the code parsed, numbers checked, the name trimmed.
  public struct Valid: Sendable, Hashable {
    public var name: String
    public var barcode: ProductCode?
    public var quantity: Int
    public var price: Money?
    public var categoryID: Int64?
    public var minimumQuantity: Int
    public var targetQuantity: Int?
    public var notes: String
    /// The item's own expiry window in days (nil: the global one).
    public var expiryWindowDays: Int?

    public init(
      name: String, barcode: ProductCode?, quantity: Int, price: Money?, categoryID: Int64?, minimumQuantity: Int,
      targetQuantity: Int?, notes: String, expiryWindowDays: Int? = nil
    ) {
      self.expiryWindowDays = expiryWindowDays
      self.name = name
      self.barcode = barcode
      self.quantity = quantity
      self.price = price
      self.categoryID = categoryID
      self.minimumQuantity = minimumQuantity
      self.targetQuantity = targetQuantity
      self.notes = notes
    }
  }

  public func validated() throws(Invalid) -> Valid {
    var problems: [Problem] = []
    func report(_ field: Field, _ message: String) { problems.append(Problem(field: field, message: message)) }

    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if name.isEmpty { report(.name, "a name is required") }
    if let problem = TextPolicy.problem(inName: name) { report(.name, problem) }
    if let problem = Self.problem(withLengthOf: name) { report(.name, problem) }
    if let problem = TextPolicy.problem(inNotes: notes) { report(.notes, problem) }

    var code: ProductCode?
    if !barcode.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      do { code = try ProductCode(itemBarcode: barcode) } catch { report(.barcode, error.description) }
    }
    let quantity = Self.wholeNumber(quantity, field: .quantity, report: report) ?? 0
    let minimum = Self.wholeNumber(minimumQuantity, field: .minimum, report: report) ?? 0
    let target =
      targetQuantity.trimmingCharacters(in: .whitespaces).isEmpty
      ? nil : Self.wholeNumber(targetQuantity, field: .target, report: report)
    var money: Money?
    if !price.trimmingCharacters(in: .whitespaces).isEmpty {
      do { money = try Money.parse(price) } catch {
        switch error {
        case .notAnAmount: report(.price, "\"\(price)\" is not a price (like 4.99)")
        case .tooLarge: report(.price, "\"\(price)\" is more than the largest price, \(StockLimits.maximumPrice)")
        }
      }
    }
    var window: Int?
    do throws(InventoryError) { window = try ExpiryWindow.itemDays(from: expiryWindow) } catch {
      report(
        .expiryWindow,
        "\"\(expiryWindow)\" must be days (30d) or weeks (4w), 0 to \(ExpiryWindow.maximumItemDays) days; "
          + "empty for the global window")
    }
    guard problems.isEmpty else { throw Invalid(problems: problems) }
    return Valid(
      name: name, barcode: code, quantity: quantity, price: money, categoryID: categoryID, minimumQuantity: minimum,
      targetQuantity: target, notes: notes, expiryWindowDays: window)
  }

  /// A whole number 0 or more, or nil after reporting why not.
  static func wholeNumber(_ text: String, field: Field, report: (Field, String) -> Void) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return 0 }
    guard trimmed.allSatisfy(\.isASCIIDigit), !trimmed.isEmpty else {
      report(field, "\"\(text)\" must be a whole number, 0 or more")
      return nil
    }
    let significant = trimmed.drop { $0 == "0" }
    guard significant.count <= 10, let value = Int(significant.isEmpty ? "0" : String(significant)),
      StockLimits.isQuantity(value)
    else {
      report(field, "\"\(text)\" is more than stockroom counts (at most \(StockLimits.maximumQuantityText))")
      return nil
    }
    return value
  }

  /// See `StockLimits`.
  public static let maximumQuantity = StockLimits.maximumQuantity

  /// The longest name, in characters (as the product catalogue cuts its names). One limit for every store:
  /// PostgreSQL's B-tree entries end at 2,704 bytes, and the name's natural-order sort key (each run of digits
  /// prefixed with its length) must fit one, which 200 characters of any script do (`maximumSortKeyBytes`
  /// stays as a backstop).
  public static let maximumNameCharacters = 200
  /// The longest sort key a name may make (`Item.sortKey(for:)`), under PostgreSQL's B-tree entry limit.
  public static let maximumSortKeyBytes = 2_400

  /// Why `name` is too long to store, or nil.
  static func problem(withLengthOf name: String) -> String? {
    let characters = name.count
    if characters > maximumNameCharacters {
      return "is \(characters) characters long; a name holds at most \(maximumNameCharacters)"
    }
    if Item.sortKey(for: name).utf8.count > maximumSortKeyBytes {
      return
        "is too long to sort (\(maximumSortKeyBytes) bytes once folded and its numbers prefixed with their lengths)"
    }
    return nil
  }
}
