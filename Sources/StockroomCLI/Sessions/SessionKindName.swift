import InventoryCore

/// One kind of stock session as the command line names it: `stockroom count ...`, `stockroom receive ...`,
/// `stockroom remove ...` share their subcommands (generic over this), each for its own kind.
protocol SessionKindName {
  static var kind: StockSession.Kind { get }
}

enum CountKind: SessionKindName {
  static let kind = StockSession.Kind.count
}

enum ReceiveKind: SessionKindName {
  static let kind = StockSession.Kind.receive
}

enum RemoveKind: SessionKindName {
  static let kind = StockSession.Kind.remove
}

extension StockSession.Kind {
  /// The command that works on this kind (`stockroom count`).
  var command: String { rawValue }

  /// "a count", "a receive session".
  var named: String { self == .count ? "a count" : "a \(rawValue) session" }
}
