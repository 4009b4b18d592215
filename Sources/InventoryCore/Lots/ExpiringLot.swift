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
public struct ExpiryWindow: Sendable, Hashable {
  public static let defaultDays = 14
  /// A year ahead at most: the view is about what needs attention soon.
  public static let maximumDays = 366
  /// The setting that holds the global default (`stockroom expiring` and the Expiring screen).
  public static let settingKey = "expiring_within_days"

  public var today: String
  public var through: String

  public init(today: String, through: String) {
    self.today = today
    self.through = through
  }

  /// The window of `days` (0 to `maximumDays`) from `now`.
  public init(days: Int, now: Date = Date(), calendar: Calendar = .current) {
    let clamped = min(max(days, 0), Self.maximumDays)
    let end = calendar.date(byAdding: .day, value: clamped, to: now) ?? now
    self.init(today: Self.text(now, calendar), through: Self.text(end, calendar))
  }

  /// The saved default (the setting's text), else `defaultDays`.
  public static func days(saved text: String?) -> Int { text.flatMap(days(from:)) ?? defaultDays }

  /// Reads "14d", "14" or "2w" (days or weeks) as a number of days within the limit.
  public static func days(from text: String) -> Int? {
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
