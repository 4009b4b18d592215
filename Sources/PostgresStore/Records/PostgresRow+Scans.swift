import Foundation
import InventoryCore
import PostgresNIO

/// Row → model mapping for scan history and the created codes.
extension ScanRecord {
  static let postgresSelection = """
    id, code, symbology, source, quality_overall, quality_sharpness, quality_contrast, quality_brightness,
    quality_confidence, time, outcome, item_id, detail, gs1, gtin, expiry, best_before, batch, serial, unit_count,
    station
    """

  init(postgresRow row: PostgresRow) throws {
    let (
      id, code, symbology, source, overall, sharpness, contrast, brightness, confidence, time, outcome, itemID, detail,
      gs1, gtin, expiry, bestBefore, batch, serial, count, station
    ) = try row.values(
      (
        Int64, String, String?, String, Double?, Double?, Double?, Double?, Double?, Int64, String, Int64?, String,
        String?, String?, String?, String?, String?, String?, Int64?, String
      ).self)
    let quality = overall.map { overall in
      ScanQualityFigures(
        overall: overall, sharpness: sharpness ?? 0, contrast: contrast ?? 0, brightness: brightness ?? 0,
        confidence: confidence ?? 0)
    }
    self.init(
      id: id, code: code, symbology: symbology, source: ScanSource(rawValue: source) ?? .cli, quality: quality,
      time: Date(epochMilliseconds: time), outcome: ScanOutcomeKind(rawValue: outcome) ?? .invalid, itemID: itemID,
      detail: detail,
      gs1: gs1.map { elements in
        GS1ScanDetails(
          elementString: elements, gtin: gtin, expiry: expiry, bestBefore: bestBefore, batch: batch, serial: serial,
          count: count.flatMap { Int(exactly: $0) })
      }, station: station)
  }
}

extension CreatedCode {
  static let postgresSelection = "id, kind, content, preview, file, time"

  init(postgresRow row: PostgresRow) throws {
    let (id, kind, content, preview, file, time) = try row.values((Int64, String, String, String, String?, Int64).self)
    self.init(
      id: id, kind: kind, content: content, preview: preview, file: file, time: Date(epochMilliseconds: time))
  }
}
