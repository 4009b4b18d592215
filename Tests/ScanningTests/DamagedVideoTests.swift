import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// A y4m that breaks off says so, with the frame and byte where it broke, after the frames before it; only a clean
/// end of file ends a video quietly. `watch` reports it and exits 65 instead of "nothing scanned".
@Suite struct DamagedVideoTests {
  static let header = "YUV4MPEG2 W4 H2 F30:1 Cmono\n"
  static let frame = Array("FRAME\n".utf8) + [UInt8](repeating: 200, count: 8)
  /// Where frame 2's FRAME line starts: the header line and one whole frame (6 + 8 bytes) before it.
  static let secondFrameOffset = UInt64(header.utf8.count + 14)

  let folder: String

  init() throws { folder = try Fixtures.freshFolder() }

  func video(_ body: [UInt8], name: String = "v.y4m") throws -> String {
    let path = folder + "/" + name
    try Data(Array(Self.header.utf8) + body).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The frames read before the error, and the error.
  func readAll(_ path: String) throws -> (frames: Int, error: FrameSourceError?) {
    let source = try Y4MSource(path: path, realTime: false)
    var frames = 0
    do {
      while try source.nextFrame() != nil { frames += 1 }
    } catch {
      return (frames, error)
    }
    return (frames, nil)
  }

  func damage(_ path: String, _ reason: String) -> FrameSourceError {
    .damagedVideo(path: path, frame: 2, byteOffset: Self.secondFrameOffset, reason: reason)
  }

  @Test func aCleanVideoEndsQuietlyAndFrameParametersAreAccepted() throws {
    let path = try video(Self.frame + Array("FRAME Ixx\n".utf8) + [UInt8](repeating: 9, count: 8))
    let result = try readAll(path)
    #expect(result.frames == 2 && result.error == nil)
  }

  @Test func aMissingFrameMarkerIsDamageAtThatFrame() throws {
    let path = try video(Self.frame + Array("FRAMX\n".utf8) + [UInt8](repeating: 9, count: 8))
    let result = try readAll(path)
    #expect(result.frames == 1)
    #expect(result.error == damage(path, "no FRAME marker (found \"FRAMX\")"))
    #expect(
      result.error?.description
        == "\(path): the video is damaged at frame 2 (byte 42): no FRAME marker (found \"FRAMX\")")
  }

  @Test func aFrameLineOver256BytesIsDamage() throws {
    let path = try video(Self.frame + Array(("FRAME " + String(repeating: "X", count: 300) + "\n").utf8))
    #expect(try readAll(path).error == damage(path, "the FRAME line is longer than 256 bytes"))
  }

  @Test func aLastFrameCutShortIsDamageNotAQuietEnd() throws {
    let cut = try video(Self.frame + Self.frame.dropLast(3))
    #expect(try readAll(cut) == (1, damage(cut, "the last frame is cut short (5 of 8 bytes)")))
    let inMarker = try video(Self.frame + Array("FRA".utf8), name: "marker.y4m")
    #expect(try readAll(inMarker).error == damage(inMarker, "the file ends inside the FRAME line"))
  }

  @Test func watchReportsTheDamageAndExits65() throws {
    let path = try video(Self.frame + Array("FRAMX\n".utf8), name: "damaged.y4m")
    let run = try ChildProcess.stockroom(["watch", "--camera", path, "--fast"])
    #expect(run.status == 65)
    #expect(
      run.standardError
        == "stockroom watch: \(path): the video is damaged at frame 2 (byte 42): no FRAME marker (found \"FRAMX\")\n")
  }

  @Test func watchRefusesHeadersThatOverflowedOrCouldNeverFinish() throws {
    let huge = folder + "/o.y4m"
    try Data("YUV4MPEG2 W4294967296 H4294967296\n".utf8).write(to: URL(fileURLWithPath: huge))
    let overflow = try ChildProcess.stockroom(["watch", "--camera", huge, "--fast"])
    #expect(overflow.status == 65)
    #expect(overflow.standardError.contains("image too large: its header claims 4294967296x4294967296 pixels"))
    // One frame per 100,000 s: refused at once, even at the file's own rate (no --fast).
    let slow = folder + "/slow.y4m"
    try Data("YUV4MPEG2 W4 H2 F1:100000 Cmono\n".utf8 + Self.frame).write(to: URL(fileURLWithPath: slow))
    let started = ContinuousClock.now
    let paced = try ChildProcess.stockroom(["watch", "--camera", slow])
    #expect(paced.status == 65 && !paced.timedOut)
    #expect(paced.standardError.contains("frame rate F1:100000 is outside 1 frame per 10 s to 1000 frames per second"))
    #expect(ContinuousClock.now - started < .seconds(10))
  }
}
