/// The elements an inventory cares about, by name.
extension GS1ElementString {
  /// (01) GTIN: always 14 digits.
  public var gtin: String? { value("01") }
  /// (02) the GTIN of the trade items inside a logistic unit (with their number in `count`, AI 37).
  public var contentGTIN: String? { value("02") }
  /// (17) use by or expiry date.
  public var expiry: GS1Date? { element("17")?.date }
  /// (15) best before or best by date.
  public var bestBefore: GS1Date? { element("15")?.date }
  /// (16) sell by date.
  public var sellBy: GS1Date? { element("16")?.date }
  /// (11) production date.
  public var productionDate: GS1Date? { element("11")?.date }
  /// (13) packaging date.
  public var packagingDate: GS1Date? { element("13")?.date }
  /// (10) batch or lot number.
  public var batch: String? { value("10") }
  /// (21) serial number.
  public var serial: String? { value("21") }
  /// (30) variable count of items, or else (37) count of trade items in a logistic unit.
  public var count: Int? { (element("30") ?? element("37"))?.integerValue }

  /// The GTIN in the shortest retail form it has: the 14 digits without the zeros that pad a GTIN-8
  /// (six), a UPC-A (two) or an EAN-13 (one). "00036000291452" is UPC-A "036000291452", "09506000134352" is
  /// EAN-13 "9506000134352", "00000096385074" is EAN-8 "96385074"; a GTIN-14 with an indicator digit stays.
  public var gtinAsRetailCode: String? { gtin.map { Self.retailForm(ofGTIN14: $0).text } }

  /// The GTIN as a `ProductCode` whose key is the GTIN itself, so a scanned GS1 label finds the item that
  /// its plain EAN/UPC barcode finds. Nil without a GTIN.
  public var productCode: ProductCode? {
    guard let gtin else { return nil }
    let retail = Self.retailForm(ofGTIN14: gtin)
    // The symbology is given so an 8-digit form is read as EAN-8 rather than as a UPC-E it might also spell.
    return try? ProductCode(retail.text, symbology: retail.symbology)
  }

  /// GTIN-14 to GTIN-8, -12 or -13 by the padding rule of the GS1 General Specifications (a GTIN-8 sits in
  /// the GTIN-14 behind six zeros).
  static func retailForm(ofGTIN14 gtin: String) -> (text: String, symbology: Symbology) {
    let leadingZeros = gtin.prefix { $0 == "0" }.count
    switch leadingZeros {
    case 6...: return (String(gtin.suffix(8)), .ean8)
    case 2...: return (String(gtin.suffix(12)), .upcA)
    case 1: return (String(gtin.suffix(13)), .ean13)
    default: return (gtin, .gtin14)
    }
  }
}
