import Foundation
import Scanning

/// The committed seed files the frame-reader fuzz tests mutate: small valid files of each format in
/// Tests/FuzzCorpus/<format>/ (outside every target, so SwiftPM does not take them for sources).
/// `write(to:)` makes them again (`STOCKROOM_WRITE_FUZZ_CORPUS=1 swift test --filter FuzzCorpusTests`).
public enum FuzzCorpus {
  public static var folder: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FuzzCorpus").path
  }

  /// The seeds of `format`, by name.
  public static func seeds(_ format: ByteMutator.Format) throws -> [(name: String, bytes: [UInt8])] {
    let directory = folder + "/" + format.rawValue
    return try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map { name in
      (name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))))
    }
  }

  /// Writes every seed under `root`/<format>/, from zint codes and hand-built files.
  public static func write(to root: String) throws {
    for format in ByteMutator.Format.allCases {
      try FileManager.default.createDirectory(atPath: root + "/" + format.rawValue, withIntermediateDirectories: true)
    }
    func save(_ bytes: [UInt8], _ name: String, _ format: ByteMutator.Format) throws {
      try Data(bytes).write(to: URL(fileURLWithPath: "\(root)/\(format.rawValue)/\(name)"))
    }
    let scratch = try Fixtures.freshFolder()
    // PNG: zint's own (1-bit palette), our grey writer, and 16-bit RGBA Adam7 and 2-bit grey by hand.
    let spec = FixtureCatalog.codes[0]
    let zintPNG = try Zint.png(spec, scale: 1, in: scratch)
    try save([UInt8](try Data(contentsOf: URL(fileURLWithPath: zintPNG))), "zint-palette.png", .png)
    let code = try Zint.frame(spec, scale: 1, canvas: nil)
    // The middle of the code (its corners are quiet zone: all white).
    let small = code.cropped(to: PixelRect(x: code.width / 2 - 48, y: code.height / 2 - 24, width: 96, height: 48))
    try ImageCodecs.writePNG(small, to: scratch + "/grey.png")
    try save([UInt8](try Data(contentsOf: URL(fileURLWithPath: scratch + "/grey.png"))), "grey8.png", .png)
    let rgba = PNGChunks.image(width: 20, height: 12, colourType: 6, depth: 16, interlaced: true) { x, y, channel in
      channel == 3 ? (x * 4000) : ((x + y + channel) % 3 == 0 ? 0 : 65535)
    }
    try save(rgba, "rgba16-adam7.png", .png)
    try save(
      PNGChunks.image(width: 30, height: 6, colourType: 0, depth: 2, interlaced: false) { x, _, _ in x % 4 },
      "grey2.png", .png)
    // JPEG: baseline and progressive grey from libjpeg.
    try save(try ImageCodecs.jpegData(small, quality: 80), "baseline.jpg", .jpeg)
    try save(try ImageCodecs.jpegData(small, quality: 60, progressive: true), "progressive.jpg", .jpeg)
    // PNM: 8-bit grey with a comment, 8-bit colour, 16-bit grey.
    let tiny = small.cropped(to: PixelRect(x: 36, y: 16, width: 24, height: 16))
    try save(Array("P5\n# seed\n24 16\n255\n".utf8) + tiny.pixels, "grey8.pgm", .pnm)
    try save(Array("P6 24 16 255\n".utf8) + tiny.pixels.flatMap { [$0, $0 / 2, 255 - $0] }, "colour8.ppm", .pnm)
    try save(Array("P5 24 16 65535\n".utf8) + tiny.pixels.flatMap { [$0, 0x80] }, "grey16.pgm", .pnm)
    // y4m: mono and 4:2:0, two frames each, one with FRAME parameters.
    let frame = Array(tiny.pixels)
    try save(
      Array("YUV4MPEG2 W24 H16 F30:1 Ip A1:1 Cmono\n".utf8) + (0..<2).flatMap { _ in Array("FRAME\n".utf8) + frame },
      "mono.y4m", .y4m)
    let chroma = [UInt8](repeating: 128, count: 2 * 12 * 8)
    try save(
      Array("YUV4MPEG2 W24 H16 F30000:1001 It A1:1 C420jpeg XYSCSS=420JPEG\n".utf8)
        + (0..<2).flatMap { _ in Array("FRAME Ip\n".utf8) + frame + chroma }, "c420.y4m", .y4m)
  }
}
