import InventoryCore

extension PostgresSchema {
  /// Search finds items by their values of text and choice fields (issue 24), and a field's values are indexed
  /// in the orders a list sorted by it reads (as text, as numbers; then the item). (SQLite's v20 is the same change.)
  ///
  /// A value's words are cut by stockroom (`SearchWords`, written with the value); a value written by another
  /// program without them is cut here, by case only (`stockroom_value_words`). An item's `field_words` gathers
  /// the words of its values of the text and choice fields in use, kept by the triggers below when a value
  /// changes or a field is removed or restored, and its `search_words` takes them in beside its own.
  /// `stockroom_field_number` reads a stored number for comparing (NULL for text that is not one).
  static let fieldSearch = PostgresMigration(
    name: "v20: custom field values searched and sorted",
    statements: [
      """
      CREATE FUNCTION stockroom_value_words(TEXT) RETURNS TSVECTOR LANGUAGE sql IMMUTABLE AS $$
        SELECT coalesce(array_to_tsvector(array_remove(regexp_split_to_array(lower($1), '[^[:alnum:]]+'), '')),
          ''::tsvector)
      $$
      """,
      """
      CREATE FUNCTION stockroom_field_number(TEXT) RETURNS NUMERIC LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE WHEN $1 ~ '^[-+]?[0-9]{1,\(CustomFieldLimits.maximumDigits)}(\\.[0-9]{0,\(CustomFieldLimits.maximumDigits)})?$'
          THEN $1::numeric END
      $$
      """,
      "ALTER TABLE item_field_value ADD COLUMN words TSVECTOR",
      "UPDATE item_field_value SET words = stockroom_value_words(value)",
      """
      CREATE FUNCTION stockroom_field_value_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.words IS NULL OR (TG_OP = 'UPDATE' AND NEW.value <> OLD.value AND NEW.words = OLD.words) THEN
          NEW.words := stockroom_value_words(NEW.value);
        END IF;
        RETURN NEW;
      END
      $$
      """,
      """
      CREATE TRIGGER item_field_value_words BEFORE INSERT OR UPDATE ON item_field_value
        FOR EACH ROW EXECUTE FUNCTION stockroom_field_value_words()
      """,
      "ALTER TABLE item_field_value ALTER COLUMN words SET NOT NULL",
      "ALTER TABLE item ADD COLUMN field_words TSVECTOR NOT NULL DEFAULT ''",
      """
      CREATE FUNCTION stockroom_item_field_words(BIGINT) RETURNS TSVECTOR LANGUAGE sql AS $$
        SELECT coalesce(array_to_tsvector(array_agg(DISTINCT w.word)), ''::tsvector)
        FROM item_field_value v JOIN custom_field f ON f.id = v.field_id
          CROSS JOIN LATERAL unnest(tsvector_to_array(v.words)) AS w(word)
        WHERE v.item_id = $1 AND f.removed_at IS NULL AND f.kind IN ('text', 'choice')
      $$
      """,
      """
      CREATE FUNCTION stockroom_field_value_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE item SET field_words = stockroom_item_field_words(OLD.item_id) WHERE id = OLD.item_id;
        END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.item_id <> OLD.item_id) THEN
          UPDATE item SET field_words = stockroom_item_field_words(NEW.item_id) WHERE id = NEW.item_id;
        END IF;
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE TRIGGER item_field_value_search AFTER INSERT OR UPDATE OR DELETE ON item_field_value
        FOR EACH ROW EXECUTE FUNCTION stockroom_field_value_search()
      """,
      """
      CREATE FUNCTION stockroom_custom_field_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE item SET field_words = stockroom_item_field_words(id)
        WHERE id IN (SELECT item_id FROM item_field_value WHERE field_id = NEW.id);
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE TRIGGER custom_field_search AFTER UPDATE OF removed_at, kind ON custom_field
        FOR EACH ROW EXECUTE FUNCTION stockroom_custom_field_search()
      """,
      // v4's and v8's search words, with the field words.
      """
      CREATE OR REPLACE FUNCTION stockroom_item_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_words := NEW.own_words || NEW.barcode_words || NEW.field_words
          || coalesce((SELECT words FROM category WHERE id = NEW.category_id), ''::tsvector);
        RETURN NEW;
      END
      $$
      """,
      "DROP TRIGGER item_search_words ON item",
      """
      CREATE TRIGGER item_search_words BEFORE UPDATE OF own_words, barcode_words, field_words, category_id ON item
        FOR EACH ROW EXECUTE FUNCTION stockroom_item_search_words()
      """,
      """
      CREATE OR REPLACE FUNCTION stockroom_category_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE item SET search_words = own_words || barcode_words || field_words || NEW.words
        WHERE category_id = NEW.id;
        RETURN NULL;
      END
      $$
      """,
      """
      UPDATE item SET field_words = stockroom_item_field_words(id)
      WHERE id IN (SELECT item_id FROM item_field_value)
      """,
      "CREATE INDEX item_field_value_by_value ON item_field_value (field_id, (value COLLATE \"C\"), item_id)",
      """
      CREATE INDEX item_field_value_by_number
        ON item_field_value (field_id, (coalesce(stockroom_field_number(value), 0)), item_id)
      """,
    ])
}
