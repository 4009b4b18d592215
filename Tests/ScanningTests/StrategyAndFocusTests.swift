import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// Strategies pick among several codes in one frame; the focus area can restrict which count.
@Suite struct StrategyAndFocusTests {
  /// A 1000x400 frame: an EAN-13 at the left, a large QR in the middle, a Code 128 at the right.
  static func threeCodes() throws -> GreyFrame {
    var frame = GreyFrame(width: 1000, height: 400, filledWith: 255)
    let ean = try Zint.frame(FixtureCatalog.codes[0], scale: 1)
    let qr = try Zint.frame(try #require(FixtureCatalog.spec(.qr)), scale: 4)
    let code128 = try Zint.frame(try #require(FixtureCatalog.spec(.code128)), scale: 1)
    frame = paste(ean, into: frame, x: 20, y: 150)
    frame = paste(qr, into: frame, x: 320, y: 60)
    frame = paste(code128, into: frame, x: 660, y: 140)
    return frame
  }

  static func paste(_ code: GreyFrame, into frame: GreyFrame, x: Int, y: Int) -> GreyFrame {
    precondition(x + code.width <= frame.width && y + code.height <= frame.height, "code does not fit")
    var out = frame
    for row in 0..<code.height { for column in 0..<code.width { out[x + column, y + row] = code[column, row] } }
    return out
  }

  static func reader(_ strategy: ScanStrategy, focus: FocusArea? = nil, only: Bool = false) throws -> BarcodeReader {
    var options = ScanOptions()
    options.strategy = strategy
    options.focusArea = focus
    options.onlyInFocusArea = only
    return try BarcodeReader(options: options)
  }

  @Test func allFindsEveryCodeAndBiggestTheQR() throws {
    let frame = try Self.threeCodes()
    let all = try Self.reader(.all).read(frame)
    #expect(Set(all.map(\.text)) == ["5901234123457", "https://example.com/item/42", "STOCK-0042"])
    #expect(try Self.reader(.biggest).read(frame).map(\.symbology) == [.qr])
    #expect(try Self.reader(.first).read(frame).count == 1)
    let bySize = try Self.reader(.allBySize).read(frame)
    #expect(bySize.count == 3)
    #expect(bySize.map(\.area) == bySize.map(\.area).sorted(by: >))
    #expect(bySize.first?.symbology == .qr)
  }

  @Test func onlyCodesInsideTheFocusAreaCountWhenAsked() throws {
    let frame = try Self.threeCodes()
    let right = FocusArea(x: 0.66, y: 0, width: 0.34, height: 1)
    #expect(try Self.reader(.all, focus: right, only: true).read(frame).map(\.text) == ["STOCK-0042"])
    // Without `only`, the focus area does not filter.
    #expect(try Self.reader(.all, focus: right, only: false).read(frame).count == 3)
  }

  @Test func focusAreaParsesFractions() {
    #expect(FocusArea(parsing: "0.1,0.2,0.5,0.5") == FocusArea(x: 0.1, y: 0.2, width: 0.5, height: 0.5))
    #expect(FocusArea(parsing: "0.1,0.2,0.5") == nil)
    #expect(FocusArea(parsing: "0.1,0.2,1.5,0.5") == nil)
    #expect(
      FocusArea(x: 0.5, y: 0.5, width: 0.25, height: 0.5).pixels(width: 200, height: 100)
        == PixelRect(x: 100, y: 50, width: 50, height: 50))
  }
}
