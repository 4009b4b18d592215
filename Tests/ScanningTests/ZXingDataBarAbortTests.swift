import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// Debian's zxing-cpp 1.4 is built with assertions on, and a DataBar read can reach `Result::operator==` with more
/// than one line counted: the process aborted (issue 22, found by scan-bench's lone-read images). The shim reads
/// DataBar on its own with a minimum of one line, so the scan ends at the first read, before any comparison.
@Suite struct ZXingDataBarAbortTests {
  @Test func aDarkDataBarThatAbortedZXingIsReadWithoutAborting() throws {
    // Given the dark DataBar whose denoised image made zxing-cpp assert
    let spec = try #require(FixtureCatalog.spec(.dataBar))
    let frame = LoneReadScenes.apply(.dark, to: try Zint.frame(spec, scale: 1), seed: 1)
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    // When the default still-image reader reads it (before: SIGABRT in this process)
    let judged = try BarcodeReader(options: options).readJudged(frame)
    // Then it returns, and anything it reports is the code
    #expect(judged.reported.allSatisfy { $0.text == spec.expected })
  }

  @Test func zxingReadsACleanDataBarOnItsOwnAndBesideOtherLinearFormats() throws {
    let spec = try #require(FixtureCatalog.spec(.dataBar))
    let frame = try Zint.frame(spec, scale: 1.5, canvas: (480, 320))
    for symbologies: Set<Symbology> in [[.dataBar], [.dataBar, .code128, .ean13, .itf]] {
      let symbols = try ZXingDecoder().decode(frame, options: DecoderOptions(symbologies: symbologies))
      #expect(symbols.map { String(decoding: $0.bytes, as: UTF8.self) } == [spec.expected])
    }
  }
}
