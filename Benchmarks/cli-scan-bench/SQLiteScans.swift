import BenchSupport
import Foundation
import InventoryCore
import SQLiteStore
import TestSupport

/// `stockroom --db FILE scan -` against the sqlite3 shell running, per scan, the statements the store runs in
/// its one transaction (`SQLiteInventory.recordScan`): find the item by its barcode key, read it, insert the
/// movement (whose trigger updates the stock), read it again, journal the action, log the scan.
enum SQLiteScans {
  static func measure(size: Int, options: Options) throws -> Row {
    let folder = try TemporaryDirectory("cli-scan-bench")
    let appFile = folder.path("app.sqlite")
    let peerFile = folder.path("peer.sqlite")
    log("SQLite \(size) items: generating")
    let (codes, generateSeconds) = try timeOnce { try generate(size: size, at: appFile, scans: options.scans) }
    let checkpoint = try ProcessRunner.run("/usr/bin/sqlite3", [appFile, "PRAGMA wal_checkpoint(TRUNCATE);"])
    guard checkpoint.status == 0 else { throw BenchFailure("sqlite3 checkpoint: \(checkpoint.stderr)") }
    try FileManager.default.copyItem(atPath: appFile, toPath: peerFile)

    let codesFile = folder.path("codes.txt")
    try (codes.map(\.code).joined(separator: "\n") + "\n").write(toFile: codesFile, atomically: true, encoding: .utf8)
    let scriptFile = folder.path("peer.sql")
    try peerScript(codes).write(toFile: scriptFile, atomically: true, encoding: .utf8)

    var row = Row(backend: "SQLite", size: size, generateSeconds: generateSeconds)
    for round in 1...options.rounds {
      row.load.append(BenchMachine.loadAverage)
      let peer = try timedRun("/usr/bin/sqlite3", [peerFile], stdin: scriptFile, stderr: folder.path("peer.err"))
      let app = try timedRun(
        options.stockroom, ["--db", appFile, "scan", "-"], environment: ["HOME": folder.url.path], stdin: codesFile,
        stderr: folder.path("app.err"))
      row.peerRates.append(Double(codes.count) / peer)
      row.appRates.append(Double(codes.count) / app)
      log(
        "  round \(round): stockroom \(format(Double(codes.count) / app, decimals: 0))/s, "
          + "sqlite3 \(format(Double(codes.count) / peer, decimals: 0))/s, load \(BenchMachine.loadAverage)")
    }
    try checkStockChanged(appFile, expectedMovements: options.rounds * codes.count)
    return row
  }

  struct Code {
    var code: String
    var key: String
  }

  /// `size` items through the real import (`SampleInventory`, the same data as stockroom-bench); returns `scans`
  /// of their barcodes spread over the whole inventory, each with its lookup key.
  static func generate(size: Int, at path: String, scans: Int) throws -> [Code] {
    let sample = try SampleInventory.csv(count: size)
    let service = SQLiteInventory(database: try AppDatabase.open(path: path))
    _ = try service.importItems(try ItemCSVReader.read(data: sample.csv))
    let barcodes = sample.barcodes
    guard !barcodes.isEmpty else { throw BenchFailure("no barcodes generated") }
    return try (0..<scans).map { index in
      let code = barcodes[((index % barcodes.count) * 7919) % barcodes.count]
      return Code(code: code, key: try ProductCode(code).key)
    }
  }

  /// One transaction per scan, the statements of `SQLiteInventory.recordScan` for a known code in add mode,
  /// with the connection settings the app uses (`AppDatabase`: WAL, synchronous NORMAL, foreign keys).
  static func peerScript(_ codes: [Code]) -> String {
    var script = """
      PRAGMA foreign_keys = ON;
      PRAGMA synchronous = NORMAL;
      PRAGMA temp_store = MEMORY;
      PRAGMA busy_timeout = 10000;

      """
    let time = Int64(Date().timeIntervalSince1970 * 1000)
    for (index, code) in codes.enumerated() {
      let at = time + Int64(index)
      let item = "(SELECT id FROM item WHERE barcode_key = '\(code.key)')"
      script += """
        BEGIN IMMEDIATE;
        SELECT * FROM item WHERE barcode_key = '\(code.key)';
        SELECT * FROM item WHERE id = \(item);
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time, undoes_id, station)
          SELECT id, name, 1, 'scan', 'cli', \(at), NULL, 'bench' FROM item WHERE barcode_key = '\(code.key)';
        SELECT * FROM item WHERE id = \(item);
        INSERT INTO action (time, station, session, kind, item_id, item_name, movement_id, before, after, target_id,
          summary)
          SELECT \(at), 'bench', 'peer', 'stock', id, name, last_insert_rowid(), NULL, NULL, NULL,
            'scan +1 "' || name || '" ' || (quantity - 1) || ' → ' || quantity FROM item WHERE id = \(item);
        INSERT INTO scan (code, symbology, source, quality_overall, quality_sharpness, quality_contrast,
          quality_brightness, quality_confidence, time, outcome, item_id, detail,
          gs1, gtin, expiry, best_before, batch, serial, unit_count, station)
          SELECT '\(code.code)', 'EAN-13', 'cli', NULL, NULL, NULL, NULL, NULL, \(at), 'incremented', id,
            name || ' ' || (quantity - 1) || ' -> ' || quantity, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'bench'
          FROM item WHERE id = \(item);
        COMMIT;

        """
    }
    return script
  }

  /// Every scan of every round moved stock: the app really recorded them (it exits 0 on success only, too).
  static func checkStockChanged(_ path: String, expectedMovements: Int) throws {
    let result = try ProcessRunner.run(
      "/usr/bin/sqlite3", [path, "SELECT count(*) FROM stock_movement WHERE reason = 'scan';"])
    let count = Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    guard count == expectedMovements else {
      throw BenchFailure("stockroom recorded \(count.map(String.init) ?? "?") scan movements, not \(expectedMovements)")
    }
  }
}
