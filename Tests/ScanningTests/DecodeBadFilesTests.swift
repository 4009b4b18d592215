import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

#if canImport(Glibc)
  import Glibc
#endif

/// `stockroom decode` through the real binary: a file that cannot be read is reported and the others are still
/// decoded; the exit status says both (0 codes and no bad file, 1 nothing and no bad file, 65/66 some bad file).
@Suite(.enabled(if: ChildProcess.find("zint") != nil))
struct DecodeBadFilesTests {
  let folder: String
  let code = FixtureCatalog.codes[0]

  init() throws { folder = try Fixtures.freshFolder() }

  func garbage(_ name: String, in directory: String? = nil) throws -> String {
    let path = (directory ?? folder) + "/" + name
    try Data("this is not an image".utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aGarbageFileBeforeAGoodOneInAFolderIsReportedAndTheGoodOneStillDecoded() throws {
    let images = folder + "/shelf"
    try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
    let bad = try garbage("aaa.png", in: images)
    _ = try Zint.png(code, scale: 1, in: images, name: "zzz.png")
    let run = try ChildProcess.stockroom(["decode", "--raw", images])
    #expect(run.standardOutput == code.expected + "\n")
    #expect(run.status == 65)
    #expect(
      run.standardError == """
        stockroom decode: \(bad): unsupported file type (use PNG, JPEG, PGM/PPM, a .y4m video or a folder of images)
        stockroom decode: 1 of 2 files could not be read; codes were found in the others

        """)
  }

  @Test func exitStatusSaysWhetherCodesWereFoundAndWhetherAnyFileWasBad() throws {
    let good = try Zint.png(code, scale: 1, in: folder, name: "good.png")
    let blank = folder + "/blank.pgm"
    try Data("P5\n8 8\n255\n".utf8 + Data(repeating: 255, count: 64)).write(to: URL(fileURLWithPath: blank))
    let bad = try garbage("bad.png")
    let missing = folder + "/missing.png"
    #expect(try ChildProcess.stockroom(["decode", good, blank]).status == 0)
    #expect(try ChildProcess.stockroom(["decode", blank]).status == 1)
    let badAndBlank = try ChildProcess.stockroom(["decode", bad, blank])
    #expect(badAndBlank.status == 65)
    #expect(badAndBlank.standardError.hasSuffix("1 of 2 files could not be read; no code was found in the others\n"))
    // A missing file (66) weighs more than a bad one (65); the good file's code is printed all the same.
    let mixed = try ChildProcess.stockroom(["decode", "--raw", missing, bad, good])
    #expect(mixed.status == 66)
    #expect(mixed.standardOutput == code.expected + "\n")
    #expect(mixed.standardError.contains("stockroom decode: \(missing): no such file or folder\n"))
    #expect(mixed.standardError.hasSuffix("2 of 3 files could not be read; codes were found in the others\n"))
  }

  @Test func aTooLargeImageIsNamedWithItsSizeAndTheLimit() throws {
    var jpeg = try ImageCodecs.jpegData(GreyFrame(width: 16, height: 16, filledWith: 128))
    let frameHeader = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
    jpeg.replaceSubrange((frameHeader + 5)...(frameHeader + 8), with: [0xFF, 0xDC, 0xFF, 0xDC])
    let bomb = folder + "/b.jpg"
    try Data(jpeg).write(to: URL(fileURLWithPath: bomb))
    let run = try ChildProcess.stockroom(["decode", bomb])
    #expect(run.status == 65 && !run.timedOut)
    #expect(
      run.standardError == "stockroom decode: \(bomb): image too large: its header claims 65500x65500 pixels, "
        + "and stockroom reads at most 16384 pixels a side and 67,108,864 pixels in all; scale it down first\n")
  }

  @Test func aFolderOfTenThousandBadFilesStillReachesTheGoodOneAtTheEnd() throws {
    let images = folder + "/many"
    try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
    // Plain open/write: Foundation's Data.write would spend seconds on 10,000 files.
    for index in 0..<10_000 {
      let descriptor = open(images + "/bad-\(index).png", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      try #require(descriptor >= 0)
      _ = write(descriptor, "junk", 4)
      close(descriptor)
    }
    _ = try Zint.png(code, scale: 1, in: images, name: "zzz.png")
    let run = try ChildProcess.stockroom(["decode", "--raw", images])
    #expect(run.status == 65 && !run.timedOut)
    #expect(run.standardOutput == code.expected + "\n")
    #expect(run.standardError.hasSuffix("10000 of 10001 files could not be read; codes were found in the others\n"))
  }
}
