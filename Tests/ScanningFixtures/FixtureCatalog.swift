import InventoryCore

/// One code to generate with zint and the text a correct decoder must return for it.
public struct CodeSpec: Sendable, Hashable {
  public var symbology: Symbology
  /// zint's name for the symbology (`zint -t`).
  public var zintName: String
  /// What zint is given.
  public var input: String
  /// What the code holds, as a decoder reports it (check digits completed by zint included; GS1 element
  /// strings with GS, 0x1D, after each variable-length element but the last).
  public var expected: String
  /// More zint options ("--gs1" for GS1 data given as "[01]...").
  public var zintOptions: [String]
  /// Which of the same symbology's codes this is ("gs1", "fnc4"), for labels; empty for the plain one.
  public var variant: String

  public init(
    _ symbology: Symbology, zint: String, input: String, expected: String, zintOptions: [String] = [],
    variant: String = ""
  ) {
    self.symbology = symbology
    self.zintName = zint
    self.input = input
    self.expected = expected
    self.zintOptions = zintOptions
    self.variant = variant
  }

  /// A file-name-safe label ("EAN-13" -> "ean-13", a GS1 DataMatrix -> "datamatrix-gs1").
  public var label: String {
    let name = symbology.rawValue.lowercased().replacingOccurrences(of: "/", with: "")
    return variant.isEmpty ? name : "\(name)-\(variant)"
  }
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

  /// The codes only zxing reads (issue 9): the 2D symbologies zbar lacks.
  public static let twoDimensionalCodes: [CodeSpec] = [
    CodeSpec(.dataMatrix, zint: "DATAMATRIX", input: "BIN-7A/SHELF 42", expected: "BIN-7A/SHELF 42"),
    CodeSpec(.pdf417, zint: "PDF417", input: "STOCKROOM PDF417 LABEL 42", expected: "STOCKROOM PDF417 LABEL 42"),
    CodeSpec(.aztec, zint: "AZTEC", input: "AZTEC-0042 stockroom", expected: "AZTEC-0042 stockroom"),
    CodeSpec(.microQR, zint: "MICROQR", input: "SHELF42", expected: "SHELF42"),
  ]

  /// GS1 element strings in each carrier (GTIN 09506000134352, expiry 2026-12-31, batch ABC123), and a
  /// Code 128 whose extended characters need FNC4 (zbar ignores FNC4 and reports other letters).
  public static let gs1AndExtendedCodes: [CodeSpec] = [
    CodeSpec(
      .dataMatrix, zint: "DATAMATRIX", input: "[01]09506000134352[17]261231[10]ABC123",
      expected: "010950600013435217261231" + "10ABC123", zintOptions: ["--gs1"], variant: "gs1"),
    CodeSpec(
      .code128, zint: "GS1_128", input: "[01]09506000134352[10]ABC123[17]261231",
      expected: "0109506000134352" + "10ABC123\u{1D}17261231", variant: "gs1"),
    CodeSpec(
      .qr, zint: "QRCODE", input: "[01]09506000134352[21]SN0042", expected: "0109506000134352" + "21SN0042",
      zintOptions: ["--gs1"], variant: "gs1"),
    CodeSpec(.code128, zint: "CODE128", input: "Größe-Ä", expected: "Größe-Ä", variant: "fnc4"),
  ]

  public static func spec(_ symbology: Symbology) -> CodeSpec? { codes.first { $0.symbology == symbology } }
}
