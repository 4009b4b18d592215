import CodeRendering
import InventoryCore

/// What a location's label says: its label code (`LocationCode`, Code 128, or QR when asked), its name, and the
/// path of the location it is in. The one rule for `stockroom labels --locations` and the Locations screen.
public struct LocationLabeller: Sendable {
  /// Labels per location (`.stock` counts as one: a location has no stock of its own).
  public var copies: Int
  public var asQR: Bool

  public init(copies: Int = 1, asQR: Bool = false) {
    self.copies = copies
    self.asQR = asQR
  }

  /// `copies` labels for each location, in the order given; at most `LabelCopies.maximumLabels` in all.
  public func labels(for locations: [ScannedLocation]) throws(LabellingError) -> [ItemLabel] {
    let (total, overflow) = locations.count.multipliedReportingOverflow(by: max(copies, 1))
    guard !overflow, total <= LabelCopies.maximumLabels else {
      throw .tooManyLabels(total: overflow ? Int.max : total)
    }
    var labels: [ItemLabel] = []
    for place in locations {
      labels += Array(repeating: try label(for: place), count: max(copies, 1))
    }
    return labels
  }

  public func label(for place: ScannedLocation) throws(LabellingError) -> ItemLabel {
    let content: CodeContent
    do { content = try CodeContent(asQR ? .qr : .code128, text: place.location.labelCode) } catch {
      throw .unprintableBarcode(item: place.location.name, error)
    }
    // The path above it, so that two "Shelf 3"s are told apart on the shelf.
    let within = place.path.hasSuffix(place.location.name) ? String(place.path.dropLast(place.location.name.count)) : ""
    let parent = within.hasSuffix(LocationTree.separator) ? String(within.dropLast(LocationTree.separator.count)) : ""
    return ItemLabel(code: content, name: place.location.name, price: nil, category: parent.isEmpty ? nil : parent)
  }
}
