import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// The video `stockroom demo` plays as its camera (Resources/demo/shelf.y4m): made here, from zint codes
/// sliding over a noisy desk, so anyone can rebuild it (`make demo-assets`), and checked here: the
/// pipeline must read every code of the manifest from the committed file, in order.
@Suite struct DemoVideoTests {
  /// 320x180 grey (YUV4MPEG2 "mono": no chroma planes), 8 frames per second: about 4 MB for 8 s.
  static let scene = Scene(width: 320, height: 180, frameRate: 8, noise: 4, seed: 2026)

  /// The codes in the order they cross the picture. The demo database knows the first three.
  static let codes: [CodeSpec] = [
    CodeSpec(.ean13, zint: "EANX", input: "590123412345", expected: "5901234123457"),
    CodeSpec(.ean8, zint: "EANX", input: "9638507", expected: "96385074"),
    CodeSpec(.upcA, zint: "UPCA", input: "03600029145", expected: "036000291452"),
    CodeSpec(.isbn13, zint: "ISBNX", input: "9780306406157", expected: "9780306406157"),
  ]

  static var resources: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/demo")
  }

  /// Each code: 3 frames sliding in, 8 still in the middle, 3 sliding out, then 2 empty frames.
  static func frames() throws -> [GreyFrame] {
    var timeline: [[Scene.Placement]] = []
    for spec in codes {
      let code = try Zint.frame(spec, scale: 1)
      timeline += scene.slideThrough(code, enter: 3, stay: 8, leave: 3)
      timeline += [[Scene.Placement]](repeating: [], count: 2)
    }
    return scene.render(timeline)
  }

  /// Writes frames as a luma-only y4m (the Y4MWriter adds neutral chroma, half as big again).
  static func writeMono(_ frames: [GreyFrame], to path: String) throws {
    let header = Y4MHeader(width: scene.width, height: scene.height, frameRate: scene.frameRate, colourSpace: "mono")
    var data = Data((header.line + "\n").utf8)
    for frame in frames {
      data.append(Data("FRAME\n".utf8))
      data.append(Data(frame.pixels))
    }
    try data.write(to: URL(fileURLWithPath: path))
  }

  /// Regenerates the committed video: `STOCKROOM_WRITE_DEMO=1 swift test --filter DemoVideoTests`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STOCKROOM_WRITE_DEMO"] == "1"))
  func writeDemoVideo() throws {
    try FileManager.default.createDirectory(at: Self.resources, withIntermediateDirectories: true)
    try Self.writeMono(try Self.frames(), to: Self.resources.appendingPathComponent("shelf.y4m").path)
  }

  @Test func theCommittedDemoVideoShowsEveryCodeOnceInOrder() async throws {
    let path = Self.resources.appendingPathComponent("shelf.y4m").path
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size < 5_000_000)
    let pipeline = ScanPipeline()
    var texts: [String] = []
    let open: ScanSourceOpenerForTests = { () throws(FrameSourceError) in try Y4MSource(path: path, realTime: false) }
    for await event in pipeline.events(from: open) {
      if case .scanned(let scan) = event { texts.append(scan.text) }
    }
    #expect(texts == Self.codes.map(\.expected))
  }
}
