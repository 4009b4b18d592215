import Foundation
import InventoryCore
import Scanning
import TestSupport
import Testing

@testable import App

/// The Scan screen on fake cameras that behave like real webcams (issue 22), in the real binary with the real
/// libv4l2: MJPEG only at 1280x720, padded lines (YUYV and grey), a first frame 2.5 s late, a rate that falls to 10 frames a
/// second. Each shows the coffee code at its own pace, and the scan changes the stock.
@Suite("scan screen on realistic (fake) cameras", .serialized)
struct ScanRealisticCameraTests {
  struct Camera: Sendable, CustomTestStringConvertible {
    var name: String
    var environment: [String: String]
    /// MJPEG cameras give 1280x720 only: the clip is shown twice as large.
    var doubled = false
    var testDescription: String { name }
  }

  static let cameras: [Camera] = [
    Camera(
      name: "MJPEG only, 1280x720", environment: ["FAKE_V4L2_FORMAT": "mjpeg", "FAKE_V4L2_FPS": "30"], doubled: true),
    Camera(name: "padded lines", environment: ["FAKE_V4L2_PADDING": "96", "FAKE_V4L2_FPS": "30"]),
    Camera(
      name: "grey, padded lines",
      environment: ["FAKE_V4L2_FORMAT": "grey", "FAKE_V4L2_PADDING": "96", "FAKE_V4L2_FPS": "30"]),
    Camera(name: "slow first frame", environment: ["FAKE_V4L2_FIRST_FRAME_DELAY": "2.5", "FAKE_V4L2_FPS": "30"]),
    Camera(name: "rate falls to 10 fps", environment: ["FAKE_V4L2_DROP_AFTER": "3", "FAKE_V4L2_DROP_FPS": "10"]),
  ]

  /// Each pixel as a 2x2 block.
  static func doubled(_ frame: GreyFrame) -> GreyFrame {
    var pixels = [UInt8](repeating: 0, count: frame.width * frame.height * 4)
    for y in 0..<frame.height * 2 {
      for x in 0..<frame.width * 2 { pixels[y * frame.width * 2 + x] = frame[x / 2, y / 2] }
    }
    return GreyFrame(width: frame.width * 2, height: frame.height * 2, pixels: pixels, time: frame.time)
  }

  @Test("the Scan screen scans a code on each realistic camera", arguments: cameras)
  func scansOnEachCamera(camera: Camera) throws {
    let inventory = try ScanEndToEndTests.inventory(policy: .auto)
    let driver = try ScanCameraControlsTests.fakeDriver(in: inventory.folder)
    var video = try ScanEndToEndTests.video(in: inventory.folder, empty: 0.2)
    if camera.doubled {
      let source = try Y4MSource(path: video, realTime: false)
      var frames: [GreyFrame] = []
      while let frame = try source.nextFrame() { frames.append(Self.doubled(frame)) }
      video = inventory.folder.path("doubled.y4m")
      try ScanFrames.writeVideo(frames, frameRate: 30, to: video)
    }
    let session = try TmuxSession(
      [ProcessRunner.stockroomPath, "--db", inventory.path, "--camera", "/dev/video0"], columns: 100, rows: 30,
      environment: camera.environment.merging(
        ["LD_PRELOAD": driver, "FAKE_V4L2_Y4M": video, "FAKE_V4L2_FRAMES": "100000"]) { $1 })
    defer { session.kill() }
    try session.waitFor("› Inventory")
    try session.press("1")
    if camera.environment["FAKE_V4L2_FIRST_FRAME_DELAY"] != nil {
      // The camera is open and has sent nothing yet: the screen says so rather than looking stuck.
      try session.waitFor("Waiting for the first picture")
    }
    try session.waitFor("Coffee beans 4 -> 5", timeout: .seconds(20))
    #expect(try ScanEndToEndTests.quantity(inventory) == 5)
  }
}
