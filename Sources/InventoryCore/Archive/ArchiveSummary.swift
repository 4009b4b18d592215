/// How many records of each table an archive copy carried (and read back equal).
public struct ArchiveSummary: Sendable, Equatable {
  public var counts: [ArchiveTable: Int] = [:]

  public init(counts: [ArchiveTable: Int] = [:]) { self.counts = counts }

  public func count(of table: ArchiveTable) -> Int { counts[table] ?? 0 }

  /// One line per table, in copy order: "  item              100,000".
  public var lines: [String] {
    let width = ArchiveTable.allCases.map(\.rawValue.count).max() ?? 0
    return ArchiveTable.allCases.map { table in
      let padding = String(repeating: " ", count: width - table.rawValue.count)
      return "  \(table.rawValue)\(padding)  \(StockLimits.groupedDigits(count(of: table)))"
    }
  }
}
