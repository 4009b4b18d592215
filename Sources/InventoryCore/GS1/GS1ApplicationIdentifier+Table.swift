// The AIs of the GS1 General Specifications (section 3.2) with the lengths, character sets and titles of the
// GS1 Barcode Syntax Dictionary. Only check digits and dates are validated beyond the character set and
// length; country codes, currencies, coupon fields and the like are kept as they are.

extension GS1ApplicationIdentifier {
  static let table: [GS1ApplicationIdentifier] = identification + measures + logistics + extended + internalUse

  private typealias AI = GS1ApplicationIdentifier
  private static let checked14: [GS1DataComponent] = [.n(14, .checkDigit)]
  private static let gln: [GS1DataComponent] = [.n(13, .checkDigit)]
  private static let date: [GS1DataComponent] = [.n(6, .date(dayZeroAllowed: true))]
  private static let x20: [GS1DataComponent] = [.x(upTo: 20)]
  private static let x30: [GS1DataComponent] = [.x(upTo: 30)]
  private static let x35: [GS1DataComponent] = [.x(upTo: 35)]
  private static let x70: [GS1DataComponent] = [.x(upTo: 70)]
  private static let countries: [GS1DataComponent] =
    [.n(3)] + Array(repeating: GS1DataComponent.n(3).optional, count: 4)

  private static let identification: [AI] = [
    AI("00", "SSCC", [.n(18, .checkDigit)]),
    AI("01", "GTIN", checked14),
    AI("02", "CONTENT", checked14),
    AI("03", "MTO GTIN", checked14),
    AI("10", "BATCH/LOT", x20),
    AI("11", "PROD DATE", date),
    AI("12", "DUE DATE", date),
    AI("13", "PACK DATE", date),
    AI("15", "BEST BEFORE or BEST BY", date),
    AI("16", "SELL BY", date),
    AI("17", "USE BY or EXPIRY", date),
    AI("20", "VARIANT", [.n(2)]),
    AI("21", "SERIAL", x20),
    AI("22", "CPV", x20),
    AI("235", "TPX", [.x(upTo: 28)]),
    AI("240", "ADDITIONAL ID", x30),
    AI("241", "CUST. PART No.", x30),
    AI("242", "MTO VARIANT", [.n(upTo: 6)]),
    AI("243", "PCN", x20),
    AI("250", "SECONDARY SERIAL", x30),
    AI("251", "REF. TO SOURCE", x30),
    AI("253", "GDTI", [.n(13, .checkDigit), GS1DataComponent.x(upTo: 17).optional]),
    AI("254", "GLN EXTENSION COMPONENT", x20),
    AI("255", "GCN", [.n(13, .checkDigit), GS1DataComponent.n(upTo: 12).optional]),
    AI("30", "VAR. COUNT", [.n(upTo: 8)]),
  ]

  /// 310n-369n (six digits, n decimal places) and the amounts and prices 390n-395n, with 37 in its place.
  private static let measures: [AI] =
    [
      ("310", "NET WEIGHT (kg)"), ("311", "LENGTH (m)"), ("312", "WIDTH (m)"), ("313", "HEIGHT (m)"),
      ("314", "AREA (m²)"), ("315", "NET VOLUME (l)"), ("316", "NET VOLUME (m³)"), ("320", "NET WEIGHT (lb)"),
      ("321", "LENGTH (in)"), ("322", "LENGTH (ft)"), ("323", "LENGTH (yd)"), ("324", "WIDTH (in)"),
      ("325", "WIDTH (ft)"), ("326", "WIDTH (yd)"), ("327", "HEIGHT (in)"), ("328", "HEIGHT (ft)"),
      ("329", "HEIGHT (yd)"), ("330", "GROSS WEIGHT (kg)"), ("331", "LENGTH (m), log"), ("332", "WIDTH (m), log"),
      ("333", "HEIGHT (m), log"), ("334", "AREA (m²), log"), ("335", "VOLUME (l), log"),
      ("336", "VOLUME (m³), log"), ("337", "KG PER m²"), ("340", "GROSS WEIGHT (lb)"),
      ("341", "LENGTH (in), log"), ("342", "LENGTH (ft), log"), ("343", "LENGTH (yd), log"),
      ("344", "WIDTH (in), log"), ("345", "WIDTH (ft), log"), ("346", "WIDTH (yd), log"),
      ("347", "HEIGHT (in), log"), ("348", "HEIGHT (ft), log"), ("349", "HEIGHT (yd), log"), ("350", "AREA (in²)"),
      ("351", "AREA (ft²)"), ("352", "AREA (yd²)"), ("353", "AREA (in²), log"), ("354", "AREA (ft²), log"),
      ("355", "AREA (yd²), log"), ("356", "NET WEIGHT (t oz)"), ("357", "NET VOLUME (oz)"),
      ("360", "NET VOLUME (qt)"), ("361", "NET VOLUME (gal.)"), ("362", "VOLUME (qt), log"),
      ("363", "VOLUME (gal.), log"), ("364", "VOLUME (in³)"), ("365", "VOLUME (ft³)"), ("366", "VOLUME (yd³)"),
      ("367", "VOLUME (in³), log"), ("368", "VOLUME (ft³), log"), ("369", "VOLUME (yd³), log"),
    ].flatMap { decimals($0.0, $0.1, places: 0...5, [.n(6)]) }
    + [AI("37", "COUNT", [.n(upTo: 8)])]
    + decimals("390", "AMOUNT", places: 0...9, [.n(upTo: 15)])
    + decimals("391", "AMOUNT", places: 0...9, [.n(3), .n(upTo: 15)])
    + decimals("392", "PRICE", places: 0...9, [.n(upTo: 15)])
    + decimals("393", "PRICE", places: 0...9, [.n(3), .n(upTo: 15)])
    + decimals("394", "PRCNT OFF", places: 0...3, [.n(4)])
    + decimals("395", "PRICE/UoM", places: 0...5, [.n(6)])

