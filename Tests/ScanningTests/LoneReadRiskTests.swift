import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// A lone read (one decoder, once, nothing confirmed) is judged by its risk (issue 22, item 2): reported when its
/// symbology's check is strong, no fragment of another code gives it, it is long enough and nothing else was read
/// in its place; withheld otherwise. Scripted decoders: the rule without real images.
@Suite struct LoneReadRiskTests {
  static func judge(_ zbar: [DecodedSymbol], _ zxing: [DecodedSymbol], rule: LoneReadRule = .byRisk) throws
    -> StillReadJudgement
  {
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    options.passes = []
    options.workBudget = .unlimited
    options.loneReads = rule
    let decoders = [TwoLookDecoder("zbar", whole: zbar), TwoLookDecoder("zxing", whole: zxing)]
    return try BarcodeReader(options: options, decoders: decoders).readJudged(StillCrossCheckTests.frame)
  }

  static func symbol(_ text: String, _ symbology: Symbology) -> DecodedSymbol {
    StillCrossCheckTests.symbol(text, symbology)
  }

  @Test(arguments: [
    ("5901234123457", Symbology.ean13), ("036000291452", .upcA), ("STOCK-0042", .code128), ("BIN-7A", .code93),
  ])
  func aLoneReadWithAStrongCheckAndNothingBesideItIsReportedAsLowRisk(text: String, symbology: Symbology) throws {
    // Given one decoder's read nothing confirms, with nothing else read in the image
    // When the still image is judged
    let judged = try Self.judge([], [Self.symbol(text, symbology)])
    // Then it is reported, and says what backs it
    #expect(judged.reported.map(\.text) == [text])
    #expect(judged.reported.first?.confidence == ReadConfidence(basis: .lowRisk, decoders: ["zxing"], passes: 1))
    #expect(judged.withheld.isEmpty)
  }

  @Test func theRuleBeforeWithholdsTheSameRead() throws {
    let judged = try Self.judge([], [Self.symbol("5901234123457", .ean13)], rule: .withhold)
    #expect(judged.reported.isEmpty)
    #expect(judged.withheld.map(\.reason) == [.unconfirmed])
  }

  @Test(arguments: [
    ("04252614", Symbology.upcE, LoneReadRisk.Concern.fragmentProne), ("96385074", .ean8, .fragmentProne),
    ("12345678", .itf, .fragmentProne), ("SHELF42", .code39, .noCheck), ("A40156B", .codabar, .noCheck),
    ("42", .code128, .short),
  ])
  func aRiskyLoneReadStaysWithheld(text: String, symbology: Symbology, concern: LoneReadRisk.Concern) throws {
    let judged = try Self.judge([], [Self.symbol(text, symbology)])
    #expect(judged.reported.isEmpty)
    #expect(judged.withheld.map(\.reason) == [.unconfirmed])
    let read = try #require(judged.withheld.first?.reads.first)
    #expect(LoneReadRisk.concern(read, among: [read]) == concern)
  }

  @Test func zbarsLoneCode128StaysWithheldWhateverItsLength() throws {
    let judged = try Self.judge([Self.symbol("STOCK-0042", .code128)], [])
    #expect(judged.reported.isEmpty)
    let read = try #require(judged.withheld.first?.reads.first)
    #expect(LoneReadRisk.concern(read, among: [read]) == .fnc4Blind)
  }

  /// zbar's lone ISBN of a turned code, where zxing read a UPC-E along one line across part of the same bars.
  static func isbnBeside(_ fragment: String) throws -> StillReadJudgement {
    var isbn = Self.symbol("9780306406157", .isbn13)
    isbn.points = [
      PixelPoint(x: 380, y: 390), PixelPoint(x: 480, y: 390), PixelPoint(x: 480, y: 430), PixelPoint(x: 380, y: 430),
    ]
    return try Self.judge([isbn], [Self.symbol(fragment, .upcE)])
  }

  @Test func aLoneReadBesideAFragmentOfItsOwnDigitsIsReported() throws {
    // Given a UPC-E whose digits 780306 lie inside the ISBN's: the ISBN's own bars read part-way
    // When the still image is judged
    let judged = try Self.isbnBeside("17803069")
    // Then the ISBN is reported on its one read, and the fragment is not
    #expect(judged.reported.map(\.text) == ["9780306406157"])
    #expect(judged.reported.first?.confidence.basis == .lowRisk)
  }

