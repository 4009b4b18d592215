/// The parts of an edited item the editor could not read (a server away, a file another program holds), with
/// why. Each shows "could not read: why" where it would be, the editor says it is incomplete, and no key writes
/// one back: a save sends the category id read with the item (only its name is missing) and never the other
/// barcodes, and F8 refuses to take off a barcode it cannot list.
struct EditorGaps {
  enum Part: CaseIterable {
    case category, otherBarcodes, customFields

    var name: String {
      switch self {
      case .category: "the category"
      case .otherBarcodes: "the other barcodes"
      case .customFields: "the custom fields"
      }
    }
  }

  private var reasons: [Part: String] = [:]

  /// Why `part` could not be read, or nil when it was.
  subscript(part: Part) -> String? {
    get { reasons[part] }
    set { reasons[part] = newValue }
  }

  var isEmpty: Bool { reasons.isEmpty }

  /// "the category and the other barcodes": the parts missing, in the form's order.
  var missing: String { Part.allCases.filter { reasons[$0] != nil }.map(\.name).joined(separator: " and ") }

  /// The editor's warning while something is missing.
  var notice: String? {
    isEmpty ? nil : "Incomplete: \(missing) could not be read; F2 saves the rest and leaves them as stored"
  }
}
