/// What a GS1 barcode (GS1-128, GS1 DataMatrix, GS1 QR, GS1 DataBar) or GS1 Digital Link says: its AIs and
/// data, in the order they came, each checked against the AI table.
///
/// Four ways in, each throwing a `GS1Problem` that says what is wrong:
/// - `parse(raw:)`: a decoder's or scanner's text, variable-length fields ended by GS (0x1D, the FNC1);
/// - `parse(bracketed:)`: the human-readable form "(01)09506000134352(17)261231(10)ABC";
/// - `parse(digitalLink:)`: "https://id.gs1.org/01/09506000134352/10/ABC?17=261231";
/// - `detect(_:)`: decides first whether scanned text is GS1 at all (nil when it is not).
public struct GS1ElementString: Sendable, Hashable, CustomStringConvertible {
  /// The elements in the order they came. An AI appears once: a repeat with the same data is dropped, a repeat
  /// with other data is refused (`GS1Problem.conflictingValues`).
  public let elements: [GS1Element]

  /// The longest input accepted, in UTF-8 bytes. The largest GS1 symbols hold a few thousand characters
  /// (a QR code at most 7,089 digits but GS1 data far less); anything past this is not a label.
  public static let maximumInputBytes = 4096
  /// The most elements accepted in one input.
  public static let maximumElements = 100
  /// The group separator (ASCII 29) that stands for FNC1 in decoded GS1 data.
  public static let groupSeparator: Unicode.Scalar = "\u{1D}"

  /// The human-readable form, "(01)09506000134352(17)261231".
  public var humanReadable: String { elements.map(\.description).joined() }
  public var description: String { humanReadable }

  /// The first element with AI `ai` ("17").
  public func element(_ ai: String) -> GS1Element? { elements.first { $0.ai == ai } }
  /// The data of AI `ai` as encoded.
  public func value(_ ai: String) -> String? { element(ai)?.value }

  init(checkedElements: [GS1Element]) { self.elements = checkedElements }

  /// Refuses empty and over-long input before any parsing.
  static func checkSize(_ text: some StringProtocol) throws(GS1Problem) {
    let bytes = text.utf8.count
    guard bytes <= maximumInputBytes else { throw .inputTooLong(bytes: bytes, limit: maximumInputBytes) }
    guard bytes > 0 else { throw .empty }
  }

  /// Appends `element` unless its AI is already there with the same data; refuses a second, different value
  /// for one AI and more than `maximumElements` elements.
  static func append(_ element: GS1Element, to elements: inout [GS1Element]) throws(GS1Problem) {
    if let earlier = elements.first(where: { $0.ai == element.ai }) {
      guard earlier.value == element.value else { throw .conflictingValues(ai: element.ai) }
      return
    }
    guard elements.count < maximumElements else { throw .tooManyElements(limit: maximumElements) }
    elements.append(element)
  }

  /// The elements, or `.empty` when there are none.
  static func finished(_ elements: [GS1Element]) throws(GS1Problem) -> GS1ElementString {
    guard !elements.isEmpty else { throw .empty }
    return GS1ElementString(checkedElements: elements)
  }

  /// `referenceYear`, or this year when nil.
  static func resolvedReferenceYear(_ referenceYear: Int?) -> Int { referenceYear ?? GS1Date.currentYear() }
}
