import GRDB
import InventoryCore

extension Schema {
  static let stockSessionsMigration = "v9: stock sessions and last counted"

  /// Stock sessions (`StockSession`): a count or a batch, its entries (one per scan or keyed number, summed
  /// per item or unknown code into lines) and a count's choices for items no one counted; and each item's
  /// last-counted time. Readers of a file still waiting for it see no sessions and no counts (see
  /// `Item.columns(in:)` and `SQLiteInventory.hasSessions`).
  static func stockSessions(_ db: Database) throws {
    let quantity = StockLimits.maximumQuantity
    try db.execute(
      sql: """
        ALTER TABLE item ADD COLUMN last_counted_at INTEGER
          CHECK (last_counted_at IS NULL OR (typeof(last_counted_at) = 'integer' AND last_counted_at >= 0));
        CREATE INDEX item_by_last_count ON item(coalesce(last_counted_at, -1), sort_key, id);

        CREATE TABLE stock_session (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL CHECK (kind IN ('count', 'receive', 'remove')),
          state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'committed', 'discarded')),
          scope_category_id INTEGER,                -- no foreign key: a deleted category's count matches nothing
          scope_uncategorised INTEGER NOT NULL DEFAULT 0 CHECK (scope_uncategorised IN (0, 1)),
          scope_search TEXT NOT NULL DEFAULT ''
            CHECK (length(CAST(scope_search AS BLOB)) <= \(StockSessionLimits.maximumSearchBytes)),
          uncounted_default TEXT NOT NULL DEFAULT 'leave' CHECK (uncounted_default IN ('leave', 'zero')),
          note TEXT NOT NULL DEFAULT '' CHECK (length(CAST(note AS BLOB)) <= \(StockSessionLimits.maximumNoteBytes)),
          station TEXT NOT NULL CHECK (length(station) BETWEEN 1 AND 64),
          started_at INTEGER NOT NULL,              -- Unix epoch milliseconds
          closed_at INTEGER,
          closed_by TEXT,
          CHECK (scope_category_id IS NULL OR scope_uncategorised = 0),
          CHECK ((state = 'open') = (closed_at IS NULL))
        );
        CREATE INDEX stock_session_by_state ON stock_session(state, kind);

        -- Append-only deltas, summed per item (or unknown code) into lines: stations add at once without
        -- losing one another's scans. A count's entries carry what the stock said when their line began.
        CREATE TABLE stock_session_entry (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          session_id INTEGER NOT NULL REFERENCES stock_session(id) ON DELETE CASCADE,
          item_id INTEGER REFERENCES item(id) ON DELETE CASCADE,
          code TEXT,                                -- the code as scanned (kept when resolved; none when keyed)
          code_key TEXT,                            -- an unknown code's ProductCode.key: the line it adds to
          delta INTEGER NOT NULL
            CHECK (typeof(delta) = 'integer' AND delta BETWEEN -\(quantity) AND \(quantity)),
          expected INTEGER
            CHECK (expected IS NULL OR (typeof(expected) = 'integer' AND expected BETWEEN 0 AND \(quantity))),
          station TEXT NOT NULL CHECK (length(station) BETWEEN 1 AND 64),
          source TEXT NOT NULL,
          time INTEGER NOT NULL,
          CHECK ((item_id IS NULL) <> (code_key IS NULL)),
          CHECK (code_key IS NULL OR code IS NOT NULL)
        );
        CREATE INDEX stock_session_entry_by_item ON stock_session_entry(session_id, item_id);
        CREATE INDEX stock_session_entry_by_code ON stock_session_entry(session_id, code_key)
          WHERE code_key IS NOT NULL;
        CREATE INDEX stock_session_entry_of_item ON stock_session_entry(item_id);

        -- A count's choice for an item in scope no one counted (else the session's uncounted_default).
        CREATE TABLE stock_session_choice (
          id INTEGER PRIMARY KEY,
          session_id INTEGER NOT NULL REFERENCES stock_session(id) ON DELETE CASCADE,
          item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
          choice TEXT NOT NULL CHECK (choice IN ('leave', 'zero')),
          UNIQUE (session_id, item_id)
        );
        CREATE INDEX stock_session_choice_of_item ON stock_session_choice(item_id);
        """)
  }
}
