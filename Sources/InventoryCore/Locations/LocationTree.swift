import Foundation

/// Every location at once, for paths and look-ups. Trees are small (a shop has tens or hundreds of places), so
/// the whole tree is read and walked in memory rather than asked of the database piece by piece.
public struct LocationTree: Sendable, Hashable {
  public let locations: [Location]
  private let byID: [Int64: Location]

  public init(_ locations: [Location]) {
    self.locations = locations
    byID = Dictionary(locations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// What separates names in a path shown to users.
  public static let separator = " › "

  public func location(id: Int64) -> Location? { byID[id] }

  public var defaultLocation: Location? { locations.first(where: \.isDefault) }

  /// The location and its ancestors, the top first. A parent missing from the tree (or a cycle written past
  /// the database's check) ends the walk rather than looping.
  public func lineage(of id: Int64) -> [Location] {
    var chain: [Location] = []
    var next: Int64? = id
    while let current = next, let location = byID[current], !chain.contains(where: { $0.id == current }) {
      chain.append(location)
      next = location.parentID
    }
    return chain.reversed()
  }

  /// "Shop › Back room › Shelf 3".
  public func path(of id: Int64) -> String {
    lineage(of: id).map(\.name).joined(separator: Self.separator)
  }

  /// Whether `id` is `ancestor` or lies anywhere below it.
  public func isWithin(_ id: Int64, ancestor: Int64) -> Bool { lineage(of: id).contains { $0.id == ancestor } }

  public func children(of id: Int64?) -> [Location] {
    locations.filter { $0.parentID == id }.sorted { Location.nameKey(for: $0.name) < Location.nameKey(for: $1.name) }
  }

  /// Every location, each after its parent and siblings in name order: the order a list shows them in.
  public func depthFirst() -> [(location: Location, depth: Int)] {
    var result: [(Location, Int)] = []
    var visited: Set<Int64> = []
    func visit(_ parent: Int64?, depth: Int) {
      for child in children(of: parent) where visited.insert(child.id).inserted {
        result.append((child, depth))
        visit(child.id, depth: depth + 1)
      }
    }
    visit(nil, depth: 0)
    return result
  }

  /// The location whose label a scan read (`LocationCode`, in any letter case); nil for any other text.
  public func location(labelled scanned: String) -> ScannedLocation? {
    guard let code = LocationCode.normalised(scanned),
      let location = locations.first(where: { $0.labelCode == code })
    else { return nil }
    return ScannedLocation(location: location, path: path(of: location.id))
  }

  /// The location `reference` names: its id, its code, its path ("Shop/Shelf 3" or "Shop › Shelf 3", names
  /// ignoring case) or its name when no other location has it.
  public func find(_ reference: String) throws(LocationError) -> Location {
    let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
    if let id = Int64(trimmed), let location = byID[id] { return location }
    if let location = locations.first(where: { $0.code == trimmed }) { return location }
    let segments = Self.segments(of: trimmed)
    if segments.count > 1 {
      var parent: Int64?
      var found: Location?
      for segment in segments {
        let key = Location.nameKey(for: segment)
        guard let next = children(of: parent).first(where: { Location.nameKey(for: $0.name) == key }) else {
          throw .notFound(reference)
        }
        found = next
        parent = next.id
      }
      if let found { return found }
    }
    let key = Location.nameKey(for: trimmed)
    let named = locations.filter { Location.nameKey(for: $0.name) == key }
    if named.count == 1 { return named[0] }
    if named.isEmpty { throw .notFound(reference) }
    throw .ambiguous(trimmed, paths: named.map { path(of: $0.id) }.sorted())
  }

  private static func segments(of path: String) -> [String] {
    path.replacingOccurrences(of: "›", with: "/").split(separator: "/")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  }
}
