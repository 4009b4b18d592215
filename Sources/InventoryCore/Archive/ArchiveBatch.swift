/// Consecutive records of one table, in the table's order: what a reader yields and a loader takes.
public enum ArchiveBatch: Sendable, Hashable {
  case categories([ArchivedCategory])
  case items([ArchivedItem])
  case itemBarcodes([ArchivedItemBarcode])
  case locations([ArchivedLocation])
  case lots([ArchivedLot])
  case movements([ArchivedMovement])
  case scans([ArchivedScan])
  case actions([ArchivedAction])
  case settings([ArchivedSetting])
  case createdCodes([ArchivedCreatedCode])
  case sessions([ArchivedSession])
  case sessionEntries([ArchivedSessionEntry])
  case sessionChoices([ArchivedSessionChoice])
  case customFields([ArchivedCustomField])
  case fieldValues([ArchivedFieldValue])
  case alerts([ArchivedAlert])

  public var table: ArchiveTable {
    switch self {
    case .categories: .categories
    case .items: .items
    case .itemBarcodes: .itemBarcodes
    case .locations: .locations
    case .lots: .lots
    case .movements: .movements
    case .scans: .scans
    case .actions: .actions
    case .settings: .settings
    case .createdCodes: .createdCodes
    case .sessions: .sessions
    case .sessionEntries: .sessionEntries
    case .sessionChoices: .sessionChoices
    case .customFields: .customFields
    case .fieldValues: .fieldValues
    case .alerts: .alerts
    }
  }

  /// The records, each with the key it is known by ("42", or a setting's key) for messages.
  public var keyedRecords: [(key: String, record: AnyHashable)] {
    switch self {
    case .categories(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .items(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .itemBarcodes(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .locations(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .lots(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .movements(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .scans(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .actions(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .settings(let rows): rows.map { ($0.key, AnyHashable($0)) }
    case .createdCodes(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .sessions(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .sessionEntries(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .sessionChoices(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .customFields(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    case .fieldValues(let rows): rows.map { ("\($0.itemID):\($0.fieldID)", AnyHashable($0)) }
    case .alerts(let rows): rows.map { (String($0.id), AnyHashable($0)) }
    }
  }

  public var count: Int {
    switch self {
    case .categories(let rows): rows.count
    case .items(let rows): rows.count
    case .itemBarcodes(let rows): rows.count
    case .locations(let rows): rows.count
    case .lots(let rows): rows.count
    case .movements(let rows): rows.count
    case .scans(let rows): rows.count
    case .actions(let rows): rows.count
    case .settings(let rows): rows.count
    case .createdCodes(let rows): rows.count
    case .sessions(let rows): rows.count
    case .sessionEntries(let rows): rows.count
    case .sessionChoices(let rows): rows.count
    case .customFields(let rows): rows.count
    case .fieldValues(let rows): rows.count
    case .alerts(let rows): rows.count
    }
  }

  /// Where the next batch of the table starts; nil when this one is empty.
  public var end: ArchivePosition? {
    switch self {
    case .categories(let rows): rows.last.map { .afterID($0.id) }
    case .items(let rows): rows.last.map { .afterID($0.id) }
    case .itemBarcodes(let rows): rows.last.map { .afterID($0.id) }
    case .locations(let rows): rows.last.map { .afterID($0.id) }
    case .lots(let rows): rows.last.map { .afterID($0.id) }
    case .movements(let rows): rows.last.map { .afterID($0.id) }
    case .scans(let rows): rows.last.map { .afterID($0.id) }
    case .actions(let rows): rows.last.map { .afterID($0.id) }
    case .settings(let rows): rows.last.map { .afterKey($0.key) }
    case .createdCodes(let rows): rows.last.map { .afterID($0.id) }
    case .sessions(let rows): rows.last.map { .afterID($0.id) }
    case .sessionEntries(let rows): rows.last.map { .afterID($0.id) }
    case .sessionChoices(let rows): rows.last.map { .afterID($0.id) }
    case .customFields(let rows): rows.last.map { .afterID($0.id) }
    case .fieldValues(let rows): rows.last.map { .afterPair($0.itemID, $0.fieldID) }
    case .alerts(let rows): rows.last.map { .afterID($0.id) }
    }
  }
}
