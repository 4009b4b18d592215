import InventoryCore

/// One code to generate with zint and the text a correct decoder must return for it.
public struct CodeSpec: Sendable, Hashable {
  public var symbology: Symbology
  /// zint's name for the symbology (`zint -t`).
  public var zintName: String
  /// What zint is given.
  public var input: String
  /// What the code holds, as a decoder reports it (check digits completed by zint included).
  public var expected: String

  public init(_ symbology: Symbology, zint: String, input: String, expected: String) {
    self.symbology = symbology
    self.zintName = zint
    self.input = input
    self.expected = expected
  }

  /// A file-name-safe label ("EAN-13" -> "ean-13").
  public var label: String { symbology.rawValue.lowercased().replacingOccurrences(of: "/", with: "") }
}

public enum FixtureCatalog {
  /// One code per symbology the issue names. Expected texts follow the symbology rules (GS1 check
  /// digits worked out by hand: 590123412345 -> 7, 03600029145 -> 2, 0425261 -> 4, 9638507 -> 4).
  public static let codes: [CodeSpec] = [
    CodeSpec(.ean13, zint: "EANX", input: "590123412345", expected: "5901234123457"),
    CodeSpec(.ean8, zint: "EANX", input: "9638507", expected: "96385074"),
    CodeSpec(.upcA, zint: "UPCA", input: "03600029145", expected: "036000291452"),
    CodeSpec(.upcE, zint: "UPCE", input: "0425261", expected: "04252614"),
    CodeSpec(.isbn13, zint: "ISBNX", input: "9780306406157", expected: "9780306406157"),
    CodeSpec(.code128, zint: "CODE128", input: "STOCK-0042", expected: "STOCK-0042"),
    CodeSpec(.code39, zint: "CODE39", input: "SHELF42", expected: "SHELF42"),
    CodeSpec(.code93, zint: "CODE93", input: "BIN-7A", expected: "BIN-7A"),
    CodeSpec(.itf, zint: "C25INTER", input: "12345678", expected: "12345678"),
    CodeSpec(.codabar, zint: "CODABAR", input: "A40156B", expected: "A40156B"),
    CodeSpec(.dataBar, zint: "DBAR_OMN", input: "0950110153001", expected: "0109501101530010"),
    CodeSpec(.qr, zint: "QRCODE", input: "https://example.com/item/42", expected: "https://example.com/item/42"),
  ]

  public static func spec(_ symbology: Symbology) -> CodeSpec? { codes.first { $0.symbology == symbology } }
}
