import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// `stockroom watch` on fake cameras that behave like real webcams (issue 22): MJPEG only at 1280x720, decoded by
/// libv4l2 into the YUV 4:2:0 stockroom asks for; lines padded past width x 2 (YUYV, which libv4l2 converts, and
/// grey, which stockroom takes as it comes); a first frame 2.5 s after
/// STREAMON (longer than the 2 s a later frame may take); a rate that falls from 30 to 10 frames a second, as in
/// low light. Each shows a code, at the camera's own pace, and the scan carries the camera's time.
@Suite(.serialized) struct RealisticCameraTests {
  struct Camera: Sendable, CustomTestStringConvertible {
    var name: String
    var environment: [String: String]
    var width = 640
    var height = 480
    /// The camera time of the frame that confirms the code: its first frame in view (frame 5 of the clip; an
    /// EAN-13 read well is a strong read, confirmed on one frame).
    var confirmedAt: Double
    var testDescription: String { name }
  }

  static let cameras: [Camera] = [
    Camera(
      name: "MJPEG only, 1280x720", environment: ["FAKE_V4L2_FORMAT": "mjpeg", "FAKE_V4L2_FPS": "30"], width: 1280,
      height: 720, confirmedAt: 5.0 / 30),
    Camera(
      name: "padded lines", environment: ["FAKE_V4L2_PADDING": "96", "FAKE_V4L2_FPS": "30"], confirmedAt: 5.0 / 30),
    // Grey is taken as the camera sends it, so stockroom's own copy must follow bytesperline.
    Camera(
      name: "grey, padded lines",
      environment: ["FAKE_V4L2_FORMAT": "grey", "FAKE_V4L2_PADDING": "96", "FAKE_V4L2_FPS": "30"],
      confirmedAt: 5.0 / 30),
    Camera(
      name: "slow first frame", environment: ["FAKE_V4L2_FIRST_FRAME_DELAY": "2.5", "FAKE_V4L2_FPS": "30"],
      confirmedAt: 5.0 / 30),
    Camera(
      name: "rate falls to 10 fps", environment: ["FAKE_V4L2_DROP_AFTER": "3", "FAKE_V4L2_DROP_FPS": "10"],
      confirmedAt: 3.0 / 30 + 2.0 / 10),
  ]

  /// A clip of 5 empty frames, then 20 with an EAN-13 in the middle, at the camera's size.
  static func clip(width: Int, height: Int) throws -> String {
    let scene = Scene(width: width, height: height, noise: 3)
    let code = try Zint.frame(FixtureCatalog.codes[0], scale: width > 640 ? 3 : 2)
    let place = Scene.Placement(code, at: PixelPoint(x: (width - code.width) / 2, y: (height - code.height) / 2))
    let video = try Fixtures.freshFolder() + "/camera.y4m"
    try scene.writeVideo(scene.render(Array(repeating: [], count: 5) + Array(repeating: [place], count: 20)), to: video)
    return video
  }

  @Test(arguments: cameras)
  func watchScansACodeOnceAtTheCamerasOwnTime(camera: Camera) throws {
    let video = try Self.clip(width: camera.width, height: camera.height)
    let fake = camera.environment.merging(["FAKE_V4L2_Y4M": video, "FAKE_V4L2_FRAMES": "25"]) { $1 }
    let run = try CameraFakeDriverTests.run(
      ["watch", "--json", "--size", "\(camera.width)x\(camera.height)"], fake: fake)
    let scans = run.lines.filter { $0.contains("\"data\"") }
    #expect(scans.count == 1, "\(run.outcome.standardError)")
    #expect(scans.first?.contains("\"data\":\"5901234123457\"") == true)
    let json = try #require(
      scans.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
    let time = try #require(json["frameTime"] as? Double)
    #expect(abs(time - camera.confirmedAt) < 0.002, "the scan's time is the camera's, not the clip's")
    // The camera stops after 25 frames, which watch reports as an unplugged camera, after the scan.
    #expect(run.lines.last?.contains("the camera was unplugged") == true, "\(run.lines)")
  }

  @Test func aCameraThatNeverSendsAFirstFrameIsReportedNotAHang() throws {
    let run = try CameraFakeDriverTests.run(["watch"], fake: ["FAKE_V4L2_FIRST_FRAME_DELAY": "3600"])
    #expect(run.outcome.status != 0)
    #expect(run.outcome.standardError.contains("the camera sent no first frame within 10 s"))
  }

  @Test func anMJPEGCameraIsListedWithItsOneFormatAndSize() throws {
    let run = try CameraFakeDriverTests.run(["cameras"], fake: ["FAKE_V4L2_FORMAT": "mjpeg"])
    #expect(run.outcome.status == 0)
    #expect(run.lines.contains { $0.hasPrefix("  MJPG Motion-JPEG: 1280x720") }, "\(run.lines)")
  }

  @Test func theFakeServesRealJPEGFramesThatLibv4l2Decodes() throws {
    // libv4l2 asks the camera for MJPEG (S_FMT returns it) and hands stockroom decoded YUV 4:2:0.
    let run = try CameraFakeDriverTests.run(
      ["watch", "--json", "--size", "1280x720"], fake: ["FAKE_V4L2_FORMAT": "mjpeg", "FAKE_V4L2_FRAMES": "3"])
    #expect(run.calls.filter { $0.hasPrefix("DQBUF ") && $0 != "DQBUF ENODEV" }.count == 3)
    #expect(!run.outcome.standardError.contains("format"), "\(run.outcome.standardError)")
  }
}
