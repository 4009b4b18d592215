import InventoryCore
import Testing

@testable import Scanning

/// A decoder with one answer for the whole still image and another for every second look (a crop around a
/// read, however prepared): the cross-check's rules, without real images.
final class TwoLookDecoder: BarcodeDecoder {
  let name: String
  let whole: [DecodedSymbol]
  let secondLook: [String]
  private(set) var secondLooksAsked = 0

  init(_ name: String, whole: [DecodedSymbol], secondLook: [String] = []) {
    self.name = name
    self.whole = whole
    self.secondLook = secondLook
  }

  func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
    if image.width == StillCrossCheckTests.frame.width { return whole }
    secondLooksAsked += 1
    // Second looks read at the crop's middle, which is the first read's place.
    let (x, y) = (image.width / 2, image.height / 2)
    let corners = [
      PixelPoint(x: x - 10, y: y - 5), PixelPoint(x: x + 10, y: y - 5), PixelPoint(x: x + 10, y: y + 5),
      PixelPoint(x: x - 10, y: y + 5),
    ]
    let symbology = whole.first?.symbology ?? .code128
    return secondLook.map { DecodedSymbol(bytes: Array($0.utf8), symbology: symbology, points: corners) }
  }
}

@Suite struct StillCrossCheckTests {
  static let frame = GreyFrame(width: 1000, height: 800, filledWith: 200)

  static func symbol(_ bytes: [UInt8], _ symbology: Symbology = .code128) -> DecodedSymbol {
    let corners = [
      PixelPoint(x: 400, y: 400), PixelPoint(x: 440, y: 400), PixelPoint(x: 440, y: 420), PixelPoint(x: 400, y: 420),
    ]
    return DecodedSymbol(bytes: bytes, symbology: symbology, points: corners)
  }

  static func symbol(_ text: String, _ symbology: Symbology = .code128) -> DecodedSymbol {
    symbol(Array(text.utf8), symbology)
  }

  static func judge(_ first: TwoLookDecoder, _ second: TwoLookDecoder, unconfirmed: Bool = false) throws
    -> StillReadJudgement
  {
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    options.passes = []
    options.workBudget = .unlimited
    options.includesUnconfirmed = unconfirmed
    return try BarcodeReader(options: options, decoders: [first, second]).readJudged(frame)
  }

