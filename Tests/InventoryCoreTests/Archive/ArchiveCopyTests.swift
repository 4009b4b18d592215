import Testing

@testable import InventoryCore

/// The archive copy: every table streamed in batches into an empty destination, then read back and compared,
/// with any difference named by table, record and field.
@Suite struct ArchiveCopyTests {
  @Test func everyTableIsCopiedInBatchesOfAtMostTheSizeAskedAndCounted() throws {
    // Given a source with records in several tables
    let source = MemoryArchive.sample(items: 5)
    let destination = MemoryArchive()

    // When it is copied two records at a time
    let summary = try source.copyArchive(to: destination, batchSize: 2)

    // Then every table reads back equal, in batches of at most two, and the summary counts them
    #expect(destination.committed)
    for table in ArchiveTable.allCases {
      #expect(destination.records(of: table).map(\.record) == source.records(of: table).map(\.record))
      #expect(summary.count(of: table) == source.records(of: table).count)
    }
    #expect(destination.loadedBatches.allSatisfy { $0.count <= 2 })
    #expect(destination.loadedBatches.map(\.table).filter { $0 == .items }.count == 3)
    #expect(destination.counters == source.counters)
    #expect(summary.lines.first { $0.contains("item ") }?.hasSuffix(" 5") == true)
  }

  @Test func fieldValuesAreReadInBatchesByItemAndFieldAndAStrayOneIsNamed() throws {
    // Given values of fields 2 and 10 of item 1 and one of item 2
    let source = MemoryArchive.sample()
    let destination = MemoryArchive()
    destination.spoil = { batch in
      guard case .fieldValues(var rows) = batch, let index = rows.firstIndex(where: { $0.fieldID == 10 }) else {
        return batch
      }
      rows[index].fieldID = 9
      return .fieldValues(rows)
    }
    // When a copy holds item 1's value under field 9 instead, it is named as the copy's own (9 comes before 10 as
    // a number, though "1:10" comes before "1:9" as text)
    #expect(
      throws: ArchiveError.recordMismatch(
        table: .fieldValues, key: "1:9", difference: "in the copy but not in the source")
    ) { try source.copyArchive(to: destination, batchSize: 2) }
    // And a faithful copy carries all three, across batches
    let faithful = MemoryArchive()
    #expect(try source.copyArchive(to: faithful, batchSize: 2).count(of: .fieldValues) == 3)
  }

  @Test func aRecordThatReadsBackDifferentIsNamedWithItsTableAndField() throws {
    let source = MemoryArchive.sample()
    let destination = MemoryArchive()
    destination.spoil = { batch in
      guard case .items(var rows) = batch, let index = rows.firstIndex(where: { $0.id == 4 }) else { return batch }
      rows[index].quantity = 3
      return .items(rows)
    }
    #expect(
      throws: ArchiveError.recordMismatch(
        table: .items, key: "4", difference: "quantity is 4 in the source and 3 in the copy")
    ) { try source.copyArchive(to: destination, batchSize: 2) }
    #expect(!destination.committed)
  }

  @Test func aRecordMissingFromTheCopyIsACountMismatchOfItsTable() throws {
    let source = MemoryArchive.sample()
    let destination = MemoryArchive()
    destination.spoil = { batch in
      guard case .scans(let rows) = batch else { return batch }
      return .scans(rows.filter { $0.id != 2 })
    }
    #expect(throws: ArchiveError.countMismatch(table: .scans, source: 3, copy: 2)) {
      try source.copyArchive(to: destination)
    }
  }

  @Test func anIDCounterThatIsNotCarriedIsNamed() throws {
    let source = MemoryArchive.sample(items: 2)
    let destination = MemoryArchive()
    destination.keepsCounters = false
    #expect(throws: ArchiveError.idCounterMismatch(table: .categories, source: 3, copy: 0)) {
      try source.copyArchive(to: destination)
    }
  }

  @Test func aDestinationHoldingRecordsIsRefusedBeforeAnythingIsLoaded() throws {
    let source = MemoryArchive.sample()
    let destination = MemoryArchive()
    destination.tables[.settings] = [.settings([ArchivedSetting(key: "theme", value: "dark")])]
    #expect(throws: ArchiveError.destinationNotEmpty(destination: "memory", table: .settings, count: 1)) {
      try source.copyArchive(to: destination)
    }
    #expect(destination.loadedBatches.isEmpty)
  }

  @Test func settingsAreReadInTheByteOrderOfTheirKeys() throws {
    // "Zeta" (Z is 0x5A) comes before "alpha" (a is 0x61) as bytes, whatever a locale would say.
    let source = MemoryArchive.sample()
    let first = try source.read(.settings, after: .start, limit: 1)
    #expect(first == .settings([ArchivedSetting(key: "Zeta", value: "1")]))
    #expect(try source.read(.settings, after: .afterKey("Zeta"), limit: 5).count == 1)
  }
}
