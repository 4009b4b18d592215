import GRDB

/// The "v3" migration: a journal of what each station did, so that undo can mean "my last action".
enum ActionJournalSchema {
  static func create(_ db: Database) throws {
    try db.execute(
      sql: """
        -- One row per user action (a stock change, an item added, edited or deleted) and per undo or redo
        -- of one. `station` is the machine (STOCKROOM_STATION or the host name), `session` one process.
        CREATE TABLE action (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          time INTEGER NOT NULL,                    -- Unix epoch milliseconds
          station TEXT NOT NULL,
          session TEXT NOT NULL,
          kind TEXT NOT NULL,                       -- stock, add, edit, delete, undo, redo
          item_id INTEGER,                          -- no foreign key: the entry outlives the item
          item_name TEXT NOT NULL,
          movement_id INTEGER,                      -- the movement this action appended, if any
          before TEXT,                              -- the item before (JSON ItemSnapshot)
          after TEXT,                               -- the item after
          target_id INTEGER REFERENCES action(id),  -- undo/redo: the action reversed or done again
          undone INTEGER NOT NULL DEFAULT 0,        -- 1 while an undo reverses this action
          summary TEXT NOT NULL                     -- what happened, in the words the user saw
        );
        CREATE INDEX action_by_station ON action(station, session, id);
        CREATE INDEX action_by_target ON action(target_id);

        -- Deleting an item detaches its movements and scans (item_id becomes NULL); this keeps the id they
        -- had so that undoing the deletion re-attaches them. Not covered by the append-only trigger.
        ALTER TABLE stock_movement ADD COLUMN deleted_item_id INTEGER;
        ALTER TABLE scan ADD COLUMN deleted_item_id INTEGER;
        CREATE INDEX stock_movement_by_deleted_item ON stock_movement(deleted_item_id) WHERE deleted_item_id IS NOT NULL;
        CREATE INDEX scan_by_deleted_item ON scan(deleted_item_id) WHERE deleted_item_id IS NOT NULL;
        """)
  }
}
