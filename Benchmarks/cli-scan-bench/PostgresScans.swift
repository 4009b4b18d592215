import BenchSupport
import Foundation
import InventoryCore
import PostgresStore
import TestSupport

/// `stockroom --db postgresql://… scan -` against psql running, per scan, the statements the PostgreSQL store
/// sends in its one transaction (seen with `log_statement = all`): the replay id, the item by its barcode key,
/// the item locked, the movement (whose trigger updates the stock), the item again, the action, the scan.
/// Both on the same private server and database.
enum PostgresScans {
  static func measure(size: Int, server: PrivatePostgresServer, options: Options) throws -> Row {
    let folder = try TemporaryDirectory("cli-scan-bench-pg")
    let database = "scan_\(size)"
    try server.psql("CREATE DATABASE \(database)")
    log("PostgreSQL \(size) items: generating")
    let (codes, generateSeconds) = try timeOnce {
      try generate(size: size, server: server, database: database, folder: folder, scans: options.scans)
    }
    let codesFile = folder.path("codes.txt")
    try (codes.map(\.code).joined(separator: "\n") + "\n").write(toFile: codesFile, atomically: true, encoding: .utf8)
    let scriptFile = folder.path("peer.sql")
    try peerScript(codes).write(toFile: scriptFile, atomically: true, encoding: .utf8)
    guard let binaries = PrivatePostgresServer.binaries else { throw BenchFailure("no psql") }
    let url = "postgresql://\(server.user)@/\(database)?host=\(server.socketFolder)&port=\(server.port)"

    var row = Row(backend: "PostgreSQL", size: size, generateSeconds: generateSeconds)
    for round in 1...options.rounds {
      row.load.append(BenchMachine.loadAverage)
      let peer = try timedRun(
        "\(binaries)/psql",
        [
          "-h", server.socketFolder, "-p", String(server.port), "-U", server.user, "-d", database, "-X", "-q",
          "-v", "ON_ERROR_STOP=1", "-f", scriptFile,
        ], stdin: "/dev/null", stderr: folder.path("peer.err"))
      let app = try timedRun(
        options.stockroom, ["--db", url, "scan", "-"], environment: ["HOME": folder.url.path], stdin: codesFile,
        stderr: folder.path("app.err"))
      row.peerRates.append(Double(codes.count) / peer)
      row.appRates.append(Double(codes.count) / app)
      log(
        "  round \(round): stockroom \(format(Double(codes.count) / app, decimals: 0))/s, "
          + "psql \(format(Double(codes.count) / peer, decimals: 0))/s, load \(BenchMachine.loadAverage)")
    }
    let moved = try server.psql(
      "SELECT count(*) FROM stock_movement WHERE reason = 'scan' AND station <> 'bench'",
      database: database)
    guard Int(moved.trimmingCharacters(in: .whitespacesAndNewlines)) == options.rounds * codes.count else {
      throw BenchFailure("stockroom recorded \(moved) scan movements, not \(options.rounds * codes.count)")
    }
    return row
  }

  static func generate(
    size: Int, server: PrivatePostgresServer, database: String, folder: TemporaryDirectory, scans: Int
  ) throws -> [SQLiteScans.Code] {
    let sample = try SampleInventory.csv(count: size)
    let inventory = try PostgresInventory(
      settings: PostgresSettings(
        endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: database,
        connectTimeoutSeconds: 10, queryTimeoutSeconds: 3600),
      origin: ActionOrigin(station: "import", session: UUID().uuidString), environment: ["HOME": folder.url.path])
    _ = try inventory.importItems(try ItemCSVReader.read(data: sample.csv))
    let barcodes = sample.barcodes
    guard !barcodes.isEmpty else { throw BenchFailure("no barcodes generated") }
    return try (0..<scans).map { index in
      let code = barcodes[((index % barcodes.count) * 7919) % barcodes.count]
      return SQLiteScans.Code(code: code, key: try ProductCode(code).key)
    }
  }

  static let itemColumns = """
    item.id, item.name, item.barcode, item.quantity, item.price_minor, item.category_id, item.minimum_quantity,
      item.target_quantity, item.notes, item.created_at, item.updated_at, item.last_counted_at
    """

  static func peerScript(_ codes: [SQLiteScans.Code]) -> String {
    var script = ""
    let time = Int64(Date().timeIntervalSince1970 * 1000)
    for (index, code) in codes.enumerated() {
      let at = time + Int64(index)
      let item = "(SELECT id FROM item WHERE barcode_key = '\(code.key)')"
      script += """
        BEGIN;
        INSERT INTO scan_replay (id, time) VALUES (gen_random_uuid(), \(at)) ON CONFLICT (id) DO NOTHING;
        SELECT \(itemColumns) FROM item WHERE barcode_key = '\(code.key)';
        SELECT \(itemColumns) FROM item WHERE id = \(item) FOR UPDATE;
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time, undoes_id)
          SELECT id, name, 1, 'scan', 'cli', 'bench', \(at), NULL FROM item WHERE barcode_key = '\(code.key)'
          RETURNING id;
        SELECT \(itemColumns) FROM item WHERE id = \(item);
        INSERT INTO action (time, station, session, kind, item_id, item_name, movement_id, before, after, target_id,
          summary)
          SELECT \(at), 'bench', 'peer', 'stock', id, name, currval(pg_get_serial_sequence('stock_movement', 'id')),
            NULL, NULL, NULL, 'scan +1 "' || name || '" ' || (quantity - 1) || ' → ' || quantity
          FROM item WHERE id = \(item) RETURNING id;
        INSERT INTO scan (code, symbology, source, quality_overall, quality_sharpness, quality_contrast,
          quality_brightness, quality_confidence, time, outcome, item_id, detail,
          gs1, gtin, expiry, best_before, batch, serial, unit_count, station)
          SELECT '\(code.code)', 'EAN-13', 'cli', NULL, NULL, NULL, NULL, NULL, \(at), 'incremented', id,
            name || ' ' || (quantity - 1) || ' -> ' || quantity, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'bench'
          FROM item WHERE id = \(item) RETURNING id;
        COMMIT;

        """
    }
    return script
  }
}
