/// A GS1 Application Identifier (AI): the number in front of each element of a GS1 element string, and what
/// its data must look like. The table (`GS1ApplicationIdentifier.all`) follows the GS1 General Specifications
/// and the GS1 Barcode Syntax Dictionary.
public struct GS1ApplicationIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The AI's digits: "01", "3103", "8020".
  public let code: String
  /// The specification's data title: "GTIN", "BATCH/LOT", "USE BY or EXPIRY".
  public let title: String
  /// The parts of the data field, in order.
  public let components: [GS1DataComponent]
  /// For 310n-369n and 390n-395n: the AI's last digit, the number of decimal places in the value.
  public let decimalPlaces: Int?

  public var description: String { "(\(code)) \(title)" }

  /// True when the AI's first two digits are in the table of predefined lengths (figure 7.8.5-2: 00-04, 11-20,
  /// 31-36, 41): its data has a fixed length and is never followed by a separator. Every other AI ends at a
  /// separator (FNC1, sent as GS) or at the end of the data, even where its length is fixed (8005, 422).
  public var isPredefinedLength: Bool {
    guard let prefix = Int(code.prefix(2)) else { return false }
    return Self.predefinedLengths[prefix] != nil
  }

  /// The shortest valid data: the sum of the required parts.
  public var minimumLength: Int { components.filter { !$0.isOptional }.reduce(0) { $0 + $1.minimumLength } }
  /// The longest valid data.
  public var maximumLength: Int { components.reduce(0) { $0 + $1.maximumLength } }
  /// The length of the data when it can have only one.
  public var fixedLength: Int? { minimumLength == maximumLength ? maximumLength : nil }
  /// The character set of the data: that of its parts when they agree, else `.set82` (mixed fields like 421).
  public var characterSet: GS1CharacterSet {
    let sets = Set(components.map(\.characterSet))
    return sets.count == 1 ? (sets.first ?? .set82) : .set82
  }
  /// True when the data starts with a YYMMDD date (11, 13, 15, 17, 7006...).
  public var isDate: Bool {
    if case .date = components.first?.check { return true }
    return false
  }

  /// The AI with exactly these digits, or nil when the table has none.
  public static func lookup(_ code: String) -> GS1ApplicationIdentifier? { byCode[code] }

  /// Every AI known here, in the specification's order.
  public static let all: [GS1ApplicationIdentifier] = table

  /// Total length (AI and data) of the element strings whose AI starts with these two digits, figure 7.8.5-2.
  /// Prefixes without assigned AIs (04, 12, 14, 18, 19) stay: the figure reserves them as fixed-length.
  static let predefinedLengths: [Int: Int] = [
    0: 20, 1: 16, 2: 16, 3: 16, 4: 18, 11: 8, 12: 8, 13: 8, 14: 8, 15: 8, 16: 8, 17: 8, 18: 8, 19: 8, 20: 4,
    31: 10, 32: 10, 33: 10, 34: 10, 35: 10, 36: 10, 41: 16,
  ]

  private static let byCode: [String: GS1ApplicationIdentifier] = Dictionary(
    table.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

  init(_ code: String, _ title: String, _ components: [GS1DataComponent], decimalPlaces: Int? = nil) {
    self.code = code
    self.title = title
    self.components = components
    self.decimalPlaces = decimalPlaces
  }

  /// The AI at the start of `digits` (AIs are prefix-free: no AI is the start of another), trying 2, 3 and 4
  /// digits.
  static func prefixing(_ digits: some Collection<Unicode.Scalar>) -> GS1ApplicationIdentifier? {
    for length in 2...4 {
      let candidate = digits.prefix(length)
      guard candidate.count == length else { return nil }
      var code = ""
      code.unicodeScalars.append(contentsOf: candidate)
      if let found = byCode[code] { return found }
    }
    return nil
  }
}