  @Test func aLoneReadBesideAnotherCodesDigitsStaysWithheld() throws {
    // Given a UPC-E in the same place whose digits are not the ISBN's: one of the two is a misread
    let judged = try Self.isbnBeside("04252614")
    // Then the ISBN is not reported on one read
    #expect(judged.reported.isEmpty)
    let read = try #require(judged.withheld.flatMap(\.reads).first { $0.symbology == .isbn13 })
    let other = ScanResult(
      bytes: Array("04252614".utf8), symbology: .upcE, polygon: Self.symbol("04252614", .upcE).points)
    #expect(LoneReadRisk.concern(read, among: [read, other]) == .crowded)
  }

  @Test(arguments: [("SHELF42", Symbology.code39), ("A40156B", .codabar)])
  func aSelfCheckingCodeReadOnTwoLinesIsReported(text: String, symbology: Symbology) throws {
    var read = Self.symbol(text, symbology)
    read.quality = 2
    let judged = try Self.judge([], [read])
    #expect(judged.reported.map(\.text) == [text])
    #expect(judged.reported.first?.confidence.basis == .lowRisk)
  }

  @Test(arguments: [("A1", Symbology.code39, 4), ("A401B", .codabar, 1)])
  func aShortOrOneLineSelfCheckingCodeStaysWithheld(text: String, symbology: Symbology, lines: Int) throws {
    var read = Self.symbol(text, symbology)
    read.quality = lines
    let judged = try Self.judge([], [read])
    #expect(judged.reported.isEmpty)
    #expect(judged.withheld.map(\.reason) == [.unconfirmed])
  }

  @Test func unconfirmedReportsTheRiskyReadsAsSingleAndTheOthersAsLowRisk() throws {
    var far = Self.symbol("5901234123457", .ean13)
    far.points = far.points.map { PixelPoint(x: $0.x + 300, y: $0.y + 200) }
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    options.passes = []
    options.includesUnconfirmed = true
    let decoders = [
      TwoLookDecoder("zbar", whole: []), TwoLookDecoder("zxing", whole: [Self.symbol("04252614", .upcE), far]),
    ]
    let judged = try BarcodeReader(options: options, decoders: decoders).readJudged(StillCrossCheckTests.frame)
    #expect(judged.reported.map(\.text) == ["04252614", "5901234123457"])
    #expect(judged.reported.map(\.confidence.basis) == [.single, .lowRisk])
  }
}

/// The rule on rendered, degraded codes (`LoneReadScenes`), where the rule before withheld a right read or a
/// wrong one (measured by scan-bench's lone-read table).
@Suite struct LoneReadRiskImageTests {
  static func judge(_ spec: CodeSpec, _ scene: LoneReadScenes.Scene, rule: LoneReadRule) throws -> StillReadJudgement {
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    options.loneReads = rule
    let frame = LoneReadScenes.apply(scene, to: try Zint.frame(spec, scale: 1), seed: 1)
    return try BarcodeReader(options: options).readJudged(frame)
  }

  @Test func aTurnedCode93OnlyZBarReadIsReportedNowAndWasWithheldBefore() throws {
    let spec = try #require(FixtureCatalog.spec(.code93))
    let before = try Self.judge(spec, .turned33, rule: .withhold)
    #expect(before.reported.isEmpty)
    #expect(before.withheld.flatMap(\.reads).map(\.text) == [spec.expected])
    let after = try Self.judge(spec, .turned33, rule: .byRisk)
    #expect(after.reported.map(\.text) == [spec.expected])
    #expect(after.reported.first?.confidence.basis == .lowRisk)
  }

  @Test func theEAN8ZBarReadsInACutOffUPCAStaysWithheld() throws {
    // zbar reads the right half of a UPC-A cut off at the left as a valid EAN-8 ("60002914"): a fragment.
    let spec = try #require(FixtureCatalog.spec(.upcA))
    let judged = try Self.judge(spec, .cutLeft, rule: .byRisk)
    #expect(judged.reported.isEmpty)
    #expect(judged.withheld.flatMap(\.reads).map(\.symbology) == [.ean8])
  }
}
