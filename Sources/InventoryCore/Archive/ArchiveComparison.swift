/// Reads two archives side by side, table by table in their order, and says where they first differ.
public enum ArchiveComparison {
  /// The records per table when `source` and `copy` hold the same records and id counters; else the first
  /// difference as an `ArchiveError` (a count, a record, a counter), naming the table.
  public static func compare(_ source: any ArchiveReader, with copy: any ArchiveReader, batchSize: Int = 1000)
    throws -> ArchiveSummary
  {
    let size = max(batchSize, 1)
    var summary = ArchiveSummary()
    for table in ArchiveTable.allCases {
      var sourcePosition = ArchivePosition.start
      var copyPosition = ArchivePosition.start
      var sourceCount = 0
      var copyCount = 0
      while true {
        let sourceBatch = try source.read(table, after: sourcePosition, limit: size)
        let copyBatch = try copy.read(table, after: copyPosition, limit: size)
        sourceCount += sourceBatch.count
        copyCount += copyBatch.count
        if sourceBatch != copyBatch {
          // Count the rest, so a missing or extra record is reported as what it is.
          if let end = sourceBatch.end { sourceCount += try countRecords(source, table, after: end, size) }
          if let end = copyBatch.end { copyCount += try countRecords(copy, table, after: end, size) }
          guard sourceCount == copyCount else {
            throw ArchiveError.countMismatch(table: table, source: sourceCount, copy: copyCount)
          }
          throw firstDifference(table, sourceBatch, copyBatch)
        }
        guard let end = sourceBatch.end, sourceBatch.count == size else { break }
        sourcePosition = end
        copyPosition = end
      }
      summary.counts[table] = sourceCount
    }
    let sourceCounters = try source.idCounters()
    let copyCounters = try copy.idCounters()
    for table in ArchiveTable.neverReusedIDs {
      let (inSource, inCopy) = (sourceCounters[table] ?? 0, copyCounters[table] ?? 0)
      guard inSource == inCopy else {
        throw ArchiveError.idCounterMismatch(table: table, source: inSource, copy: inCopy)
      }
    }
    return summary
  }

  private static func countRecords(
    _ reader: any ArchiveReader, _ table: ArchiveTable, after start: ArchivePosition, _ size: Int
  )
    throws -> Int
  {
    var position = start
    var count = 0
    while true {
      let batch = try reader.read(table, after: position, limit: size)
      count += batch.count
      guard let end = batch.end, batch.count == size else { return count }
      position = end
    }
  }

  /// The first record where two batches of one table differ, with the fields that differ.
  static func firstDifference(_ table: ArchiveTable, _ source: ArchiveBatch, _ copy: ArchiveBatch) -> ArchiveError {
    let sourceRecords = source.keyedRecords
    let copyRecords = copy.keyedRecords
    for index in 0..<max(sourceRecords.count, copyRecords.count) {
      let inSource = index < sourceRecords.count ? sourceRecords[index] : nil
      let inCopy = index < copyRecords.count ? copyRecords[index] : nil
      switch (inSource, inCopy) {
      case (let inSource?, let inCopy?) where inSource.key != inCopy.key:
        // Ordered alike, so the smaller key is the one the other side lacks.
        let missingFromCopy = precedes(inSource.key, inCopy.key, in: table)
        return ArchiveError.recordMismatch(
          table: table, key: missingFromCopy ? inSource.key : inCopy.key,
          difference: missingFromCopy ? "missing from the copy" : "in the copy but not in the source")
      case (let inSource?, let inCopy?) where inSource.record != inCopy.record:
        return ArchiveError.recordMismatch(
          table: table, key: inSource.key, difference: fieldDifferences(inSource.record, inCopy.record))
      case (let inSource?, nil):
        return ArchiveError.recordMismatch(table: table, key: inSource.key, difference: "missing from the copy")
      case (nil, let inCopy?):
        return ArchiveError.recordMismatch(
          table: table, key: inCopy.key, difference: "in the copy but not in the source")
      default: continue
      }
    }
    return ArchiveError.recordMismatch(table: table, key: "?", difference: "the batches differ")
  }

  /// Whether `key` comes before `other` in the table's order (ids as numbers, "item:field" pairs as pairs of
  /// numbers, keys as UTF-8 bytes).
  private static func precedes(_ key: String, _ other: String, in table: ArchiveTable) -> Bool {
    func numbers(_ key: String) -> [Int64]? {
      let parts = key.split(separator: ":").map { Int64($0) }
      return parts.contains(nil) ? nil : parts.compactMap { $0 }
    }
    if table != .settings, let ids = numbers(key), let otherIDs = numbers(other) {
      return ids.lexicographicallyPrecedes(otherIDs)
    }
    return key.utf8.lexicographicallyPrecedes(other.utf8)
  }

  /// "quantity is 5 in the source and 3 in the copy; notes ...": the fields of two records of one type that
  /// differ (read by reflection, only ever on this error path).
  static func fieldDifferences(_ source: AnyHashable, _ copy: AnyHashable) -> String {
    let copyFields = Dictionary(
      Mirror(reflecting: copy.base).children.compactMap { child in child.label.map { ($0, child.value) } },
      uniquingKeysWith: { first, _ in first })
    let differences = Mirror(reflecting: source.base).children.compactMap { child -> String? in
      guard let label = child.label else { return nil }
      let inSource = describe(child.value)
      let inCopy = copyFields[label].map(describe) ?? "nothing"
      return inSource == inCopy ? nil : "\(label) is \(inSource) in the source and \(inCopy) in the copy"
    }
    return differences.isEmpty ? "the records differ" : differences.joined(separator: "; ")
  }

  private static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nothing" }
      return describe(wrapped)
    }
    let text = String(reflecting: value)
    return text.count > 80 ? String(text.prefix(79)) + "…" : text
  }
}