  @Test func aCodeBothDecodersReadAlikeIsReportedAsAgreement() throws {
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("SHELF-42")]),
      TwoLookDecoder("zxing", whole: [Self.symbol("SHELF-42")]))
    #expect(judged.reported.map(\.text) == ["SHELF-42"])
    #expect(
      judged.reported.first?.confidence == ReadConfidence(basis: .agreement, decoders: ["zbar", "zxing"], passes: 2))
    #expect(judged.withheld.isEmpty)
  }

  @Test func aUPCAAndTheSameCodeAsEAN13AreOneCode() throws {
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("0036000291452", .ean13)]),
      TwoLookDecoder("zxing", whole: [Self.symbol("036000291452", .upcA)]))
    #expect(judged.reported.count == 1)
    #expect(judged.reported.first?.confidence.basis == .agreement)
  }

  @Test func rivalReadsNoSecondLookSettlesAreBothWithheld() throws {
    // A photographed UPC-A read by one decoder as another valid EAN-13: the wrong read.
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("4006381333931", .ean13)]),
      TwoLookDecoder("zxing", whole: [Self.symbol("036000291452", .upcA)]))
    #expect(judged.reported.isEmpty)
    #expect(judged.withheld.map(\.reason) == [.disagreement])
    #expect(judged.withheld.first?.description.contains("the decoders disagree") == true)
  }

  @Test func rivalReadsAreSettledByTheReadBothDecodersGiveOnASecondLook() throws {
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("4006381333931", .ean13)], secondLook: ["0036000291452"]),
      TwoLookDecoder("zxing", whole: [Self.symbol("036000291452", .upcA)]))
    #expect(judged.reported.map(\.text) == ["036000291452"])
    #expect(judged.reported.first?.confidence.basis == .agreement)
  }

  @Test func zbarsLoneCode128NeedsZXingBecauseOfFNC4() throws {
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("Grv_e-D")], secondLook: ["Grv_e-D"]),
      TwoLookDecoder("zxing", whole: []))
    #expect(judged.reported.isEmpty)
  }

  @Test func aLoneLinearReadRepeatedOnASecondLookIsReportedAsRepeated() throws {
    let lone = TwoLookDecoder("zbar", whole: [Self.symbol("SHELF42", .code39)], secondLook: ["SHELF42"])
    let other = TwoLookDecoder("zxing", whole: [])
    let judged = try Self.judge(lone, other)
    #expect(judged.reported.map(\.text) == ["SHELF42"])
    #expect(judged.reported.first?.confidence.basis == .repeated)
    // The other decoder was asked first.
    #expect(other.secondLooksAsked > 0)
  }

  @Test func aLoneLinearReadNothingConfirmsIsWithheldUnlessAskedFor() throws {
    let withheld = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("SHELF-42")]), TwoLookDecoder("zxing", whole: []))
    #expect(withheld.reported.isEmpty)
    #expect(withheld.withheld.map(\.reason) == [.unconfirmed])
    let reported = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("SHELF-42")]), TwoLookDecoder("zxing", whole: []), unconfirmed: true)
    #expect(reported.reported.map(\.confidence.basis) == [.single])
  }

  @Test func aLone2DReadStandsOnItsErrorCorrection() throws {
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: []), TwoLookDecoder("zxing", whole: [Self.symbol("BIN-7", .dataMatrix)]))
    #expect(judged.reported.map(\.confidence.basis) == [.errorCorrection])
  }

  @Test func zbarsCode128WithFNC4IgnoredYieldsToZXingsRead() throws {
    let latin1: [UInt8] = [0x47, 0x72, 0xF6, 0xDF, 0x65]  // "Größe" in ISO 8859-1, as Code 128 holds it
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol(latin1.map { $0 & 0x7F })]),
      TwoLookDecoder("zxing", whole: [Self.symbol(latin1)]))
    #expect(judged.reported.map(\.text) == ["Größe"])
    #expect(judged.reported.first?.decoder == "zxing")
  }

  @Test func codesInDifferentPlacesAreJudgedApart() throws {
    var far = Self.symbol("FAR-1")
    far.points = far.points.map { PixelPoint(x: $0.x + 300, y: $0.y + 200) }
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("SHELF-42"), far]),
      TwoLookDecoder("zxing", whole: [Self.symbol("SHELF-42"), far]))
    #expect(judged.reported.map(\.text) == ["SHELF-42", "FAR-1"])
  }

  @Test func aLoneShortRetailCodeNeedsTheOtherDecoderNotARepeat() throws {
    // zxing reads "17803069" (a valid UPC-E) inside a turned ISBN-13 in every preparation of the image.
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: []),
      TwoLookDecoder("zxing", whole: [Self.symbol("17803069", .upcE)], secondLook: ["17803069"]))
    #expect(judged.reported.isEmpty)
    #expect(judged.withheld.map(\.reason) == [.unconfirmed])
  }

  @Test func aShortRetailCodeInsideALongOneTheOtherDecoderReadIsDropped() throws {
    var long = Self.symbol("9780306406157", .isbn13)
    long.points = [
      PixelPoint(x: 380, y: 390), PixelPoint(x: 480, y: 390), PixelPoint(x: 480, y: 430), PixelPoint(x: 380, y: 430),
    ]
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [long]), TwoLookDecoder("zxing", whole: [Self.symbol("17803069", .upcE)]))
    #expect(!judged.reported.contains { $0.symbology == .upcE })
    #expect(!judged.withheld.contains { $0.reads.contains { $0.symbology == .upcE } })
  }

  /// zbar's box of a linear code can reach into the next label on a sheet; two codes one pass of one decoder
  /// read are two codes side by side, never rival reads of one place.
  @Test func twoCodesOnePassReadAreNeverRivalsWhateverTheirBoxes() throws {
    var wide = Self.symbol("LABEL-2")
    wide.points = [PixelPoint(x: 380, y: 400), PixelPoint(x: 900, y: 420)]
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [Self.symbol("LABEL-1"), wide]),
      TwoLookDecoder("zxing", whole: [Self.symbol("LABEL-1"), wide]))
    #expect(judged.reported.map(\.text).sorted() == ["LABEL-1", "LABEL-2"])
  }

  /// Two decoders' reads of one linear code along different scan lines: thin boxes far apart across the bars,
  /// neither centre in the other's box. Seen: zbar's misread of rotated bars "confirmed" by its own second
  /// look and printed, zxing's right read of the same bars withheld.
  @Test func linearReadsOfTheSameBarsAreRivalsThoughTheirThinBoxesAreApart() throws {
    var misread = Self.symbol("4006381333931", .ean13)
    misread.points = [PixelPoint(x: 300, y: 380), PixelPoint(x: 700, y: 383)]
    var right = Self.symbol("036000291452", .upcA)
    right.points = [PixelPoint(x: 310, y: 440), PixelPoint(x: 690, y: 442)]
    let judged = try Self.judge(
      TwoLookDecoder("zbar", whole: [misread], secondLook: ["4006381333931"]),
      TwoLookDecoder("zxing", whole: [right]))
    #expect(!judged.reported.contains { $0.text == "4006381333931" }, "a repeat by one decoder must not win")
    #expect(judged.withheld.map(\.reason) == [.disagreement])
  }

  @Test func linearReadsRivalWhenTheirBarsOverlapNotWhenSideBySideOrStacked() {
    func read(_ from: (Int, Int), _ to: (Int, Int), _ orientation: CodeOrientation = .up) -> ScanResult {
      ScanResult(
        bytes: Array("5901234123457".utf8), symbology: .ean13,
        polygon: [PixelPoint(x: from.0, y: from.1), PixelPoint(x: to.0, y: to.1)], orientation: orientation)
    }
    let code = read((300, 380), (700, 383))
    #expect(ReadComparison.rivals(code, read((320, 450), (690, 452))), "same bars, other scan line")
    #expect(ReadComparison.rivals(code, read((380, 250), (384, 650), .unknown)) == false, "crossing, not along")
    #expect(ReadComparison.rivals(code, read((720, 380), (1120, 383))) == false, "the next label")
    #expect(ReadComparison.rivals(code, read((300, 600), (700, 603))) == false, "a code stacked below")
    // zbar's box reaching into the next label covers under half of it: not a rival of that label's code.
    #expect(ReadComparison.rivals(read((300, 380), (1420, 383)), read((900, 440), (1300, 442))) == false)
    // Turned codes (scan lines top to bottom) compare along y.
    #expect(ReadComparison.rivals(read((380, 300), (383, 700), .left), read((450, 320), (452, 690), .right)))
  }
}
