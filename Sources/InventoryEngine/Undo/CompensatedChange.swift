import InventoryCore

/// The movements an undo or redo of a stock change cancels: the change's first movement and, for a removal that
/// spanned lots, its parts, each cancelled where and in the lot it moved stock.
struct CompensatedChange {
  struct Piece {
    var id: Int64
    var delta: Int
    var locationID: Int64?
    var lotID: Int64?
  }

  /// The first movement first.
  var pieces: [Piece]
  /// The original change's reason.
  var reason: MovementReason

  /// The change in all (within the limits: each piece is, and a change's pieces share one sign).
  var delta: Int { pieces.reduce(0) { $0 &+ $1.delta } }
}
