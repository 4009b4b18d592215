import InventoryCore

/// The movements of one stock change, one per lot it touches: an addition goes to the lot it names (made when
/// new) or to stock without a lot; a removal takes first-expiry-first-out (`FirstExpiryFirstOut`). An item
/// without lots keeps one movement per change and costs one probe of its lots per removal.
struct LotMovements<Storage: StockStorage> {
  let storage: Storage

  /// One movement's share of a change: `delta` in `lot` (nil: stock without a lot, or a lot `details` names
  /// that is made when the movement is appended).
  struct Piece {
    var lot: Lot?
    var details: LotDetails?
    var delta: Int
  }

  /// The pieces of a change of `delta` at `locationID` (nil: the default location); `named` is the lot the user
  /// gave, already checked (`LotLimits.usable`).
  func pieces(of delta: Int, itemID: Int64, at locationID: Int64?, named: LotDetails?) throws -> [Piece] {
    if delta > 0 { return [Piece(lot: nil, details: named, delta: delta)] }
    let lots = try storage.lots(ofItem: itemID, at: locationID)
    guard lots.contains(where: { $0.quantity > 0 }) else { return [Piece(lot: nil, details: nil, delta: delta)] }
    return FirstExpiryFirstOut.parts(taking: -delta, lots: lots, named: named).map {
      Piece(lot: $0.lot, details: $0.lot?.details, delta: -$0.quantity)
    }
  }

  /// Appends one movement per piece at `locationID`, each after the first naming the first (or each naming
  /// `head`, the first of a change begun before: a move); returns their ids. A piece with details but no lot goes
  /// to the lot with those details there, made (received at `receivedAt`, or at `time`) when there is none.
  func append(
    _ pieces: [Piece], item: Item, itemID: Int64, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, receivedAt: Int64? = nil, partOf head: Int64? = nil
  ) throws -> [Int64] {
    var ids: [Int64] = []
    for piece in pieces {
      var lotID = piece.lot?.id
      if lotID == nil, let details = piece.details {
        lotID = try lot(for: details, itemID: itemID, at: locationID, receivedAt: receivedAt ?? time)
      }
      ids.append(
        try storage.appendMovement(
          itemID: itemID, itemName: item.name, delta: piece.delta, reason: reason, source: source, time: time,
          at: locationID, lot: lotID, partOf: head ?? ids.first, current: item))
    }
    return ids
  }

  /// The words' parts: empty when no piece is in a lot.
  static func parts(_ pieces: [Piece]) -> [LotPart] {
    guard pieces.contains(where: { $0.details != nil }) else { return [] }
    return pieces.map { LotPart(details: $0.details, delta: $0.delta) }
  }

  private func lot(for details: LotDetails, itemID: Int64, at locationID: Int64?, receivedAt: Int64) throws -> Int64 {
    if let lot = try storage.lots(ofItem: itemID, at: locationID).first(where: { $0.details == details }) {
      return lot.id
    }
    return try storage.insertLot(itemID: itemID, details: details, at: locationID, receivedAt: receivedAt)
  }
}
