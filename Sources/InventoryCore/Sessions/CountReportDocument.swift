import Foundation

/// A count's discrepancy report as JSON (`stockroom count report --json`): keys in snake case and sorted,
/// amounts as strings (exact through any JSON parser), times in the CSV form (`2026-11-22T12:05:48.123Z`).
/// Its shape is part of the command's interface: add keys, never rename them.
public struct CountReportDocument: Encodable, Sendable {
  public struct Session: Encodable, Sendable {
    var id: Int64
    var kind: String
    var state: String
    var category: String?
    var search: String
    var note: String
    var station: String
    var startedAt: String
    var closedAt: String?
    var closedBy: String?
    var uncountedDefault: String

    enum CodingKeys: String, CodingKey {
      case id, kind, state, category, search, note, station
      case startedAt = "started_at", closedAt = "closed_at", closedBy = "closed_by"
      case uncountedDefault = "uncounted_default"
    }

    // Every key always present (null when empty), so scripts see one shape.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(kind, forKey: .kind)
      try container.encode(state, forKey: .state)
      try container.encode(category, forKey: .category)
      try container.encode(search, forKey: .search)
      try container.encode(note, forKey: .note)
      try container.encode(station, forKey: .station)
      try container.encode(startedAt, forKey: .startedAt)
      try container.encode(closedAt, forKey: .closedAt)
      try container.encode(closedBy, forKey: .closedBy)
      try container.encode(uncountedDefault, forKey: .uncountedDefault)
    }
  }

  public struct Line: Encodable, Sendable {
    var status: String
    var itemID: Int64?
    var item: String?
    var code: String?
    var expected: Int?
    var counted: Int?
    var difference: Int?
    var differenceValue: String?
    var countedBy: [String]
    var lastEntryAt: String?
    var choice: String?
    /// A counted item the count's category or search does not cover (added on purpose).
    var outsideScope = false

    enum CodingKeys: String, CodingKey {
      case status, item, code, expected, counted, difference, choice
      case itemID = "item_id", differenceValue = "difference_value", countedBy = "counted_by"
      case lastEntryAt = "last_entry_at", outsideScope = "outside_scope"
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(status, forKey: .status)
      try container.encode(itemID, forKey: .itemID)
      try container.encode(item, forKey: .item)
      try container.encode(code, forKey: .code)
      try container.encode(expected, forKey: .expected)
      try container.encode(counted, forKey: .counted)
      try container.encode(difference, forKey: .difference)
      try container.encode(differenceValue, forKey: .differenceValue)
      try container.encode(countedBy, forKey: .countedBy)
      try container.encode(lastEntryAt, forKey: .lastEntryAt)
      try container.encode(choice, forKey: .choice)
      try container.encode(outsideScope, forKey: .outsideScope)
    }
  }

  public struct Totals: Encodable, Sendable {
    var counted: Int
    var unknownCodes: Int
    var notCounted: Int
    var settingToZero: Int
    var withDifference: Int
    /// Clamped to 64 bits for JSON (the exact sum needs no more for any real count).
    var difference: Int64
    var differenceValue: String
    var differencesWithoutPrice: Int

    enum CodingKeys: String, CodingKey {
      case counted, difference
      case unknownCodes = "unknown_codes", notCounted = "not_counted", settingToZero = "setting_to_zero"
      case withDifference = "with_difference", differenceValue = "difference_value"
      case differencesWithoutPrice = "differences_without_price"
    }
  }

  var session: Session
  var lines: [Line]
  var notCounted: [Line]
  var totals: Totals

  enum CodingKeys: String, CodingKey {
    case session, lines, totals
    case notCounted = "not_counted"
  }

  /// `categoryName` names the scope's category (nil: every category, or uncategorised as `scope` says).
  public init(_ report: CountReport, categoryName: String?) {
    let session = report.session
    let category: String? =
      switch session.scope.category {
      case .any: nil
      case .uncategorised: "(none)"
      case .category(let id): categoryName ?? "#\(id)"
      }
    self.session = Session(
      id: session.id, kind: session.kind.rawValue, state: session.state.rawValue, category: category,
      search: session.scope.search, note: session.note, station: session.station,
      startedAt: CSVTimestamp.string(session.startedAt), closedAt: session.closedAt.map(CSVTimestamp.string),
      closedBy: session.closedBy, uncountedDefault: session.uncountedDefault.rawValue)
    lines = report.lines.map { line in
      Line(
        status: line.isUnknownCode ? CountReportCSVWriter.Status.unknownCode : CountReportCSVWriter.Status.counted,
        itemID: line.itemID, item: line.itemName, code: line.code, expected: line.expected, counted: line.quantity,
        difference: line.difference, differenceValue: line.differenceValue?.description, countedBy: line.stations,
        lastEntryAt: CSVTimestamp.string(line.lastEntryAt), choice: nil, outsideScope: line.isOutsideScope)
    }
    notCounted = report.notCounted.map { item in
      Line(
        status: CountReportCSVWriter.Status.notCounted, itemID: item.itemID, item: item.name, code: item.code,
        expected: item.quantity, counted: nil, difference: item.difference,
        differenceValue: item.differenceValue?.description, countedBy: [], lastEntryAt: nil,
        choice: item.choice.rawValue)
    }
    let totals = report.totals
    self.totals = Totals(
      counted: totals.counted, unknownCodes: totals.unknownCodes, notCounted: totals.notCounted,
      settingToZero: totals.settingToZero, withDifference: totals.withDifference,
      difference: Int64(clamping: totals.difference), differenceValue: totals.differenceValue.description,
      differencesWithoutPrice: totals.differencesWithoutPrice)
  }

  /// Pretty-printed, keys sorted: the same report gives the same bytes.
  public func data() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
