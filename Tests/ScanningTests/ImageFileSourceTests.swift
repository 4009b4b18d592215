import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// Image files go through the real decoders (libpng, libjpeg-turbo, the Netpbm reader) and come out grey.
@Suite struct ImageFileSourceTests {
  let spec = FixtureCatalog.codes[0]

  @Test func pngFromZintDecodesToTheCode() throws {
    let folder = try Fixtures.freshFolder()
    let path = try Zint.png(spec, scale: 1, in: folder)
    let frame = try ImageFileSource.load(path)
    #expect(frame.width > 100 && frame.height > 50)
    #expect(Set(frame.pixels) == [0, 255])  // zint draws pure black on pure white
    #expect(try BarcodeReader().read(frame).map(\.text) == [spec.expected])
  }

  @Test func jpegRoundTripsThroughLibjpeg() throws {
    let folder = try Fixtures.freshFolder()
    let original = try Zint.frame(spec, scale: 1, canvas: (320, 200))
    let path = folder + "/code.jpg"
    try Data(ImageCodecs.jpegData(original, quality: 85)).write(to: URL(fileURLWithPath: path))
    let frame = try ImageFileSource.load(path)
    #expect(frame.width == original.width && frame.height == original.height)
    #expect(try BarcodeReader().read(frame).map(\.text) == [spec.expected])
  }

  @Test func pgmAndColourPpmAreRead() throws {
    let folder = try Fixtures.freshFolder()
    let frame = try Zint.frame(spec, scale: 1, canvas: (320, 200))
    let header = Array("P5\n# made by a test\n\(frame.width) \(frame.height)\n255\n".utf8)
    try Data(header + frame.pixels).write(to: URL(fileURLWithPath: folder + "/code.pgm"))
    // Colour: black bars become dark blue, white stays white.
    var colour = Array("P6 \(frame.width) \(frame.height) 255\n".utf8)
    for value in frame.pixels { colour += value == 0 ? [10, 20, 90] : [255, 255, 255] }
    try Data(colour).write(to: URL(fileURLWithPath: folder + "/code.ppm"))

    let grey = try ImageFileSource.load(folder + "/code.pgm")
    #expect(grey == frame)
    let fromColour = try ImageFileSource.load(folder + "/code.ppm")
    #expect(fromColour.pixels.max() == 255)
    #expect(fromColour.pixels.min() == 25)  // BT.601: 0.299*10 + 0.587*20 + 0.114*90 = 24.99
    #expect(try BarcodeReader().read(fromColour).map(\.text) == [spec.expected])
  }

  @Test func aFolderIsASequenceOfFramesInNameOrder() throws {
    let folder = try Fixtures.freshFolder()
    for (index, code) in FixtureCatalog.codes.prefix(3).enumerated() {
      _ = try Zint.png(code, scale: 1, in: folder, name: "frame-\(index).png")
    }
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    let source = try ImageFileSource(paths: [folder], kind: .live, frameRate: 5)
    var texts: [String] = []
    var times: [Double] = []
    let reader = try BarcodeReader()
    while let frame = try source.nextFrame() {
      texts += try reader.read(frame).map(\.text)
      times.append(frame.time)
    }
    #expect(texts == FixtureCatalog.codes.prefix(3).map(\.expected))
    #expect(times == [0, 0.2, 0.4])
  }

  @Test func missingUnknownAndBrokenFilesAreTypedErrors() throws {
    let folder = try Fixtures.freshFolder()
    #expect(throws: FrameSourceError.fileNotFound(path: folder + "/none.png")) {
      try ImageFileSource.load(folder + "/none.png")
    }
    try Data("hello".utf8).write(to: URL(fileURLWithPath: folder + "/text.png"))
    #expect(throws: FrameSourceError.unsupportedFileType(path: folder + "/text.png")) {
      try ImageFileSource.load(folder + "/text.png")
    }
    // A PNG signature with nothing after it: libpng's own words come back, not a crash.
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: folder + "/cut.png"))
    #expect {
      try ImageFileSource.load(folder + "/cut.png")
    } throws: { error in
      guard case .badImage(let path, let reason) = error as? FrameSourceError else { return false }
      return path.hasSuffix("cut.png") && !reason.isEmpty
    }
  }
}
