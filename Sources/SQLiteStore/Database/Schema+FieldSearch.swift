import GRDB

/// Migration v20 (issue 24): search finds an item by its values of text and choice fields, and the list is
/// ordered by a field from an index.
extension Schema {
  static let fieldSearchMigration = "v20: custom field values searched and sorted"

  /// What the search index reads as an item's notes (`item_search_source.notes`): its notes, then its values of
  /// the text and choice fields in use. One more column would mean a new index; a search matches words anywhere
  /// in the item, never in one column, so the values can share the notes'.
  static let searchedNotes = """
    item.notes || coalesce((SELECT group_concat(' ' || v.value, '') FROM item_field_value v
      JOIN custom_field f ON f.id = v.field_id
      WHERE v.item_id = item.id AND f.removed_at IS NULL AND f.kind IN ('text', 'choice')), '')
    """

  /// The items with a value of field `row` (`OLD` or `NEW` in a trigger on `custom_field`).
  static func itemsWithValues(of row: String) -> String {
    "id IN (SELECT item_id FROM item_field_value WHERE field_id = \(row).id)"
  }

  /// The triggers that keep the search index right as values change and fields are removed or restored, each
  /// change bracketed by unindexing before and indexing after (as `searchTriggers`). A value is written by
  /// UPDATE or INSERT, never an upsert: SQLite would run both the INSERT's BEFORE trigger and the UPDATE's, and
  /// unindex the item twice. An item's deletion unindexes it before its values go with it (they find no item).
  static let fieldSearchTriggers: [(name: String, sql: String)] = [
    (
      "item_field_value_search_insert_before",
      "BEFORE INSERT ON item_field_value BEGIN \(unindexSearch("id = NEW.item_id")) END"
    ),
    (
      "item_field_value_search_insert",
      "AFTER INSERT ON item_field_value BEGIN \(indexSearch("id = NEW.item_id")) END"
    ),
    (
      "item_field_value_search_update_before",
      "BEFORE UPDATE ON item_field_value BEGIN \(unindexSearch("id IN (OLD.item_id, NEW.item_id)")) END"
    ),
    (
      "item_field_value_search_update",
      "AFTER UPDATE ON item_field_value BEGIN \(indexSearch("id IN (OLD.item_id, NEW.item_id)")) END"
    ),
    (
      "item_field_value_search_delete_before",
      "BEFORE DELETE ON item_field_value BEGIN \(unindexSearch("id = OLD.item_id")) END"
    ),
    (
      "item_field_value_search_delete",
      "AFTER DELETE ON item_field_value BEGIN \(indexSearch("id = OLD.item_id")) END"
    ),
    (
      "custom_field_search_before",
      "BEFORE UPDATE OF removed_at, kind ON custom_field BEGIN \(unindexSearch(itemsWithValues(of: "OLD"))) END"
    ),
    (
      "custom_field_search",
      "AFTER UPDATE OF removed_at, kind ON custom_field BEGIN \(indexSearch(itemsWithValues(of: "NEW"))) END"
    ),
  ]

  /// The search index's view reads the values too, the index is rebuilt from it (as v13 built it), and the
  /// triggers above keep it. A field's values are indexed in the two orders a list sorted by it reads them
  /// (`ItemQuery.fieldSortKey`): as text, and as numbers; each index ends with the item id (the table's key),
  /// which breaks ties, so a page is read from the index in order at any depth (`ListSegment`).
  static func fieldSearch(_ db: Database) throws {
    try db.execute(
      sql: """
        DROP VIEW \(searchSource);
        CREATE VIEW \(searchSource) (id, \(searchColumns)) AS
          SELECT id, name, \(searchedBarcodes(of: "item")), \(searchedNotes),
            coalesce((SELECT name FROM category WHERE category.id = item.category_id), '')
          FROM item;
        INSERT INTO item_search (item_search) VALUES ('rebuild');
        CREATE INDEX item_field_value_by_value ON item_field_value(field_id, value);
        CREATE INDEX item_field_value_by_number ON item_field_value(field_id, CAST(value AS REAL));
        """)
    for trigger in fieldSearchTriggers {
      try db.execute(sql: "CREATE TRIGGER \(trigger.name) \(trigger.sql);")
    }
  }
}
