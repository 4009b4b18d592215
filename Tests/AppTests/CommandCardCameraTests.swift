import Foundation
import InventoryCore
import Scanning
import TestSupport
import Testing

@testable import App

/// A command card shown to the camera: the confirmed scan is a card, so the mode switches and nothing is
/// recorded. The card is made as `stockroom cards` makes it (Code 128 from zint, through `stockroom code`).
@Suite(.serialized) struct CommandCardCameraTests {
  /// The card's code as a PNG at 0.33 mm modules, 300 dpi, read back as a grey frame.
  static func cardFrame(_ card: CommandCard) throws -> GreyFrame {
    let folder = try TemporaryDirectory("card")
    let path = folder.path("card.png")
    let made = try ProcessRunner.stockroom(["code", "code128", card.code, "-o", path])
    try #require(made.status == 0, "build stockroom first: \(made.stderr)")
    return try ImageFileSource.load(path)
  }

  @Test func aCardShownToTheCameraSwitchesTheModeAndIsNotRecorded() throws {
    let frame = try Self.cardFrame(.remove)
    let harness = try ScanHarness(
      policy: .auto, open: ScanScreenTests.scripted([GreyFrame](repeating: frame, count: 8)))
    #expect(harness.waitFor("card REMOVE"), "\(harness.dump)")
    #expect(harness.contains("[Remove stock]"), "\(harness.dump)")
    #expect(harness.environment.scanDesk.mode == .remove)
    #expect(try harness.inventory.service.scans().isEmpty)
    harness.scan(ScanFrames.coffee)
    #expect(harness.contains("Coffee beans 4 -> 3"), "\(harness.dump)")
  }
}
