import Foundation
import TestSupport

/// A 1280×720 camera at 30 frames a second that never shows a code, for the whole process: the fake V4L2
/// driver of the scanning tests (Tests/ScanningTests/FakeV4L2, loaded with LD_PRELOAD; it serves frames through
/// the real libv4l2), pacing DQBUF at 30 frames a second (FAKE_V4L2_FPS) and copying frames it converted once
/// (FAKE_V4L2_PRELOAD), so the driver costs the process about what a real one's DMA does. The picture is a lit
/// desk (a gradient) with sensor noise that differs in each of 15 looped frames, as a real camera's does.
final class FakeCamera {
  static let width = 1280
  static let height = 720

  let driver: String
  let video: String

  init(folder: TemporaryDirectory) throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Tests/ScanningTests/FakeV4L2/fake_v4l2.c").path
    guard let gcc = ProcessRunner.executable(named: "gcc") else {
      throw BenchFailure("gcc is needed for the fake camera")
    }
    driver = folder.path("fake_v4l2.so")
    let built = try ProcessRunner.run(gcc, ["-shared", "-fPIC", "-O2", "-o", driver, source, "-ldl", "-ljpeg"])
    guard built.status == 0 else { throw BenchFailure("building the fake camera: \(built.stderr)") }
    video = folder.path("desk.y4m")
    try Self.deskVideo(frames: 15).write(to: URL(fileURLWithPath: video))
  }

  /// What a process needs in its environment to see the camera as /dev/video0.
  var environment: [String: String] {
    [
      "LD_PRELOAD": driver, "FAKE_V4L2_Y4M": video, "FAKE_V4L2_FRAMES": "1000000000", "FAKE_V4L2_FPS": "30",
      "FAKE_V4L2_PRELOAD": "1",
    ]
  }

  /// 4:2:0 frames: a gradient with ±10 levels of noise that changes from frame to frame; grey chroma.
  private static func deskVideo(frames count: Int) -> Data {
    var random = SeededGenerator(seed: 27)
    var video = Data("YUV4MPEG2 W\(width) H\(height) F30:1 Ip A1:1 C420jpeg\n".utf8)
    for _ in 0..<count {
      var frame = [UInt8](repeating: 128, count: width * height * 3 / 2)
      for y in 0..<height {
        for x in 0..<width {
          let base = 60 + (x * 120) / width + (y * 50) / height
          let noise = Int(random.next() % 21) - 10
          frame[y * width + x] = UInt8(clamping: base + noise)
        }
      }
      video.append(Data("FRAME\n".utf8))
      video.append(contentsOf: frame)
    }
    return video
  }
}