  private static let logistics: [AI] =
    [
      AI("400", "ORDER NUMBER", x30),
      AI("401", "GINC", x30),
      AI("402", "GSIN", [.n(17, .checkDigit)]),
      AI("403", "ROUTE", x30),
      AI("410", "SHIP TO LOC", gln),
      AI("411", "BILL TO", gln),
      AI("412", "PURCHASE FROM", gln),
      AI("413", "SHIP FOR LOC", gln),
      AI("414", "LOC No.", gln),
      AI("415", "PAY TO", gln),
      AI("416", "PROD/SERV LOC", gln),
      AI("417", "PARTY", gln),
      AI("420", "SHIP TO POST", x20),
      AI("421", "SHIP TO POST", [.n(3), .x(upTo: 9)]),
      AI("422", "ORIGIN", [.n(3)]),
      AI("423", "COUNTRY - INITIAL PROCESS", countries),
      AI("424", "COUNTRY - PROCESS", [.n(3)]),
      AI("425", "COUNTRY - DISASSEMBLY", countries),
      AI("426", "COUNTRY - FULL PROCESS", [.n(3)]),
      AI("427", "ORIGIN SUBDIVISION", [.x(upTo: 3)]),
      AI("4300", "SHIP TO COMP", x35), AI("4301", "SHIP TO NAME", x35), AI("4302", "SHIP TO ADD1", x70),
      AI("4303", "SHIP TO ADD2", x70), AI("4304", "SHIP TO SUB", x70), AI("4305", "SHIP TO LOC", x70),
      AI("4306", "SHIP TO REG", x70), AI("4307", "SHIP TO COUNTRY", [.x(2)]), AI("4308", "SHIP TO PHONE", x30),
      AI("4309", "SHIP TO GEO", [.n(10), .n(10)]),
      AI("4310", "RTN TO COMP", x35), AI("4311", "RTN TO NAME", x35), AI("4312", "RTN TO ADD1", x70),
      AI("4313", "RTN TO ADD2", x70), AI("4314", "RTN TO SUB", x70), AI("4315", "RTN TO LOC", x70),
      AI("4316", "RTN TO REG", x70), AI("4317", "RTN TO COUNTRY", [.x(2)]), AI("4318", "RTN TO POST", x20),
      AI("4319", "RTN TO PHONE", x30), AI("4320", "SRV DESCRIPTION", x35),
      AI("4321", "DANGEROUS GOODS", [.n(1)]), AI("4322", "AUTH TO LEAVE", [.n(1)]),
      AI("4323", "SIG REQUIRED", [.n(1)]),
      AI("4324", "NOT BEF DEL DT", date + [.n(4)]),
      AI("4325", "NOT AFT DEL DT", date + [.n(4)]),
      AI("4326", "REL DATE", [.n(6, .date(dayZeroAllowed: false))]),
      AI("4330", "MAX TEMP F.", [.n(6), GS1DataComponent.x(1).optional]),
      AI("4331", "MAX TEMP C.", [.n(6), GS1DataComponent.x(1).optional]),
      AI("4332", "MIN TEMP F.", [.n(6), GS1DataComponent.x(1).optional]),
      AI("4333", "MIN TEMP C.", [.n(6), GS1DataComponent.x(1).optional]),
    ]

  private static let strictDate: GS1DataComponent = .n(6, .date(dayZeroAllowed: false))

