import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TerminalUI
import Testing

@testable import App

/// The scan screen on a MemoryTerminal with scripted camera frames (cut from the demo video) and a real
/// database: camera scans in each policy and mode, typed codes with check digits, USB-scanner bursts,
/// the picture with its frames, and every way of having no picture.
@Suite(.serialized) struct ScanScreenTests {
  static func scripted(_ frames: [GreyFrame], then error: FrameSourceError? = nil) -> ScanSourceOpener {
    let box = UncheckedFrames(frames)
    return { () throws(FrameSourceError) in ScriptedFrameSource(box.frames, then: error) }
  }

  @Test func aCodeShownToTheCameraIsAppliedAtOnceInAuto() throws {
    let harness = try ScanHarness(policy: .auto, open: Self.scripted(try ScanFrames.codeAfterEmptyDesk(segment: 0)))
    #expect(harness.waitFor("Coffee beans 4 -> 5"), "\(harness.dump)")
    #expect(try harness.quantity(of: ScanFrames.coffee) == 5)
    #expect(harness.contains("Excellent: good scan") || harness.contains("Good:"), "\(harness.dump)")
    #expect(harness.terminal.bellCount == 1)
    #expect(harness.terminal.flashCount == 1)  // bell and flash are both on by default
    let scan = try #require(try harness.inventory.service.scans().first)
    #expect(scan.source == .camera && scan.quality != nil)
  }

  @Test func askOffersTheChangeAndANumberThenEnterAppliesIt() throws {
    let harness = try ScanHarness(policy: .ask, open: Self.scripted(try ScanFrames.codeAfterEmptyDesk(segment: 0)))
    #expect(harness.waitFor("Enter apply"), "\(harness.dump)")
    #expect(try harness.quantity(of: ScanFrames.coffee) == 4)  // nothing yet
    harness.type("3")
    #expect(harness.contains("+3?"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Coffee beans 4 -> 7"), "\(harness.dump)")
    #expect(try harness.quantity(of: ScanFrames.coffee) == 7)
  }

  @Test func escapeCancelsAnOfferedChange() throws {
    let harness = try ScanHarness(policy: .ask, open: Self.scripted(try ScanFrames.codeAfterEmptyDesk(segment: 0)))
    #expect(harness.waitFor("Enter apply"), "\(harness.dump)")
    harness.press(.escape)
    #expect(harness.contains("Coffee beans: +1 cancelled, nothing changed"), "\(harness.dump)")
    #expect(!harness.contains("Enter apply"))
    #expect(try harness.quantity(of: ScanFrames.coffee) == 4)
  }

  @Test func removeAndLookUpModesAreShownAndObeyed() throws {
    let harness = try ScanHarness(policy: .auto, open: Self.scripted([]))
    harness.press(.char("r"))
    #expect(harness.contains("[Remove stock]"), "\(harness.dump)")
    harness.scan(ScanFrames.coffee)
    #expect(harness.contains("Coffee beans 4 -> 3"), "\(harness.dump)")
    harness.press(.char("l"))
    #expect(harness.contains("[Look up]"))
    harness.scan(ScanFrames.coffee)
    #expect(harness.contains("Coffee beans: 3 in stock ▼ low (minimum 5)"), "\(harness.dump)")
    #expect(try harness.quantity(of: ScanFrames.coffee) == 3)
    harness.press(.char("m"))
    #expect(harness.contains("[Add stock]"))
  }

  @Test func aUSBScannerBurstIsAScanFromTheUSBScanner() throws {
    let harness = try ScanHarness(policy: .auto, open: Self.scripted([]))
    harness.scan(ScanFrames.tea)
    #expect(harness.contains("Thé vert 日本 🍵 9 -> 10"), "\(harness.dump)")
    #expect(harness.contains("USB scanner"))
    #expect(try harness.inventory.service.scans().first?.source == .usbScanner)
  }

