import CodeRendering
import InventoryCore
import Labelling

/// `stockroom labels --locations [LOC...]`: the labels of locations (every one when none is named), scanned to
/// say where the next scans are (`LocationCode`); what each says is `LocationLabeller`'s.
extension LabelsCommand {
  func locationLabels() throws -> [ItemLabel] {
    guard !all, category == nil, search == nil, !lowStock, !withoutBarcode, copies != .stock else {
      throw CommandFailure(
        message: "--locations prints locations: leave out --all, --category, --search, --low-stock, "
          + "--without-barcode and --copies stock",
        status: ExitStatus.usage)
    }
    let tree = try global.openLocations(for: .reading).locationTree()
    let chosen = try items.isEmpty ? tree.depthFirst().map(\.location) : items.map { try tree.find($0) }
    var seen = Set<Int64>()
    let places = chosen.filter { seen.insert($0.id).inserted }.map {
      ScannedLocation(location: $0, path: tree.path(of: $0.id))
    }
    guard case .each(let count) = copies else { return [] }
    return try refusingLabels { try LocationLabeller(copies: count, asQR: qr).labels(for: places) }
  }
}
