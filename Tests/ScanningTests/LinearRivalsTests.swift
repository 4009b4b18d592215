import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// The two decoders' different reads of one linear code, on real rendered images (issue 22, item 3): they are
/// compared as rivals though their thin boxes lie apart, a repeat by one decoder does not beat the other's read,
/// and an EAN-8 or UPC-E fragment does not stand in the way of the full code it lies in.
@Suite struct LinearRivalsTests {
  static let isbn = CodeSpec(.isbn13, zint: "ISBNX", input: "9780306406157", expected: "9780306406157")
  /// What zxing reads along one line across the turned ISBN's bars: a valid UPC-E, a fragment.
  static let fragment = "17803069"

  static func reader() throws -> BarcodeReader {
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    return try BarcodeReader(options: options)
  }

  /// Each decoder's first reads of the whole image (before any cross-check).
  static func firstReads(_ frame: GreyFrame, by reader: BarcodeReader) throws -> [String: [ScanResult]] {
    var reads: [String: [ScanResult]] = [:]
    for decoder in reader.decoders {
      reads[decoder.name] = try reader.readUntilFound(
        by: decoder, image: frame, toFrame: .identity, time: 0, budget: reader.options.workBudget)
    }
    return reads
  }

  static func turnedISBN(scale: Double, degrees: Double) throws -> GreyFrame {
    let clean = try Zint.frame(isbn, scale: scale, canvas: (640, 480))
    return Degrade.noise(Degrade.rotate(clean, degrees: degrees), sigma: 3, seed: 1)
  }

  /// zbar reads the turned ISBN, zxing a UPC-E along one line across part of its bars. Before, the two were
  /// withheld as a disagreement (33 and 125 degrees at 2 px modules), or the ISBN was printed as repeated beside
  /// that same disagreement (125 degrees at 3 px modules). The UPC-E's bars lie inside the ISBN's: a line across
  /// part of a 13-digit code reads as a valid short code, never the other way, so the fragment says nothing
  /// against the ISBN. The ISBN is then judged as a lone read: printed when zbar's second looks read it again,
  /// else (at 125 degrees and 2 px modules none does) as a low-risk read, since the fragment's digits are its own
  /// (`LoneReadRisk.isExplainedFragment`); never beside the fragment.
  @Test(arguments: [(1.0, 33.0, true), (1.0, 125.0, false), (1.5, 125.0, true)])
  func aFragmentTheOtherDecoderReadInATurnedISBNDoesNotStandAgainstIt(
    scale: Double, degrees: Double, repeatedBySecondLooks: Bool
  ) throws {
    // Given a turned ISBN the decoders read differently
    let frame = try Self.turnedISBN(scale: scale, degrees: degrees)
    let reader = try Self.reader()
    let first = try Self.firstReads(frame, by: reader)
    let zbarISBN = try #require(first["zbar"]?.first { $0.text == Self.isbn.expected })
    let zxingUPCE = try #require(first["zxing"]?.first { $0.text == Self.fragment && $0.symbology == .upcE })
    #expect(ReadComparison.isFragment(zxingUPCE, of: zbarISBN))
    #expect(!ReadComparison.disputes(zxingUPCE, zbarISBN))

    // When the image is read
    let judged = try reader.readJudged(frame)

    // Then the ISBN alone is printed, and the fragment is not named
    #expect(judged.reported.map(\.text) == [Self.isbn.expected])
    #expect(judged.withheld.isEmpty)
    #expect(judged.reported.first?.confidence.basis == (repeatedBySecondLooks ? .repeated : .lowRisk))
  }

  /// A zbar that misreads this UPC-A as another valid EAN-13 wherever it reads it: a systematic misread, the same on
  /// every preparation of the image (what the issue saw zbar do on turned bars).
  final class MisreadingZBar: BarcodeDecoder {
    let name = "zbar"
    let real = ZBarDecoder()
    static let misread = "4006381333931"

    func prepare(_ options: DecoderOptions) throws(ScanError) { try real.prepare(options) }

