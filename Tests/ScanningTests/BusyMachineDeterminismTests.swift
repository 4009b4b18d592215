import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// A still image gives the same answer on any machine, however busy: what a read tries is bounded by work
/// (pixels handed to the decoders), not by seconds. With the old wall-clock budget, a busy machine tried fewer
/// passes and second looks, and hard images came out differently. The busy run is pinned to one CPU with two
/// spinning siblings (a third of a core), so the rest of a parallel test run keeps the other cores.
@Suite(.serialized) struct BusyMachineDeterminismTests {
  /// Hard images: dark and noisy or turned codes, which only the later hard passes and the cross-check's second
  /// looks read (the work a wall-clock budget cut short), and blurred ones, some of which nothing reads.
  static func hardImages() throws -> [(name: String, frame: GreyFrame)] {
    var images: [(String, GreyFrame)] = []
    let cases: [(Degrade.Kind, [CodeSpec])] = [
      (.darkNoise, Array(FixtureCatalog.codes.prefix(6))),
      (.rotated, Array(FixtureCatalog.codes.prefix(4))),
      (.blur, Array(FixtureCatalog.codes.prefix(2))),
    ]
    for (degradation, specs) in cases {
      for spec in specs {
        let clean = try Zint.frame(spec, scale: 1.5, canvas: (640, 480))
        images.append(("\(spec.label) \(degradation.rawValue)", Degrade.apply(degradation, to: clean, seed: 1)))
      }
    }
    return images
  }

  static func outputs(of images: [(name: String, frame: GreyFrame)]) throws -> [String] {
    let reader = try BarcodeReader(options: ScanOptions())
    return try images.map { image in "\(image.name): " + ReadOutput.line(try reader.readJudged(image.frame)) }
  }

  @Test func stillImagesGiveTheSameCodesInTheSameOrderOnABusyCore() throws {
    let images = try Self.hardImages()
    let idle = try Self.outputs(of: images)
    let busy = try BusyCores.whileSharingACore { try Self.outputs(of: images) }
    for (quiet, loaded) in zip(idle, busy) { #expect(loaded == quiet) }
    // The set is not trivially stable: it reads codes, and withholds some.
    #expect(idle.filter { !$0.contains(": | withheld") }.count >= 6)
  }

  @Test func theDecodeCommandPrintsTheSameOnABusyCore() throws {
    let folder = try Fixtures.freshFolder()
    for (index, image) in try Self.hardImages().prefix(8).enumerated() {
      try ImageCodecs.writePNG(image.frame, to: "\(folder)/\(index).png")
    }
    let idle = try ChildProcess.stockroom(["decode", "--json", folder])
    let busy = try BusyCores.whileSharingACore { try ChildProcess.stockroom(["decode", "--json", folder]) }
    #expect(!idle.timedOut && !busy.timedOut)
    #expect(!idle.standardOutput.isEmpty)
    #expect(busy.standardOutput == idle.standardOutput)
    #expect(busy.standardError == idle.standardError)
    #expect(busy.status == idle.status)
  }
}
