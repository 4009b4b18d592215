import BenchSupport
import Foundation

/// The whole-process import figures as Markdown, with the issue 27 targets: peak memory under 300 MiB at a
/// million rows (not growing with the file), SQLite within 1.5x the sqlite3 floor, PostgreSQL within 5x psql's
/// `\copy` (as the issue wrote it), and within 1.5x psql doing the import's own SQL (the floor, as on SQLite).
enum ImportReport {
  static func markdown(_ rows: [ImportBenchmark.Row]) -> String {
    guard !rows.isEmpty else { return "" }
    func verdict(_ ok: Bool) -> String { ok ? "met" : "**missed**" }
    func mib(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, decimals: 1) + " MiB" }
    func run(_ run: ImportBenchmark.Run?) -> String {
      guard let run else { return "n/a" }
      return "\(format(run.seconds)) s, \(format(run.peakMiB, decimals: 0)) MiB"
    }
    func ratio(_ mine: ImportBenchmark.Run?, _ peer: ImportBenchmark.Run?) -> String {
      guard let mine, let peer, peer.seconds > 0 else { return "n/a" }
      return format(mine.seconds / peer.seconds) + "x"
    }
    var lines = [
      "## Import, whole process (issue 27)",
      "",
      "Measured by `stockroom-bench` on \(BenchMachine.summary), release build; load average (1 min) at the end: "
        + "\(BenchMachine.loadAverage).",
      "",
      "`stockroom import FILE` into an empty inventory, run as its own process under GNU time (wall-clock from spawn "
        + "to exit; peak = the process's maximum resident set, `%M`). Files generated like the inventory section's (barcode, name, "
        + "category, quantity, minimum, target, price, notes). Peers on the same file in the same run: the sqlite3 "
        + "CLI running the SQL of stockroom's set-wise import on a database with stockroom's schema (`.import` into a "
        + "staging table, categories, items, opening movements, the search index in one statement, one "
        + "transaction: the floor for that work); psql doing the same on PostgreSQL (`\\copy` into a staging table, "
        + "categories, then items with their opening stock and search words and those movements in one statement, "
        + "one transaction, on a database with stockroom's schema: its floor); and psql's `\\copy` of the file into "
        + "a table of its columns with no index, constraint or trigger (PostgreSQL with `fsync=off`, on a local "
        + "socket). stockroom also checks every row before writing any, reading the file twice.",
      "",
      "| rows (CSV size) | stockroom, SQLite | sqlite3 floor | ratio | database / CSV | stockroom, PostgreSQL | psql floor | ratio | psql `\\copy` | ratio |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows {
      lines.append(
        "| \(row.rows) (\(mib(row.fileBytes))) | \(run(row.sqlite)) | \(run(row.sqliteFloor)) | "
          + "\(ratio(row.sqlite, row.sqliteFloor)) | \(format(Double(row.sqliteFileBytes) / Double(max(1, row.fileBytes)), decimals: 1))x | "
          + "\(run(row.postgres)) | \(run(row.psqlFloor)) | \(ratio(row.postgres, row.psqlFloor)) | "
          + "\(run(row.psqlCopy)) | \(ratio(row.postgres, row.psqlCopy)) |")
    }
    lines.append("")
    guard let largest = rows.max(by: { $0.rows < $1.rows }), let smallest = rows.min(by: { $0.rows < $1.rows }) else {
      return lines.joined(separator: "\n")
    }
    let peaks = [largest.sqlite.peakMiB, largest.postgres?.peakMiB ?? 0].max() ?? 0
    let sqliteRatio = largest.sqlite.seconds / largest.sqliteFloor.seconds
    let postgresRatio = largest.postgres.flatMap { mine in largest.psqlCopy.map { mine.seconds / $0.seconds } }
    let postgresFloorRatio = largest.postgres.flatMap { mine in largest.psqlFloor.map { mine.seconds / $0.seconds } }
    let floorOverCopy = largest.psqlFloor.flatMap { floor in largest.psqlCopy.map { floor.seconds / $0.seconds } }
    lines += [
      "| target at \(largest.rows) rows | figure | |",
      "| --- | --- | --- |",
      "| peak memory < 300 MiB, not growing with the file | \(format(peaks, decimals: 0)) MiB (\(format(smallest.sqlite.peakMiB, decimals: 0)) MiB at \(smallest.rows) rows) | \(verdict(peaks < 300)) |",
      "| SQLite within 1.5x the sqlite3 floor | \(format(sqliteRatio))x | \(verdict(sqliteRatio <= 1.5)) |",
      "| PostgreSQL within 5x psql `\\copy` (as the issue wrote it; psql's own floor is \(floorOverCopy.map { format($0) + "x" } ?? "n/a") `\\copy`: the schema's indexes, constraints and triggers, not stockroom, make the difference) | \(postgresRatio.map { format($0) + "x" } ?? "n/a") | \(postgresRatio.map { verdict($0 <= 5) } ?? "not measured") |",
      "| PostgreSQL within 1.5x the psql floor | \(postgresFloorRatio.map { format($0) + "x" } ?? "n/a") | \(postgresFloorRatio.map { verdict($0 <= 1.5) } ?? "not measured") |",
      "",
    ]
    return lines.joined(separator: "\n")
  }
}
