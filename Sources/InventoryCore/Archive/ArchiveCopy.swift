extension ArchiveSource {
  /// Copies the whole inventory into `destination` (which must be empty) and checks, before committing,
  /// that every table reads back with the same records and id counters; any difference is an
  /// `ArchiveError` naming the table, and nothing is left in the destination. `progress` hears each table's
  /// records as they are loaded.
  @discardableResult
  public func copyArchive(
    to destination: any ArchiveDestination, batchSize: Int = 1000,
    progress: ((ArchiveTable, _ loaded: Int) -> Void)? = nil
  ) throws -> ArchiveSummary {
    let size = max(batchSize, 1)
    return try withArchiveReader { reader in
      try destination.withArchiveLoader { loader in
        for table in ArchiveTable.allCases {
          var position = ArchivePosition.start
          var loaded = 0
          while true {
            let batch = try reader.read(table, after: position, limit: size)
            guard let end = batch.end else { break }
            try batch.checkLimits()
            try loader.load(batch)
            loaded += batch.count
            progress?(table, loaded)
            position = end
            if batch.count < size { break }
          }
        }
        try loader.finish(idCounters: try reader.idCounters())
        return try ArchiveComparison.compare(reader, with: loader.loaded, batchSize: size)
      }
    }
  }
}

extension ArchiveBatch {
  /// Refuses records that break the core's limits, which every store enforces on new writes: a file written
  /// by an older version may hold a name longer than a name may be now (PostgreSQL could not even index it).
  func checkLimits() throws {
    guard case .items(let items) = self else { return }
    for item in items {
      if let problem = ItemDraft.problem(withLengthOf: item.name) {
        throw ArchiveError.beyondLimits(table: .items, key: String(item.id), column: "name", problem: problem)
      }
    }
  }
}
