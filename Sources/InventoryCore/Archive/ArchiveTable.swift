/// The tables of an inventory archive, in the order they are copied: every reference points to a table (or
/// a row of the same table) copied before it, so a destination with foreign keys accepts each row as it comes.
public enum ArchiveTable: String, Sendable, CaseIterable, Hashable, CustomStringConvertible {
  case categories = "category"
  case items = "item"
  case itemBarcodes = "item_barcode"
  case locations = "location"
  case lots = "lot"
  case movements = "stock_movement"
  case scans = "scan"
  case actions = "action"
  case settings = "setting"
  case createdCodes = "created_code"
  case sessions = "stock_session"
  case sessionEntries = "stock_session_entry"
  case sessionChoices = "stock_session_choice"
  case customFields = "custom_field"
  case fieldValues = "item_field_value"
  case alerts = "stock_alert"

  /// The table's name in both stores' schemas.
  public var description: String { rawValue }

  /// The table's columns in both stores' schemas, in the order of its record's fields (`ArchivedItem`...):
  /// readers select them and loaders insert them in this order.
  public var columns: [String] {
    switch self {
    case .categories: ["id", "name", "name_key", "color"]
    case .items:
      [
        "id", "name", "sort_key", "barcode", "barcode_key", "quantity", "price_minor", "category_id",
        "minimum_quantity", "target_quantity", "notes", "created_at", "updated_at", "last_counted_at",
        "expiry_window_days",
      ]
    case .itemBarcodes: ["id", "item_id", "code", "key", "units_per_scan", "label"]
    case .locations: ["id", "name", "name_key", "code", "notes", "parent_id", "is_default", "label_code"]
    case .lots:
      ["id", "item_id", "location_id", "batch", "expiry", "best_before", "serial", "received_at", "quantity"]
    case .movements:
      [
        "id", "item_id", "item_name", "delta", "reason", "source", "station", "time", "undoes_id", "deleted_item_id",
        "location_id", "lot_id", "part_of_id",
      ]
    case .scans:
      [
        "id", "code", "symbology", "source", "station", "quality_overall", "quality_sharpness", "quality_contrast",
        "quality_brightness", "quality_confidence", "time", "outcome", "item_id", "detail", "deleted_item_id", "gs1",
        "gtin", "expiry", "best_before", "batch", "serial", "unit_count",
      ]
    case .actions:
      [
        "id", "time", "station", "session", "kind", "item_id", "item_name", "movement_id", "before", "after",
        "target_id", "undone", "summary",
      ]
    case .settings: ["key", "value"]
    case .createdCodes: ["id", "kind", "content", "preview", "file", "time"]
    case .sessions:
      [
        "id", "kind", "state", "scope_category_id", "scope_uncategorised", "scope_search", "uncounted_default", "note",
        "station", "started_at", "closed_at", "closed_by", "scope_location_id", "scope_with_sublocations",
      ]
    case .sessionEntries:
      [
        "id", "session_id", "item_id", "code", "code_key", "delta", "expected", "station", "source", "time",
        "location_id", "lot_batch", "lot_expiry", "lot_best_before", "lot_serial",
      ]
    case .sessionChoices: ["id", "session_id", "item_id", "choice"]
    case .customFields:
      [
        "id", "name", "name_key", "kind", "unit", "minimum", "maximum", "choices", "category_id", "required",
        "default_value", "position", "removed_at",
      ]
    case .fieldValues: ["item_id", "field_id", "value"]
    case .alerts:
      [
        "id", "item_id", "item_name", "kind", "quantity", "minimum", "raised_at", "station", "ended_at",
        "acknowledged_at", "sent_at", "failed_attempts", "last_failure", "claimed_until", "lot_id", "lot_batch",
        "lot_use_by",
      ]
    }
  }

  /// The columns records are ordered and resumed by: a setting's key, an item's value of a field by item and
  /// field, every other record by its id.
  public var orderColumns: [String] {
    switch self {
    case .settings: ["key"]
    case .fieldValues: ["item_id", "field_id"]
    default: ["id"]
    }
  }

  /// Whether the table's records have an id of their own (an identity on PostgreSQL).
  public var hasIDs: Bool { orderColumns == ["id"] }

  /// The tables whose ids are never handed out twice (SQLite AUTOINCREMENT, PostgreSQL identity): a copy
  /// carries on counting where the original stopped, so an id a deleted row had is never given to a new one.
  public static let neverReusedIDs: [ArchiveTable] = [
    .categories, .items, .locations, .lots, .movements, .scans, .actions, .sessions, .sessionEntries, .customFields,
    .alerts,
  ]
}

/// Where a read of a table resumes: records are read in order of their id (settings in the byte order of
/// their key, field values by item and field), each batch after the last record of the one before.
public enum ArchivePosition: Sendable, Hashable {
  case start
  case afterID(Int64)
  case afterKey(String)
  case afterPair(Int64, Int64)

  /// The pair to read after ((0, 0) at the start: ids are positive).
  public var pair: (Int64, Int64) {
    if case .afterPair(let first, let second) = self { return (first, second) }
    return (0, 0)
  }

  /// The id to read after (0 at the start: ids are positive).
  public var id: Int64 {
    if case .afterID(let id) = self { return id }
    return 0
  }

  /// The key to read after ("" at the start, which every key follows).
  public var key: String {
    if case .afterKey(let key) = self { return key }
    return ""
  }
}

/// The highest id each table has ever handed out (`ArchiveTable.neverReusedIDs`; 0 for none yet).
public typealias ArchiveIDCounters = [ArchiveTable: Int64]
