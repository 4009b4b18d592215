import BenchSupport
import Foundation

/// The result file: one table row per backend and size, the peer and the load average beside each figure.
enum Report {
  static func line(_ row: Row) -> String {
    "\(row.backend) \(row.size): stockroom \(format(row.app, decimals: 0))/s, peer \(format(row.peer, decimals: 0))/s, "
      + "\(format(row.ratio, decimals: 2))x"
  }

  static func goal(_ row: Row) -> Double { row.backend == "SQLite" ? 2 : 3 }

  static func markdown(_ rows: [Row], options: Options) -> String {
    var text = """
      ## `stockroom scan -`, whole process, by inventory size (issue 27)

      Measured by `cli-scan-bench` on \(BenchMachine.summary), release build; load average (1 min) at each \
      round in the last column: other builds shared the machine.

      One `stockroom --db … scan -` process is fed \(options.scans) codes on stdin (one per line, as a USB \
      scanner typing into a shell; codes spread over the whole inventory, each +1), start-up included. The \
      peer runs, per scan and in one transaction, the statements the store runs: on SQLite the `sqlite3` shell \
      on a copy of the same file (WAL, synchronous NORMAL, as the app), on PostgreSQL `psql` on the same \
      database of a private server (fsync off for both). Inventories are generated through the app's own \
      import (`SampleInventory`, 90 % of items with an EAN-13). Median of \(options.rounds) rounds, each \
      running the peer then stockroom; "× peer" is how many times longer stockroom takes per scan. Goal: \
      within 2× of sqlite3, 3× of psql, at every size.

      | store | items | generated in | stockroom scans/s | peer scans/s | × peer | goal | rounds (stockroom / peer) | load |
      |---|---|---|---|---|---|---|---|---|

      """
    for row in rows {
      let met = row.ratio <= goal(row) ? "met" : "**not met**"
      let rounds = zip(row.appRates, row.peerRates).map { "\(format($0, decimals: 0)) / \(format($1, decimals: 0))" }
        .joined(separator: ", ")
      text +=
        "| \(row.backend) | \(row.size.formatted()) | \(format(row.generateSeconds, decimals: 1)) s "
        + "| \(format(row.app, decimals: 0)) | \(format(row.peer, decimals: 0)) | \(format(row.ratio, decimals: 2))× "
        + "| ≤ \(format(goal(row), decimals: 0))×: \(met) | \(rounds) | \(row.load.joined(separator: ", ")) |\n"
    }
    return text
  }
}
