/// An http(s) URI split the way the GS1 Digital Link standard reads it: any host, any path before the primary
/// key, then `/key/value` pairs, then the query. Still percent-encoded; `GS1ElementString.parse(digitalLink:)`
/// decodes and validates.
struct GS1DigitalLinkURI {
  /// The primary key's AI ("01") and its still-encoded value.
  let primaryKey: (ai: String, value: Substring)
  /// The key qualifiers after the primary key, in path order: ("10", "ABC").
  let qualifiers: [(ai: String, value: Substring)]
  /// The query's "name=value" parameters, still encoded.
  let query: [(name: Substring, value: Substring)]
  /// True when the path after the primary key does not come in pairs (a name without a value).
  let hasUnpairedSegment: Bool

  /// Digital Link primary keys with their key qualifiers in the order the path must give them; a key with
  /// two sequences takes qualifiers from one of them (01 takes 22, 10, 21 or else 235).
  static let primaryKeys: [String: [[String]]] = [
    "00": [], "01": [["22", "10", "21"], ["235"]], "253": [], "255": [], "401": [], "402": [],
    "414": [["254"], ["7040"]], "415": [["8020"]], "417": [["7040"]], "8003": [], "8004": [["7040"]],
    "8006": [["22", "10", "21"]], "8010": [["8011"]], "8013": [], "8017": [["8019"]], "8018": [["8019"]],
  ]

  /// The short names of Digital Link 1.0/1.1 paths ("/gtin/…/lot/…"), still met on older labels.
  static let shortNames: [String: String] = [
    "sscc": "00", "gtin": "01", "gdti": "253", "gcn": "255", "ginc": "401", "gsin": "402", "gln": "414",
    "payTo": "415", "party": "417", "grai": "8003", "giai": "8004", "itip": "8006", "cpid": "8010", "gmn": "8013",
    "gsrnp": "8017", "gsrn": "8018", "cpv": "22", "lot": "10", "ser": "21", "tpx": "235", "glnx": "254",
    "cpsn": "8011", "srin": "8019", "refno": "8020",
  ]

  /// Nil when `text` is no http(s) URI with a host, or its path holds no primary key followed by a value.
  init?(_ text: String) {
    guard let afterScheme = Self.droppingScheme(text) else { return nil }
    let authorityEnd = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
    guard authorityEnd > afterScheme.startIndex else { return nil }
    let rest = afterScheme[authorityEnd...]
    let withoutFragment = rest.prefix { $0 != "#" }
    let path = withoutFragment.prefix { $0 != "?" }
    let queryText = withoutFragment.dropFirst(path.count + 1)
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    guard
      let keyIndex = segments.indices.first(where: {
        $0 + 1 < segments.count && Self.primaryKeys[Self.ai(named: segments[$0])] != nil
      })
    else { return nil }
    primaryKey = (Self.ai(named: segments[keyIndex]), segments[keyIndex + 1])
    let pairs = segments[(keyIndex + 2)...]
    hasUnpairedSegment = !pairs.count.isMultiple(of: 2)
    qualifiers = stride(from: pairs.startIndex, to: pairs.endIndex - 1, by: 2).map {
      (Self.ai(named: pairs[$0]), pairs[$0 + 1])
    }
    query = queryText.split(separator: "&", omittingEmptySubsequences: true).map { parameter in
      let name = parameter.prefix { $0 != "=" }
      return (name, parameter.dropFirst(name.count + 1))
    }
  }

  /// The AI a path segment names: its digits, or the AI of a short name.
  static func ai(named segment: Substring) -> String { shortNames[String(segment)] ?? String(segment) }

  /// The text after "http://" or "https://" (either case), or nil.
  private static func droppingScheme(_ text: String) -> Substring? {
    let whole = text[...]
    for scheme in ["https://", "http://"] {
      let head = whole.prefix(scheme.count)
      if head.lowercased() == scheme { return whole.dropFirst(scheme.count) }
    }
    return nil
  }
}
