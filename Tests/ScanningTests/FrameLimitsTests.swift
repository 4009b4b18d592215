import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// Every reader checks the size its header claims against `FrameLimits.standard` before allocating: the
/// decompression bombs of the trust issue (a 335-byte 65500x65500 JPEG, a y4m of W4294967296) are refused at once.
@Suite struct FrameLimitsTests {
  let folder: String

  init() throws { folder = try Fixtures.freshFolder() }

  func write(_ bytes: [UInt8], _ name: String) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theLimitNeverTrapsWhateverTheNumbers() {
    let limits = FrameLimits.standard
    #expect(limits.allows(width: 16384, height: 4096))
    #expect(limits.allows(width: 7680, height: 4320))
    #expect(!limits.allows(width: 16385, height: 1))
    #expect(!limits.allows(width: 16384, height: 4097))
    #expect(!limits.allows(width: Int.max, height: Int.max))
    #expect(!limits.allows(width: -1, height: 10))
    #expect(!limits.allows(width: 0, height: 10))
    #expect(limits.description == "at most 16384 pixels a side and 67,108,864 pixels in all")
  }

  @Test func aJPEGClaiming65500By65500IsRefusedFromItsHeaderAtOnce() throws {
    var jpeg = try FuzzCorpus.seeds(.jpeg).first { $0.name == "baseline.jpg" }?.bytes ?? []
    let frameHeader = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
    jpeg.replaceSubrange((frameHeader + 5)...(frameHeader + 8), with: [0xFF, 0xDC, 0xFF, 0xDC])  // 65500 x 65500
    let path = try write(jpeg, "b.jpg")
    let started = ContinuousClock.now
    #expect(throws: FrameSourceError.imageTooLarge(path: path, width: 65500, height: 65500)) {
      try ImageFileSource.load(path)
    }
    #expect(ContinuousClock.now - started < .seconds(1))
    let message = FrameSourceError.imageTooLarge(path: path, width: 65500, height: 65500).description
    #expect(message.contains("65500x65500") && message.contains("16384 pixels a side"))
  }

  @Test func aPNGClaimingMoreThanTheLimitIsRefusedBeforeDecoding() throws {
    var png = try #require(try FuzzCorpus.seeds(.png).first { $0.name == "grey8.png" }?.bytes)
    PNGChunks.setSize(&png, width: 16384, height: 4097)  // sides fine, one row too many pixels
    let path = try write(png, "wide.png")
    #expect(throws: FrameSourceError.imageTooLarge(path: path, width: 16384, height: 4097)) {
      try ImageFileSource.load(path)
    }
  }

  @Test func aSmallerLimitIsHonouredByEveryImageReader() throws {
    let tight = FrameLimits(maxSide: 19, maxPixels: 300)  // every seed has a side of 20 or more
    for format in [ByteMutator.Format.png, .jpeg, .pnm] {
      for (name, bytes) in try FuzzCorpus.seeds(format) {
        #expect {
          try ImageCodecs.decode(bytes, path: name, limits: tight)
        } throws: { error in
          guard case .imageTooLarge(let path, _, _) = error as? FrameSourceError else { return false }
          return path == name
        }
      }
    }
  }

  @Test func pnmHeadersAreCheckedNumberByNumber() throws {
    func reason(_ header: String, _ body: [UInt8] = []) -> String {
      do {
        _ = try ImageCodecs.decode(Array(header.utf8) + body, path: "x.pgm")
        return "decoded"
      } catch {
        return error.description
      }
    }
    #expect(reason("P5 99999 99999 255\n").contains("image too large: its header claims 99999x99999"))
    #expect(reason("P5 1234567890 2 255\n").contains("the width is missing or not a number below 10^9"))
    #expect(reason("P5 2 2 0\n", [0, 0, 0, 0]).contains("maximum value 0 is outside 1...65535"))
    #expect(reason("P5 2 2 70000\n", [0, 0, 0, 0]).contains("maximum value 70000"))
    #expect(reason("P5 4 4 255\n", [1, 2, 3]).contains("truncated: 4x4 needs 16 bytes, found 3"))
    #expect(reason("P5 2 2 255x", [1, 2, 3, 4]).contains("no whitespace after the maximum value"))
    #expect(reason("P5 2 1 255\n", [7, 9]) == "decoded")
  }

  @Test func aFileLargerThanAnyAllowedImageIsNotReadIntoMemory() throws {
    let path = try write(PNGChunks.signature, "huge.png")
    // Sparse: 500 MB on paper, nothing on disk.
    #expect(truncate(path, 500_000_000) == 0)
    #expect {
      try ImageFileSource.load(path)
    } throws: { error in
      (error as? FrameSourceError)?.description.contains("500,000,000 bytes is more than any image") == true
    }
    #expect(throws: FrameSourceError.unreadable(path: "/dev/zero", reason: "not a regular file")) {
      try ImageFileSource.load("/dev/zero")
    }
  }

  @Test func y4mHeaderNumbersCannotOverflowAndAbsurdRatesAreRefused() throws {
    func header(_ line: String) -> Result<Y4MHeader, FrameSourceError> {
      Result { () throws(FrameSourceError) in try Y4MHeader(line: line, path: "v.y4m") }
    }
    func reason(_ line: String) -> String {
      if case .failure(let error) = header(line) { return error.description }
      return "parsed"
    }
    #expect(
      header("YUV4MPEG2 W4294967296 H4294967296")
        == .failure(.imageTooLarge(path: "v.y4m", width: 1 << 32, height: 1 << 32)))
    #expect(reason("YUV4MPEG2 W99999999999999999999 H2").contains("W99999999999999999999 in the YUV4MPEG2"))
    #expect(reason("YUV4MPEG2 W-4 H2").contains("W-4 in the YUV4MPEG2 header is not a size"))
    #expect(reason("YUV4MPEG2 W4 H4 F1:100000").contains("frame rate F1:100000 is outside"))
    #expect(reason("YUV4MPEG2 W4 H4 F100000:1").contains("frame rate F100000:1 is outside"))
    #expect(reason("YUV4MPEG2 W4 H4 F30:0").contains("frame rate F30:0"))
    #expect(reason("YUV4MPEG2 W4 H4 C420p10").contains("colour space C420p10 is not supported"))
    #expect(try header("YUV4MPEG2 W4 H4 F0:0").get().frameRate == 0)
    #expect(try header("YUV4MPEG2 W4 H4 F30000:1001 Cmono").get().frameRate == 30000.0 / 1001)
  }
}
