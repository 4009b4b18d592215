import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// Codes as zint writes them by default, 1 or 2 pixels a module and no quiet zone (issue 22, item 6): a small image
/// the first passes read nothing in gets an enlarged, quiet-zoned look.
@Suite struct TinyCodeTests {
  static let everySymbology: ScanOptions = {
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    return options
  }()

  @Test func everyTinyCodeIsReadAndNothingElse() throws {
    let reader = try BarcodeReader(options: Self.everySymbology)
    for image in try TinyCodes.images() {
      #expect(try reader.read(image.frame).map(\.text) == [image.spec.expected], "\(image.label)")
    }
  }

  /// What the enlarged look adds: without it, a DataMatrix of 1-pixel modules is read nowhere, nor an Aztec
  /// symbol of 1-pixel modules with white around it.
  @Test(arguments: [TinyCodes.Setting.bare, .onSmallPicture])
  func withoutTheEnlargedLookOnePixelModulesAreMissed(setting: TinyCodes.Setting) throws {
    var options = Self.everySymbology
    options.readsSmallImagesEnlarged = false
    let reader = try BarcodeReader(options: options)
    let dataMatrix = try #require(FixtureCatalog.twoDimensionalCodes.first { $0.symbology == .dataMatrix })
    let code = try Zint.frame(dataMatrix, scale: 0.5, quietZones: false)
    #expect(try reader.read(TinyCodes.show(code, setting)).isEmpty)
  }

  @Test func largeImagesAreNotEnlarged() {
    #expect(DecodePass.enlargement(width: 16, height: 16) == 4)
    #expect(DecodePass.enlargement(width: 320, height: 240) == 3)
    #expect(DecodePass.enlargement(width: 321, height: 240) == nil)
    #expect(DecodePass.enlargement(width: 640, height: 480) == nil)
    #expect(DecodePass.enlargement(width: 0, height: 0) == nil)
  }
}
