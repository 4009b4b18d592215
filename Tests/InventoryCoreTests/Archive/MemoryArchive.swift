import InventoryCore

/// An inventory archive held in arrays: the source and destination of the copy tests, with a hook that can
/// spoil what is loaded, to see the comparison catch it.
final class MemoryArchive: ArchiveSource, ArchiveDestination, ArchiveReader, ArchiveLoader {
  var tables: [ArchiveTable: [ArchiveBatch]] = [:]
  var counters: ArchiveIDCounters = [:]
  /// Every batch loaded, as it came.
  var loadedBatches: [ArchiveBatch] = []
  /// Applied to each loaded batch (the default keeps it).
  var spoil: (ArchiveBatch) -> ArchiveBatch = { $0 }
  var keepsCounters = true
  var committed = false

  let archiveLocation = "memory"

  func withArchiveReader<T>(_ body: (any ArchiveReader) throws -> T) throws -> T { try body(self) }

  func withArchiveLoader<T>(_ body: (any ArchiveLoader) throws -> T) throws -> T {
    if let table = ArchiveTable.allCases.first(where: { records(of: $0).count > 0 }) {
      throw ArchiveError.destinationNotEmpty(
        destination: archiveLocation, table: table, count: records(of: table).count)
    }
    let result = try body(self)
    committed = true
    return result
  }

  var loaded: any ArchiveReader { self }

  func load(_ batch: ArchiveBatch) throws {
    loadedBatches.append(batch)
    tables[batch.table, default: []].append(spoil(batch))
  }

  func finish(idCounters: ArchiveIDCounters) throws {
    if keepsCounters { counters = idCounters }
  }

  func idCounters() throws -> ArchiveIDCounters { counters }

  /// The records of `table` with their keys, in order.
  func records(of table: ArchiveTable) -> [(key: String, record: AnyHashable)] {
    (tables[table] ?? []).flatMap(\.keyedRecords)
  }

  func read(_ table: ArchiveTable, after position: ArchivePosition, limit: Int) throws -> ArchiveBatch {
    let all = tables[table] ?? []
    func page<Record>(_ extract: (ArchiveBatch) -> [Record]?, after: (Record) -> Bool) -> [Record] {
      Array(all.flatMap { extract($0) ?? [] }.filter(after).prefix(limit))
    }
    switch table {
    case .categories:
      return .categories(page({ if case .categories(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .items: return .items(page({ if case .items(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .itemBarcodes:
      return .itemBarcodes(page({ if case .itemBarcodes(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .movements:
      return .movements(page({ if case .movements(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .scans: return .scans(page({ if case .scans(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .actions: return .actions(page({ if case .actions(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .settings:
      return .settings(
        page({ if case .settings(let r) = $0 { r } else { nil } }) {
          position.key.utf8.lexicographicallyPrecedes($0.key.utf8)
        })
    case .createdCodes:
      return .createdCodes(page({ if case .createdCodes(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .sessions:
      return .sessions(page({ if case .sessions(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .sessionEntries:
      return .sessionEntries(page({ if case .sessionEntries(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .sessionChoices:
      return .sessionChoices(page({ if case .sessionChoices(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .locations:
      return .locations(page({ if case .locations(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .lots: return .lots(page({ if case .lots(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .customFields:
      return .customFields(page({ if case .customFields(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    case .fieldValues:
      return .fieldValues(
        page({ if case .fieldValues(let r) = $0 { r } else { nil } }) {
          [position.pair.0, position.pair.1].lexicographicallyPrecedes([$0.itemID, $0.fieldID])
        })
    case .alerts: return .alerts(page({ if case .alerts(let r) = $0 { r } else { nil } }) { $0.id > position.id })
    }
  }
}

extension MemoryArchive {
  /// A small inventory with a record or more in every table.
  static func sample(items count: Int = 5) -> MemoryArchive {
    let archive = MemoryArchive()
    archive.tables[.categories] = [.categories([ArchivedCategory(id: 2, name: "Tea", nameKey: "tea", color: "green")])]
    archive.tables[.items] = [
      .items(
        (1...Int64(count)).map { id in
          ArchivedItem(
            id: id, name: "Item \(id)", sortKey: "item \(id)", barcode: nil, barcodeKey: nil, quantity: id,
            priceMinor: id * 100, categoryID: id == 1 ? 2 : nil, minimumQuantity: 0, targetQuantity: nil, notes: "",
            createdAt: 1_000, updatedAt: 2_000 + id)
        })
    ]
    archive.tables[.itemBarcodes] = [
      .itemBarcodes([
        ArchivedItemBarcode(
          id: 1, itemID: 1, code: "0012345678905", key: "00012345678905", unitsPerScan: 12, label: "case")
      ])
    ]
    archive.tables[.movements] = [
      .movements(
        (1...Int64(count)).map { id in
          ArchivedMovement(
            id: id * 2, itemID: id, itemName: "Item \(id)", delta: id, reason: "manual", source: "cli",
            station: id == 1 ? nil : "till", time: 1_500, undoesID: nil, deletedItemID: nil)
        })
    ]
    archive.tables[.scans] = [
      .scans(
        (1...3).map { id in
          ArchivedScan(
            id: id, code: "400638133393\(id)", symbology: "ean13", source: "camera", station: "till",
            qualityOverall: 0.5, qualitySharpness: nil, qualityContrast: nil, qualityBrightness: nil,
            qualityConfidence: nil, time: 1_600, outcome: "lookedUp", itemID: 1, detail: "", deletedItemID: nil,
            gs1: nil, gtin: nil, expiry: nil, bestBefore: nil, batch: nil, serial: nil, unitCount: nil)
        })
    ]
    archive.tables[.settings] = [
      .settings([ArchivedSetting(key: "Zeta", value: "1"), ArchivedSetting(key: "alpha", value: "{}")])
    ]
    archive.tables[.fieldValues] = [
      .fieldValues([
        ArchivedFieldValue(itemID: 1, fieldID: 2, value: "250"),
        ArchivedFieldValue(itemID: 1, fieldID: 10, value: "Red"),
        ArchivedFieldValue(itemID: 2, fieldID: 1, value: "yes"),
      ])
    ]
    archive.counters = [.categories: 3, .items: Int64(count) + 4, .movements: Int64(count) * 2, .scans: 3]
    return archive
  }
}
