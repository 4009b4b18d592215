import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TestSupport
import Testing

@testable import App

/// The scan screen on a V4L2 camera: the real binary and the real libv4l2, with the fake driver of
/// ScanningTests (Tests/ScanningTests/FakeV4L2) loaded by LD_PRELOAD, since no machine this was built on has
/// a webcam. The fake offers zoom and, when asked, a torch; it logs every control it is set to.
@Suite("scan screen on a (fake) V4L2 camera", .serialized)
struct ScanCameraControlsTests {
  static func fakeDriver(in folder: TemporaryDirectory) throws -> String {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ScanningTests/FakeV4L2/fake_v4l2.c").path
    let gcc = try #require(ProcessRunner.executable(named: "gcc"), "gcc is needed for the fake camera")
    let output = folder.path("fake_v4l2.so")
    let built = try ProcessRunner.run(gcc, ["-shared", "-fPIC", "-O1", "-o", output, source, "-ldl", "-ljpeg"])
    try #require(built.status == 0, "\(built.stderr)")
    return output
  }

  @Test("torch and zoom keys appear when the camera has them and set its controls; a code shown is counted")
  func torchZoomAndAScan() throws {
    let inventory = try ScanEndToEndTests.inventory(policy: .auto)
    let driver = try Self.fakeDriver(in: inventory.folder)
    let video = try ScanEndToEndTests.video(in: inventory.folder, empty: 0.2)
    let log = inventory.folder.path("calls.log")
    let binary = ProcessRunner.stockroomPath
    let session = try TmuxSession(
      [binary, "--db", inventory.path, "--camera", "/dev/video0"], columns: 100, rows: 30,
      environment: [
        "LD_PRELOAD": driver, "FAKE_V4L2_TORCH": "1", "FAKE_V4L2_Y4M": video, "FAKE_V4L2_FRAMES": "100000",
        "FAKE_V4L2_LOG": log,
      ])
    defer { session.kill() }
    try session.waitFor("› Inventory")
    try session.press("1")
    try session.waitFor("Coffee beans 4 -> 5")
    try session.waitFor("t Torch")
    try session.waitFor("z Zoom+")
    try session.press("t")
    try session.waitFor("torch on")
    try session.press("z")
    try session.waitFor("zoom 140")
    let deadline = ContinuousClock.now + .seconds(10)
    var calls = ""
    while ContinuousClock.now < deadline {
      calls = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      if calls.contains("S_CTRL Zoom, Absolute=140") { break }
      Thread.sleep(forTimeInterval: 0.01)
    }
    #expect(calls.contains("S_CTRL LED Mode=2"), "the torch mode was set")
    #expect(calls.contains("S_CTRL Zoom, Absolute=140"), "the zoom was set")
  }

  @Test("a camera without a torch shows no torch key, and t does nothing")
  func noControlsNoKeys() throws {
    let inventory = try ScanEndToEndTests.inventory(policy: .auto)
    let driver = try Self.fakeDriver(in: inventory.folder)
    let binary = ProcessRunner.stockroomPath
    let session = try TmuxSession(
      [binary, "--db", inventory.path, "--camera", "/dev/video0"], columns: 100, rows: 30,
      environment: ["LD_PRELOAD": driver, "FAKE_V4L2_FRAMES": "100000"])
    defer { session.kill() }
    try session.waitFor("› Inventory")
    try session.press("1")
    let screen = try session.waitFor("z Zoom+")
    #expect(!screen.contains { $0.contains("t Torch") })
    try session.press("t")
    try session.press("p")  // keys are read in order: once the pause shows, t has been handled
    let after = try session.waitFor("scanning paused")
    #expect(!after.contains { $0.contains("torch") })
  }
}
