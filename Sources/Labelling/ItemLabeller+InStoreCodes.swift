import CodeRendering
import InventoryCore

extension ItemLabeller {
  /// Gives the `items` without a barcode in-store EAN-13s, in one transaction, and returns every item in order
  /// with its code. `trial` is shown their labels first, each missing code replaced by the next free in-store
  /// code (all EAN-13s of one size): a sheet it cannot make (a layout or label too small) refuses before any item
  /// changes, and so does a run of too many labels.
  public func givingInStoreCodes(
    to items: [Item], service: any Inventory, trial: ([ItemLabel]) throws -> Void
  ) throws -> [Item] {
    let missing = items.filter { $0.barcode == nil }
    guard !missing.isEmpty else { return items }
    let next = try service.nextInStoreCode().text
    try trial(try labels(for: items) { $0.barcode ?? next })
    let ids = try missing.map { item throws(LabellingError) in
      guard let id = item.id else { throw .unsavedItem(item.name) }
      return id
    }
    let given = try service.assignInStoreBarcodes(itemIDs: ids)
    let byID = Dictionary(given.compactMap { item in item.id.map { ($0, item) } }) { first, _ in first }
    return items.map { item in item.id.flatMap { byID[$0] } ?? item }
  }
}
