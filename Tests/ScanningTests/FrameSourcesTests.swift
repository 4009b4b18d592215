import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// One chooser for the app and `watch`: the target's form picks the source, and the options say how to read it.
@Suite struct FrameSourcesTests {
  let folder: String
  let video: String

  init() throws {
    folder = try Fixtures.freshFolder()
    video = folder + "/two.y4m"
    let frame = Array("FRAME\n".utf8) + [UInt8](repeating: 200, count: 8)
    try Data(Array("YUV4MPEG2 W4 H2 F30:1 Cmono\n".utf8) + frame + frame).write(to: URL(fileURLWithPath: video))
  }

  func frames(_ source: any FrameSource, upTo limit: Int) throws -> Int {
    defer { source.close() }
    var count = 0
    while count < limit, try source.nextFrame() != nil { count += 1 }
    return count
  }

  @Test func aVideoIsReadOnceUnlessAskedToLoop() throws {
    var options = FrameSources.Options()
    options.realTime = false
    let once = try FrameSources.open(target: video, options: options)
    #expect(once is Y4MSource)
    #expect(try frames(once, upTo: 10) == 2)
    options.loops = true
    let looping = try FrameSources.open(target: video, options: options)
    #expect(looping is LoopingVideoSource)
    #expect(try frames(looping, upTo: 10) == 10)
  }

  @Test func aFolderIsLiveVideoOfItsImagesAndAnythingElseIsACamera() throws {
    let images = try FrameSources.open(target: folder)
    #expect(images is ImageFileSource)
    #expect(images.kind == .live)
    images.close()
    #expect(throws: FrameSourceError.self) { try FrameSources.open(target: folder + "/no-such-camera") }
  }
}
