import InventoryCore

/// A price as a label prints it: the app's money rule (`MoneyText`), "€4.99" or "4.99 CHF".
public enum PriceText {
  public static func format(_ price: Money, currency: String) -> String { MoneyText.format(price, currency: currency) }
}