    func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
      try real.decode(image, options: options).map { symbol in
        guard symbol.symbology == .upcA || symbol.symbology == .ean13 else { return symbol }
        var wrong = symbol
        wrong.bytes = Array(Self.misread.utf8)
        wrong.symbology = .ean13
        return wrong
      }
    }
  }

  @Test(arguments: [0.0, 12.0])
  func aMisreadRepeatedByOneDecoderIsNotPrintedAgainstTheOthersRead(degrees: Double) throws {
    // Given a UPC-A that zbar misreads on every look and zxing reads right
    let spec = try #require(FixtureCatalog.spec(.upcA))
    let clean = try Zint.frame(spec, scale: 1.5, canvas: (640, 480))
    let frame = Degrade.noise(Degrade.rotate(clean, degrees: degrees), sigma: 3, seed: 1)
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    let reader = try BarcodeReader(options: options, decoders: [MisreadingZBar(), ZXingDecoder()])
    let first = try Self.firstReads(frame, by: reader)
    let misread = try #require(first["zbar"]?.first)
    let right = try #require(first["zxing"]?.first)
    #expect(misread.text == MisreadingZBar.misread)
    #expect(right.text == spec.expected)
    #expect(ReadComparison.rivals(misread, right))

    // When the image is read
    let judged = try reader.readJudged(frame)

    // Then neither is printed: zbar's repeats of its misread do not confirm it against zxing's read
    #expect(judged.reported.isEmpty, "\(judged.reported.map(\.text))")
    #expect(judged.withheld.map(\.reason) == [.disagreement])
    #expect(Set(judged.withheld.flatMap(\.reads).map(\.text)) == [MisreadingZBar.misread, spec.expected])
  }

  /// The control: the same image through the real zbar is read alike by both decoders and printed.
  @Test func theSameUPCAReadAlikeByBothIsPrinted() throws {
    let spec = try #require(FixtureCatalog.spec(.upcA))
    let clean = try Zint.frame(spec, scale: 1.5, canvas: (640, 480))
    let judged = try Self.reader().readJudged(Degrade.noise(clean, sigma: 3, seed: 1))
    #expect(judged.reported.map(\.text) == [spec.expected])
    #expect(judged.reported.first?.confidence.basis == .agreement)
  }

  /// A code turned near 45 degrees: zbar may read it along x and zxing along y, each on a line through the code's
  /// middle. The lines cross on the same bars, though neither centre lies in the other's thin box.
  @Test func readsAlongXAndAlongYThatCrossOnTheSameBarsAreRivals() {
    func read(_ from: (Int, Int), _ to: (Int, Int), _ orientation: CodeOrientation) -> ScanResult {
      ScanResult(
        bytes: Array("5901234123457".utf8), symbology: .ean13,
        polygon: [PixelPoint(x: from.0, y: from.1), PixelPoint(x: to.0, y: to.1)], orientation: orientation)
    }
    let alongX = read((300, 400), (500, 404), .up)
    #expect(ReadComparison.rivals(alongX, read((440, 330), (444, 530), .right)))
    // Beside it, and below it: other codes.
    #expect(ReadComparison.rivals(alongX, read((560, 300), (564, 500), .right)) == false)
    #expect(ReadComparison.rivals(alongX, read((396, 430), (400, 630), .right)) == false)
  }

  /// A code reported on its own decoder's repeats is taken back when another place's second looks show the other
  /// decoder read the same bars differently; one both decoders read stands, and its rival is not listed.
  @Test func aRepeatedReportIsTakenBackWhenItsRivalTurnsUpLater() {
    func read(_ text: String, _ decoder: String, _ basis: ReadBasis) -> ScanResult {
      ScanResult(
        bytes: Array(text.utf8), symbology: .ean13, polygon: [PixelPoint(x: 300, y: 400), PixelPoint(x: 500, y: 404)],
        decoder: decoder, confidence: ReadConfidence(basis: basis, decoders: [decoder], passes: 2))
    }
    let rival = WithheldRead(
      reason: .disagreement, reads: [read("036000291452", "zxing", .single), read("4006381333931", "zbar", .single)])
    var repeated = StillReadJudgement(reported: [read("4006381333931", "zbar", .repeated)])
    StillCrossCheck.add(rival, to: &repeated)
    #expect(repeated.reported.isEmpty)
    #expect(repeated.withheld == [rival])

    var agreed = StillReadJudgement(reported: [read("4006381333931", "zbar", .agreement)])
    StillCrossCheck.add(rival, to: &agreed)
    #expect(agreed.reported.map(\.text) == ["4006381333931"])
    #expect(agreed.withheld.isEmpty)
  }
}
