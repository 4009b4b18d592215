import InventoryCore

/// Where a scan changes stock: the location its request names ("here" on the station), or the default location
/// when it names none. A location deleted since the station chose it is refused: the scan is not recorded
/// rather than counted somewhere the user did not mean.
struct LocationScanRule<Storage: ScanStorage> {
  let storage: Storage

  /// The location `id` names, as its movements name it (nil: the default location), with its path for the
  /// outcome's words; nil when the request names none (no read at all: plain scans cost nothing more).
  func place(of id: Int64?) throws -> ScanPlace? {
    guard let id else { return nil }
    let tree = LocationTree(try storage.allLocations())
    guard let location = tree.location(id: id) else { throw LocationError.notFound(String(id)) }
    return ScanPlace(movementLocationID: location.movementLocationID, path: tree.path(of: id))
  }
}

/// A location as a scan's change of stock names it.
struct ScanPlace {
  var movementLocationID: Int64?
  var path: String
}
