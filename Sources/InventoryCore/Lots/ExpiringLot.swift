import Foundation

/// A lot that has expired or is due within the window asked for, with where it is (the Expiring view and
/// `stockroom expiring`).
public struct ExpiringLot: Sendable, Hashable, Codable {
  public var itemID: Int64
  public var itemName: String
  public var lotID: Int64
  public var details: LotDetails
  /// The location's path ("Shop › Shelf 3").
  public var location: String
  public var quantity: Int
  /// The expiry, else the best-before date: what the lot is ordered and judged by.
  public var useBy: String
  public var isExpired: Bool

  public init(
    itemID: Int64, itemName: String, lotID: Int64, details: LotDetails, location: String, quantity: Int,
    useBy: String, isExpired: Bool
  ) {
    self.itemID = itemID
    self.itemName = itemName
    self.lotID = lotID
    self.details = details
    self.location = location
    self.quantity = quantity
    self.useBy = useBy
    self.isExpired = isExpired
  }
}

/// The days the Expiring view looks ahead: "expired" is a use-by date before today, "due" one from today to
/// `through`. Dates are the local calendar's, as printed on the package.
///
/// An item may set its own window (`Item` has none: `LotInventory.itemExpiryWindow(ofItem:)`, 0 to
/// `maximumItemDays` days): its lots are due by it instead of `through`, unless the window is `forEveryItem`
/// (`stockroom expiring --within`). `through(itemDays:)` is that choice, made here once.
public struct ExpiryWindow: Sendable, Hashable {
  public static let defaultDays = 14
  /// A year ahead at most: the view is about what needs attention soon.
  public static let maximumDays = 366
  /// An item's own window: ten years at most ("warn 30 days before" for a slow seller, 3 for milk).
  public static let maximumItemDays = 3650
  /// The setting that holds the global default (`stockroom expiring` and the Expiring screen).
  public static let settingKey = "expiring_within_days"

  public var today: String
  public var through: String
  /// The window holds for every item, whatever its own (`--within` given).
  public var forEveryItem: Bool

  public init(today: String, through: String, forEveryItem: Bool = false) {
    self.today = today
    self.through = through
    self.forEveryItem = forEveryItem
  }

  /// The window of `days` (0 to `maximumDays`) from `now`.
  public init(days: Int, forEveryItem: Bool = false, now: Date = Date(), calendar: Calendar = .current) {
    let clamped = min(max(days, 0), Self.maximumDays)
    let end = calendar.date(byAdding: .day, value: clamped, to: now) ?? now
    self.init(today: Self.text(now, calendar), through: Self.text(end, calendar), forEveryItem: forEveryItem)
  }

  /// The last use-by date due for an item whose own window is `itemDays`: `through` when it has none or the
  /// window is for every item, else `itemDays` (within 0 to `maximumItemDays`) after `today`.
  public func through(itemDays: Int?) -> String {
    guard !forEveryItem, let itemDays else { return through }
    let days = min(max(itemDays, 0), Self.maximumItemDays)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    let parts = today.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3,
      let start = utc.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])),
      let end = utc.date(byAdding: .day, value: days, to: start)
    else { return through }
    return Self.text(end, utc)
  }

  /// The farthest use-by date any lot can be due by, when the widest window an item sets is `widestItemDays`:
  /// reading the lots through it reads every lot due, which `through(itemDays:)` then sorts out.
  public func reach(widestItemDays: Int?) -> String { max(through, through(itemDays: widestItemDays)) }

  /// Whether a lot used by `useBy` whose item's own window is `itemDays` is due (or expired).
  public func isDue(useBy: String, itemDays: Int?) -> Bool { useBy <= through(itemDays: itemDays) }

  /// Reads an item's own window: "30d", "30", "4w", or "none" (nil: the global one); throws a message naming
  /// the limit.
  public static func itemDays(from text: String) throws(InventoryError) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "none" || trimmed.isEmpty { return nil }
    guard let days = days(from: trimmed, upTo: maximumItemDays) else {
      throw .invalidExpiryWindow(text)
    }
    return days
  }

  /// The saved default (the setting's text), else `defaultDays`.
  public static func days(saved text: String?) -> Int { text.flatMap(days(from:)) ?? defaultDays }

  /// Reads "14d", "14" or "2w" (days or weeks) as a number of days within the limit.
  public static func days(from text: String) -> Int? { days(from: text, upTo: maximumDays) }

  private static func days(from text: String, upTo maximumDays: Int) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let (digits, factor) =
      trimmed.hasSuffix("w") ? (trimmed.dropLast(), 7) : (trimmed.hasSuffix("d") ? trimmed.dropLast() : trimmed[...], 1)
    guard let number = Int(digits), number >= 0, number <= maximumDays / factor else { return nil }
    return number * factor
  }

  private static func text(_ date: Date, _ calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let (year, month, day) = (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
    return String(format: "%04d-%02d-%02d", year, month, day)
  }
}
