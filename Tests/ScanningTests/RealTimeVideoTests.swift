import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// A .y4m played in real time stands in for a camera, so a reader that falls behind gets the newest frame, as
/// a camera's driver gives it, rather than every old frame in turn: live decoding then does the same work on every
/// frame it reads, and the time per frame stays bounded by skipping frames, not by trying less.
@Suite struct RealTimeVideoTests {
  /// 30 tiny frames at 30 a second.
  static func video() throws -> String {
    let path = try Fixtures.freshFolder() + "/second.y4m"
    let frame = Array("FRAME\n".utf8) + [UInt8](repeating: 200, count: 8)
    var data = Array("YUV4MPEG2 W4 H2 F30:1 Cmono\n".utf8)
    for _ in 0..<30 { data += frame }
    try Data(data).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aReaderThatFallsBehindGetsTheNewestFrameAndTheLateOnesAreDropped() throws {
    let source = try Y4MSource(path: try Self.video(), realTime: true)
    defer { source.close() }
    let first = try #require(try source.nextFrame())
    #expect(first.time == 0)
    // Busy for 0.3 s (at least; a slow machine only makes it later): frames due meanwhile are gone.
    Thread.sleep(forTimeInterval: 0.3)
    let next = try #require(try source.nextFrame())
    #expect(next.time >= 0.3 - 1.0 / 30 - 1e-9)
    #expect(source.droppedFrames >= 8)
  }

  @Test func withoutRealTimeEveryFrameIsRead() throws {
    let source = try Y4MSource(path: try Self.video(), realTime: false)
    defer { source.close() }
    var times: [Double] = []
    while let frame = try source.nextFrame() { times.append(frame.time) }
    #expect(times.count == 30)
    #expect(source.droppedFrames == 0)
  }
}