  @Test func aWrongCheckDigitTypedIsExplainedAndLoggedLikeAScannedOne() throws {
    let harness = try ScanHarness(policy: .auto, open: Self.scripted([]))
    harness.press(.char("/"))
    harness.type("5901234123453")
    harness.press(.enter)
    #expect(harness.contains("EAN-13 check digit should be 7, found 3: probably a misread digit"), "\(harness.dump)")
    #expect(try harness.quantity(of: ScanFrames.coffee) == 4)
    let rejected = try #require(try harness.inventory.service.scans().first)
    #expect(rejected.outcome == .invalid && rejected.source == .keyboard && rejected.detail.contains("should be 7"))
    // Fixing the digit records it like a scan, from the keyboard.
    harness.press(.backspace)
    harness.type("7")
    harness.press(.enter)
    #expect(harness.contains("Coffee beans 4 -> 5"), "\(harness.dump)")
    #expect(try harness.inventory.service.scans().first?.source == .keyboard)
    // A scanner burst still arrives as a scan while the field has the keys.
    harness.scan(ScanFrames.coffee)
    #expect(harness.contains("Coffee beans 5 -> 6"), "\(harness.dump)")
    harness.press(.escape)
    harness.press(.char("q"))
    #expect(harness.app.outcome == .quit)
  }

  @Test func anUnknownCodeOpensTheItemEditorWithTheCode() throws {
    let harness = try ScanHarness(policy: .auto, open: Self.scripted([]))
    harness.scan(ScanFrames.book)
    #expect(harness.app.activeScreen is ItemEditorScreen)
    #expect(harness.contains(ScanFrames.book), "\(harness.dump)")
  }

  @Test func thePictureShowsTheFocusAreaAndFramesTheCodeItReads() throws {
    let frames = try ScanFrames.codeAfterEmptyDesk(segment: 1, inView: 400)
    let harness = try ScanHarness(policy: .auto, open: Self.scripted(frames))
    #expect(harness.waitFor("Thé vert 日本 🍵 9 -> 10"), "\(harness.dump)")
    #expect(harness.waitFor { $0.contains { $0.contains("┏") && $0.contains("▀") } }, "\(harness.dump)")
    #expect(harness.contains("╭"))  // the focus area
    #expect(harness.contains("✓ scanned"))  // the flash
  }

  @Test(arguments: [
    (FrameSourceError.noCamera, "no camera found"),
    (.permissionDenied(device: "/dev/video0", group: "video"), "sudo usermod -aG video $USER"),
    (.deviceBusy(device: "/dev/video0"), "the camera is busy"),
  ])
  func withoutAPictureTheScreenSaysWhyAndTypingStillWorks(error: FrameSourceError, words: String) throws {
    let harness = try ScanHarness(policy: .auto, open: { () throws(FrameSourceError) in throw error })
    #expect(harness.waitFor(words), "\(harness.dump)")
    #expect(harness.contains("Typing a code (/) and a USB scanner work"))
    #expect(harness.contains("F5 Retry"))
    harness.press(.char("/"))
    harness.type(ScanFrames.coffee)
    harness.press(.enter)
    #expect(harness.contains("Coffee beans 4 -> 5"), "\(harness.dump)")
  }

  @Test func aCameraUnpluggedMidStreamIsExplainedAndRetryOpensItAgain() throws {
    let frames = try ScanFrames.codeAfterEmptyDesk(segment: 0, inView: 0)
    let harness = try ScanHarness(open: Self.scripted(frames, then: .deviceUnplugged(device: "/dev/video0")))
    #expect(harness.waitFor("the camera was unplugged"), "\(harness.dump)")
    harness.press(.f(5))
    #expect(harness.waitFor("the camera was unplugged"), "\(harness.dump)")
  }
}

/// Frames captured by a `@Sendable` opener (GreyFrame is Sendable; the array is never mutated).
final class UncheckedFrames: Sendable {
  let frames: [GreyFrame]
  init(_ frames: [GreyFrame]) { self.frames = frames }
}
