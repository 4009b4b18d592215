import BenchSupport
import Foundation
import SQLiteStore
import TestSupport

/// Whole-process imports (`stockroom import FILE`) of generated files, with their peak resident memory, beside
/// peers run on the same files in the same run: the sqlite3 CLI doing the SQL of stockroom's set-wise import on
/// the same schema (the floor), psql doing the same on PostgreSQL (its floor), and psql's `\copy` into a table
/// of the file's columns.
struct ImportBenchmark {
  /// One whole-process run: wall-clock seconds (spawn to exit) and GNU time's peak resident memory.
  struct Run {
    var seconds: Double
    var peakKiB: Int
    var peakMiB: Double { Double(peakKiB) / 1024 }
  }

  struct Row {
    var rows: Int
    var fileBytes: Int
    var sqlite: Run
    var sqliteFloor: Run
    var sqliteFileBytes: Int
    var postgres: Run?
    var psqlFloor: Run?
    var psqlCopy: Run?
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let stockroom: String
  let folder: String
  let server: PrivatePostgresServer?
  let log: (String) -> Void

  func measure(rows: Int) throws -> Row {
    log("import: generating \(rows) rows")
    let file = folder + "/import-\(rows).csv"
    try SampleInventory.csv(count: rows).csv.write(to: URL(fileURLWithPath: file))
    let fileBytes = try size(of: file)

    log("import: \(rows) rows into SQLite")
    let ours = folder + "/import-\(rows).sqlite"
    let sqlite = try Self.run(stockroom, ["import", "--db", ours, file])
    let floorDatabase = folder + "/floor-\(rows).sqlite"
    try prepareFloor(floorDatabase)
    let script = folder + "/floor-\(rows).sql"
    try floorSQL(file: file, database: floorDatabase).write(toFile: script, atomically: true, encoding: .utf8)
    let floor = try Self.run("/bin/sh", ["-c", "sqlite3 '\(floorDatabase)' < '\(script)'"])
    let sqliteFileBytes = try size(of: ours)
    for path in [ours, floorDatabase] { removeDatabase(path) }

    var postgres: Run?
    var psqlFloor: Run?
    var psqlCopy: Run?
    if let server {
      log("import: \(rows) rows into PostgreSQL")
      let name = "import_\(rows)"
      _ = try server.psql("CREATE DATABASE \(name)")
      let url = "postgresql://\(server.user)@/\(name)?host=\(server.socketFolder)&port=\(server.port)"
      postgres = try Self.run(stockroom, ["import", "--db", url, file])
      guard let binaries = PrivatePostgresServer.binaries else { throw Failure(description: "no psql") }
      func psql(_ database: String, _ arguments: [String]) throws -> Run {
        try Self.run(
          "\(binaries)/psql",
          [
            "-h", server.socketFolder, "-p", String(server.port), "-U", server.user, "-d", database, "-X", "-q",
            "-v", "ON_ERROR_STOP=1",
          ] + arguments)
      }
      let floorName = "floor_\(rows)"
      _ = try server.psql("CREATE DATABASE \(floorName)")
      // stockroom makes the schema: opening a server inventory migrates it.
      let floorURL = "postgresql://\(server.user)@/\(floorName)?host=\(server.socketFolder)&port=\(server.port)"
      _ = try Self.run(stockroom, ["items", "list", "--db", floorURL])
      let floorScript = folder + "/floor-\(rows).psql"
      try postgresFloorSQL(file: file).write(toFile: floorScript, atomically: true, encoding: .utf8)
      psqlFloor = try psql(floorName, ["-f", floorScript])
      let peer = "peer_\(rows)"
      _ = try server.psql("CREATE DATABASE \(peer)")
      _ = try server.psql(
        "CREATE TABLE peer (barcode text, name text, category text, quantity bigint, minimum bigint, target bigint, "
          + "price numeric, notes text)", database: peer)
      psqlCopy = try psql(peer, ["-c", "\\copy peer FROM '\(file)' WITH (FORMAT csv, HEADER true)"])
      try? FileManager.default.removeItem(atPath: floorScript)
      for database in [name, floorName, peer] { _ = try? server.psql("DROP DATABASE \(database)") }
    }
    try? FileManager.default.removeItem(atPath: file)
    return Row(
      rows: rows, fileBytes: fileBytes, sqlite: sqlite, sqliteFloor: floor, sqliteFileBytes: sqliteFileBytes,
      postgres: postgres, psqlFloor: psqlFloor, psqlCopy: psqlCopy)
  }

