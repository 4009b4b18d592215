import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// The V4L2 camera source against a fake driver: a small C library, built here with gcc and loaded
/// with LD_PRELOAD into the real `stockroom` binary, that interposes `syscall()` (the only way libv4l2
/// reaches a device) and plays a webcam sending YUYV (or MJPEG). The real libv4l2 sits in between.
@Suite(.serialized) struct CameraFakeDriverTests {
  /// Builds the fake once per test process.
  static let fakeLibrary: Result<String, ChildProcess.Failure> = {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "FakeV4L2/fake_v4l2.c")
    guard let gcc = ChildProcess.find("gcc") else { return .failure(.init(description: "gcc is not installed")) }
    do {
      let output = try Fixtures.scratchFolder() + "/fake_v4l2.so"
      let outcome = try ChildProcess(
        executable: gcc,
        arguments: ["-Wall", "-Werror", "-shared", "-fPIC", "-O1", "-o", output, source.path, "-ldl", "-ljpeg"]
      ).run()
      return outcome.status == 0 ? .success(output) : .failure(.init(description: outcome.standardError))
    } catch {
      return .failure(.init(description: "\(error)"))
    }
  }()

  /// The `stockroom` executable built beside this test bundle.
  static var stockroom: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stockroom").path
  }

  struct Run {
    var outcome: ChildProcess.Outcome
    var calls: [String]
    var lines: [String] { outcome.standardOutput.split(separator: "\n").map(String.init) }
  }

  static func run(_ arguments: [String], fake: [String: String] = [:]) throws -> Run {
    let library = try fakeLibrary.get()
    let log = try Fixtures.freshFolder() + "/calls.log"
    var process = ChildProcess(executable: stockroom, arguments: arguments)
    process.timeout = 60
    process.environment["LD_PRELOAD"] = library
    process.environment["FAKE_V4L2_LOG"] = log
    for (key, value) in fake { process.environment[key] = value }
    let outcome = try process.run()
    #expect(!outcome.timedOut)
    // libv4l2's own stderr chatter must never reach the user.
    #expect(!outcome.standardError.contains("libv4l2"))
    let calls = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    return Run(outcome: outcome, calls: calls)
  }

  @Test func camerasListsDevicesFormatsSizesAndControls() throws {
    let run = try Self.run(["cameras", "--controls"], fake: ["FAKE_V4L2_DEVICES": "2"])
    #expect(run.outcome.status == 0)
    #expect(run.lines.contains("/dev/video0: Fake Camera 0 (driver fakecam, fake:0)"))
    #expect(run.lines.contains("/dev/video1: Fake Camera 1 (driver fakecam, fake:1)"))
    #expect(run.lines.contains("  YUYV YUYV 4:2:2: 640x480 1280x720"))
    #expect(run.lines.contains { $0.hasPrefix("  control Zoom, Absolute: 100 (100...500") })
    let plain = try Self.run(["cameras"])
    #expect(!plain.outcome.standardOutput.contains("control"))
  }

  /// A camera that sends only YUYV is streamed as it comes (`LumaFormat`): stockroom maps and queues each
  /// buffer itself. One that sends MJPEG is converted by libv4l2, which maps all four buffers before the first QBUF.
  static let streamingSequences: [(format: String, size: String, mapping: [String])] = [
    ("yuyv", "640x480", ["QUERYBUF 0", "MMAP 0", "QBUF 0", "QUERYBUF 3", "MMAP 3", "QBUF 3"]),
    ("mjpeg", "1280x720", ["QUERYBUF 0", "MMAP 0", "QUERYBUF 3", "MMAP 3", "QBUF 0", "QBUF 3"]),
  ]

  @Test(arguments: streamingSequences)
  func streamingFollowsTheV4L2SequenceAndStopsCleanly(format: String, size: String, mapping: [String]) throws {
    let run = try Self.run(
      ["watch", "--json", "--size", size, "--zoom", "250"],
      fake: ["FAKE_V4L2_FRAMES": "12", "FAKE_V4L2_FORMAT": format])
    // The fake stops producing after 12 frames, which the source reports as an unplugged camera.
    let expected =
      ["open /dev/video0", "QUERYCAP", "S_CTRL Zoom, Absolute=250", "S_FMT \(size)", "REQBUFS 4"] + mapping + [
        "STREAMON", "DQBUF 0", "QBUF 0", "DQBUF ENODEV", "STREAMOFF", "REQBUFS 0", "close",
      ]
    var remaining = run.calls[...]
    for call in expected {
      guard let found = remaining.firstIndex(of: call) else {
        Issue.record("missing or out of order: \(call); calls were \(run.calls)")
        break
      }
      remaining = run.calls[(found + 1)...]
    }
    #expect(run.calls.filter { $0.hasPrefix("DQBUF ") && $0 != "DQBUF ENODEV" }.count == 12)
  }

  @Test func aCodeShownToTheFakeCameraIsScannedOnce() throws {
    let scene = Scene(width: 640, height: 480, noise: 3)
    let code = try Zint.frame(FixtureCatalog.codes[0], scale: 2)
    let place = Scene.Placement(code, at: PixelPoint(x: (640 - code.width) / 2, y: (480 - code.height) / 2))
    let video = try Fixtures.freshFolder() + "/camera.y4m"
    try scene.writeVideo(scene.render(Array(repeating: [], count: 5) + Array(repeating: [place], count: 20)), to: video)
    let run = try Self.run(
      ["watch", "--json", "--size", "640x480"], fake: ["FAKE_V4L2_Y4M": video, "FAKE_V4L2_FRAMES": "25"])
    let scans = run.lines.filter { $0.contains("\"data\"") }
    #expect(scans.count == 1)
    #expect(scans.first?.contains("\"data\":\"5901234123457\"") == true)
    #expect(scans.first?.contains("\"format\":\"EAN-13\"") == true)
  }

  @Test func unplugMidStreamIsReportedAndTheStreamStops() throws {
    let run = try Self.run(["watch", "--json"], fake: ["FAKE_V4L2_MODE": "unplug", "FAKE_V4L2_UNPLUG_AFTER": "5"])
    #expect(run.outcome.status == 66)
    #expect(run.lines == [#"{"error":"/dev/video0: the camera was unplugged; scanning stopped"}"#])
    // (libv4l2 asks about each buffer it unmaps: QUERYBUF, between the two.)
    #expect(run.calls.filter { !$0.hasPrefix("QUERYBUF") }.suffix(3) == ["STREAMOFF", "REQBUFS 0", "close"])
  }

  @Test(arguments: [
    ("eacces", Int32(66), "permission denied; join the 'video' group with `sudo usermod -aG video $USER`"),
    ("ebusy", 66, "the camera is busy; another program is using it"),
    ("noformat", 65, "the camera offers no format stockroom can use"),
    ("metadata", 65, "not a streaming video capture device"),
  ])
  func failuresAreTypedErrorsInWordsAUserCanActOn(mode: String, status: Int32, message: String) throws {
    let run = try Self.run(["watch", "--camera", "/dev/video0"], fake: ["FAKE_V4L2_MODE": mode])
    #expect(run.outcome.status == status)
    #expect(run.outcome.standardError.contains(message))
  }

  @Test func noCameraAtAll() throws {
    let run = try Self.run(["watch"], fake: ["FAKE_V4L2_DEVICES": "0"])
    #expect(run.outcome.status == 66)
    #expect(run.outcome.standardError.contains("no camera found"))
    let cameras = try Self.run(["cameras"], fake: ["FAKE_V4L2_DEVICES": "0"])
    #expect(cameras.outcome.status == 1)
    // In process, without the fake: this machine has no camera.
    #expect(throws: FrameSourceError.noCamera) { try CameraSource() }
  }
}