  private static let extended: [AI] =
    [
      AI("7001", "NSN", [.n(13)]),
      AI("7002", "MEAT CUT", x30),
      AI("7003", "EXPIRY TIME", [strictDate, .n(4)]),
      AI("7004", "ACTIVE POTENCY", [.n(upTo: 4)]),
      AI("7005", "CATCH AREA", [.x(upTo: 12)]),
      AI("7006", "FIRST FREEZE DATE", [strictDate]),
      AI("7007", "HARVEST DATE", [strictDate, strictDate.optional]),
      AI("7008", "AQUATIC SPECIES", [.x(upTo: 3)]),
      AI("7009", "FISHING GEAR TYPE", [.x(upTo: 10)]),
      AI("7010", "PROD METHOD", [.x(upTo: 2)]),
      AI("7011", "TEST BY DATE", [strictDate, GS1DataComponent.n(4).optional]),
      AI("7020", "REFURB LOT", x20),
      AI("7021", "FUNC STAT", x20),
      AI("7022", "REV STAT", x20),
      AI("7023", "GIAI - ASSEMBLY", x30),
    ]
    + (0...9).map { AI("703\($0)", "PROCESSOR # \($0)", [.n(3), .x(upTo: 27)]) }
    + [
      AI("7040", "UIC+EXT", [.n(1), .x(1), .x(1), .x(1)]),
      AI("7041", "UFRGT UNIT TYPE", [.x(upTo: 4)]),
      AI("710", "NHRN PZN", x20), AI("711", "NHRN CIP", x20), AI("712", "NHRN CN", x20),
      AI("713", "NHRN DRN", x20), AI("714", "NHRN AIM", x20), AI("715", "NHRN NDC", x20),
      AI("716", "NHRN AIC", x20), AI("717", "NHRN SRN", x20),
    ]
    + (0...9).map { AI("723\($0)", "CERT # \($0 + 1)", [.x(2), .x(upTo: 28)]) }
    + [
      AI("7240", "PROTOCOL", x20),
      AI("7241", "AIDC MEDIA TYPE", [.n(2)]),
      AI("7242", "VCN", [.x(upTo: 25)]),
      AI("7250", "DOB", [.n(8)]),
      AI("7251", "DOB TIME", [.n(8), .n(4)]),
      AI("7252", "BIO SEX", [.n(1)]),
      AI("7253", "FAMILY NAME", [.x(upTo: 40)]),
      AI("7254", "GIVEN NAME", [.x(upTo: 40)]),
      AI("7255", "SUFFIX", [.x(upTo: 10)]),
      AI("7256", "FULL NAME", [.x(upTo: 90)]),
      AI("7257", "PERSON ADDR", x70),
      AI("7258", "BIRTH SEQUENCE", [.x(3)]),
      AI("7259", "BABY", [.x(upTo: 40)]),
      AI("8001", "DIMENSIONS", [.n(4), .n(5), .n(3), .n(1), .n(1)]),
      AI("8002", "CMT No.", x20),
      AI("8003", "GRAI", [.n(1), .n(13, .checkDigit), GS1DataComponent.x(upTo: 16).optional]),
      AI("8004", "GIAI", x30),
      AI("8005", "PRICE PER UNIT", [.n(6)]),
      AI("8006", "ITIP", [.n(14, .checkDigit), .n(4)]),
      AI("8007", "IBAN", [.x(upTo: 34)]),
      AI("8008", "PROD TIME", [strictDate, .n(2), GS1DataComponent.n(2).optional, GS1DataComponent.n(2).optional]),
      AI("8009", "OPTSEN", [.x(upTo: 50)]),
      AI("8010", "CPID", [.x(upTo: 30, .set39)]),
      AI("8011", "CPID SERIAL", [.n(upTo: 12)]),
      AI("8012", "VERSION", x20),
      AI("8013", "GMN", [.x(upTo: 25)]),
      AI("8014", "MUDI", [.x(upTo: 25)]),
      AI("8017", "GSRN - PROVIDER", [.n(18, .checkDigit)]),
      AI("8018", "GSRN - RECIPIENT", [.n(18, .checkDigit)]),
      AI("8019", "SRIN", [.n(upTo: 10)]),
      AI("8020", "REF No.", [.x(upTo: 25)]),
      AI("8026", "ITIP CONTENT", [.n(14, .checkDigit), .n(4)]),
      AI("8030", "DIGSIG", [.x(upTo: 90, .set64)]),
      AI("8110", "COUPON CODE", x70),
      AI("8111", "POINTS", [.n(4)]),
      AI("8112", "COUPON OFFER", x70),
      AI("8200", "PRODUCT URL", x70),
    ]

  private static let internalUse: [AI] =
    [AI("90", "INTERNAL", x30)] + (91...99).map { AI("\($0)", "INTERNAL", [.x(upTo: 90)]) }

  /// `prefix` followed by each number of decimal places: 3100 ... 3105.
  private static func decimals(
    _ prefix: String, _ title: String, places: ClosedRange<Int>, _ components: [GS1DataComponent]
  ) -> [AI] {
    places.map { AI("\(prefix)\($0)", title, components, decimalPlaces: $0) }
  }
}