  /// Runs a command under GNU time (`%M`: the child's own peak; GNU time forks it from its own small process).
  static func run(_ executable: String, _ arguments: [String]) throws -> Run {
    let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("peak-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: peakFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", "-o", peakFile, executable] + arguments
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    let start = ContinuousClock.now
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = (ContinuousClock.now - start).seconds
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(executable) \(arguments.joined(separator: " ")) failed: "
          + String(decoding: stderr, as: UTF8.self))
    }
    let text = (try? String(contentsOfFile: peakFile, encoding: .utf8)) ?? ""
    guard let kibibytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw Failure(description: "GNU time gave no peak memory for \(executable): '\(text)'")
    }
    return Run(seconds: seconds, peakKiB: kibibytes)
  }

  /// An empty database with stockroom's schema (made by stockroom itself).
  private func prepareFloor(_ path: String) throws {
    _ = try AppDatabase.open(path: path)
  }

  /// What stockroom's import of an empty inventory does (`BulkItemCreator` over `SQLiteBulkCreationStorage`, `BulkSearchIndexing`), as plain SQL
  /// for the sqlite3 CLI: the file into a staging table, categories, items in file order, their opening
  /// movements, then the search index in one statement, all in one transaction, and the file packed after it
  /// (`AppDatabase.compact`). What only Swift computes is approximated in SQL (the sort key is `lower(name)`, the
  /// barcode key the barcode).
  private func floorSQL(file: String, database: String) throws -> String {
    let trigger = try Self.sqlite(database, "SELECT sql FROM sqlite_master WHERE name = 'item_search_insert'")
    guard trigger.contains("item_search_source") else {
      throw Failure(description: "unexpected item_search_insert trigger: \(trigger)")
    }
    let time = Int64(Date().timeIntervalSince1970 * 1000)
    return """
      PRAGMA foreign_keys = ON;
      PRAGMA cache_size = -\(SQLiteInventory.importCacheKiB);
      BEGIN;
      CREATE TEMP TABLE staging (barcode TEXT, name TEXT, category TEXT, quantity INTEGER, minimum INTEGER,
        target TEXT, price TEXT, notes TEXT);
      .import --csv --skip 1 '\(file)' staging
      INSERT INTO category (name, name_key, color)
        SELECT category, lower(category), 'blue' FROM staging WHERE category <> '' GROUP BY category ORDER BY min(rowid);
      DROP TRIGGER item_search_insert;
      INSERT INTO item (name, sort_key, barcode, barcode_key, quantity, price_minor, category_id, minimum_quantity,
        target_quantity, notes, created_at, updated_at)
        SELECT name, lower(name), nullif(barcode, ''), nullif(barcode, ''), 0, CAST(round(price * 100) AS INTEGER),
          (SELECT id FROM category WHERE category.name = staging.category), minimum,
          CAST(nullif(target, '') AS INTEGER), notes, \(time), \(time)
        FROM staging ORDER BY rowid;
      INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time, station)
        SELECT rowid, name, quantity, 'import', 'import', \(time), 'bench' FROM staging WHERE quantity > 0 ORDER BY rowid;
      INSERT INTO item_search (rowid, name, barcode, notes, category)
        SELECT id, name, barcode, notes, category FROM item_search_source;
      \(trigger);
      COMMIT;
      PRAGMA temp_store = FILE;
      VACUUM;

      """
  }

  /// What stockroom's import of an empty server inventory does (`BulkItemCreator` over
  /// `PostgresBulkCreationStorage`), as plain SQL for psql: the file into a staging table with `\copy`, categories,
  /// then the items with their opening stock and search words and those movements in one statement, in one
  /// transaction, on a database whose schema stockroom made (its indexes, constraints and triggers all run). What
  /// only Swift computes is approximated in SQL: the sort key is `lower(name)`, the barcode key the barcode, the
  /// search words the name's, barcode's and notes' runs of letters and digits.
  private func postgresFloorSQL(file: String) -> String {
    let time = Int64(Date().timeIntervalSince1970 * 1000)
    return """
      \\set ON_ERROR_STOP 1
      BEGIN;
      SELECT set_config('stockroom.opening_stock', 'on', true), set_config('jit', 'off', true);
      CREATE TEMP TABLE staging (position BIGINT GENERATED ALWAYS AS IDENTITY, barcode TEXT, name TEXT,
        category TEXT, quantity BIGINT, minimum BIGINT, target TEXT, price NUMERIC, notes TEXT) ON COMMIT DROP;
      \\copy staging (barcode, name, category, quantity, minimum, target, price, notes) FROM '\(file)' WITH (FORMAT csv, HEADER true)
      INSERT INTO category (name, name_key, color, words)
        SELECT category, lower(category), 'blue', to_tsvector('simple', category) FROM staging WHERE category <> ''
        GROUP BY category ORDER BY min(position);
      WITH new_item AS (
        INSERT INTO item (name, sort_key, barcode, barcode_key, quantity, price_minor, category_id, minimum_quantity,
          target_quantity, notes, own_words, search_words, created_at, updated_at)
        SELECT staged.name, lower(staged.name), nullif(barcode, ''), nullif(barcode, ''), quantity,
          round(price * 100)::BIGINT, category.id, minimum, nullif(target, '')::BIGINT, coalesce(notes, ''), own_words,
          own_words || coalesce(category.words, ''::TSVECTOR), \(time), \(time)
        FROM (SELECT *, array_to_tsvector(array_remove(regexp_split_to_array(
            lower(concat_ws(' ', name, barcode, notes)), '[^[:alnum:]]+'), '')) AS own_words FROM staging) staged
        LEFT JOIN category ON category.name = staged.category
        ORDER BY position
        RETURNING id, name, quantity
      )
      INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time)
        SELECT id, name, quantity, 'import', 'import', 'bench', \(time) FROM new_item WHERE quantity > 0;
      COMMIT;

      """
  }

  static func sqlite(_ database: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, sql]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func size(of path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  }

  private func removeDatabase(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }
}
