import InventoryCore
import Testing

@testable import App
@testable import Scanning
@testable import TerminalUI

/// Issue 19: the camera read an unknown code and opened the new-item editor while the user was typing for the Scan
/// screen, and a `q` landed in the Name. Keys typed until the user pauses (300 ms) are not typed into the editor a
/// camera opened; a key after the pause is. Virtual time: the keys' times are exact.
@Suite(.serialized) struct CameraEditorStrayKeyTests {
  static func cameraScan(_ code: String) -> ScanEvent {
    .scanned(
      ConfirmedScan(
        result: Scanning.ScanResult(bytes: Array(code.utf8), symbology: .ean13, polygon: [PixelPoint(x: 1, y: 1)]),
        quality: ScanQuality(
          sharpness: 1, contrast: 1, brightness: 1, confidence: 1, meanLuminance: 128, codeFraction: 0.1),
        frames: 2, time: 0))
  }

  /// The Scan tab, then an unknown code from its camera (add mode): the editor opens now.
  static func cameraOpensTheEditor(_ harness: AppHarness) throws -> ItemEditorScreen {
    harness.press(.char("1"))
    let scan = try #require(harness.root?.activeTab as? ScanScreen, "\(harness.dump)")
    harness.app.perform(scan.apply(cameraScan(Codes.unknown)))
    return try #require(harness.app.screens.last as? ItemEditorScreen, "\(harness.dump)")
  }

  @Test("keys typed as the camera opens the editor are not typed into its Name; after a pause typing works")
  func keysTypedAsTheCameraOpensTheEditorAreIgnored() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let editor = try Self.cameraOpensTheEditor(harness)
    // Typed for the Scan screen: 100 ms after it opened, and on without a 300 ms pause.
    harness.terminal.enqueue(.key(.char("q")), after: .milliseconds(100))
    harness.terminal.enqueue(.key(.char("x")), after: .milliseconds(250))
    harness.terminal.enqueue(.key(.char("p")), after: .milliseconds(250))
    harness.settle()
    #expect(editor.form.fields[.name]?.text == "", "\(harness.dump)")
    #expect(harness.contains("\"qxp\" not typed here"), "\(harness.dump)")
    #expect(editor.form.fields[.barcode]?.text == Codes.unknown)
    // After the pause (settle waits 600 ms), the user's own keys are typed.
    harness.type("Oat")
    #expect(editor.form.fields[.name]?.text == "Oat", "\(harness.dump)")
  }

  @Test("a first key after a 300 ms pause is typed")
  func aKeyAfterThePauseIsTyped() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let editor = try Self.cameraOpensTheEditor(harness)
    harness.terminal.enqueue(.key(.char("O")), after: .milliseconds(350))
    harness.settle()
    #expect(editor.form.fields[.name]?.text == "O", "\(harness.dump)")
  }
}
