/// A location a scan of its label named, with its path: "here" on a station (the header's `@ Shelf 3`), where
/// the next scans receive, count or take stock, and a move's source or destination.
public struct ScannedLocation: Sendable, Hashable {
  public var location: Location
  /// "Shop › Back room › Shelf 3".
  public var path: String

  public init(location: Location, path: String) {
    self.location = location
    self.path = path
  }

  /// "here: Shop › Shelf 3": what a station says when a label sets it.
  public var hereText: String { "here: \(path)" }
}
