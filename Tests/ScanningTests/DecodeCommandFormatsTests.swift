import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

/// `stockroom decode` through the real binary on what zxing-cpp adds: the 2D formats, GS1 data, FNC4, and the
/// confidence basis of each read.
@Suite(.enabled(if: ChildProcess.find("zint") != nil))
struct DecodeCommandFormatsTests {
  let folder: String

  init() throws { folder = try Fixtures.freshFolder() }

  func json(_ run: ChildProcess.Outcome) throws -> [[String: Any]] {
    try run.standardOutput.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test(arguments: FixtureCatalog.twoDimensionalCodes)
  func decodesEach2DFormatWithAllSymbologies(spec: CodeSpec) throws {
    let image = try Zint.png(spec, scale: 2, in: folder)
    let run = try ChildProcess.stockroom(["decode", "--symbologies", "all", image])
    #expect(run.standardOutput == "\(spec.symbology.rawValue):\(spec.expected)\n")
    #expect(run.status == 0)
  }

  @Test func aGS1DataMatrixGivesItsElementsAndTheBasisOfTheRead() throws {
    let spec = try #require(FixtureCatalog.gs1AndExtendedCodes.first { $0.symbology == .dataMatrix })
    let image = try Zint.png(spec, scale: 3, in: folder)
    let run = try ChildProcess.stockroom(["decode", "--json", image])
    let line = try #require(try json(run).first)
    #expect(line["symbology"] as? String == "DATAMATRIX")
    let confidence = try #require(line["confidence"] as? [String: Any])
    #expect(confidence["basis"] as? String == "error-correction")
    let gs1 = try #require(line["gs1"] as? [String: Any])
    let details = try #require(gs1["details"] as? [String: Any])
    #expect(details["gtin"] as? String == "09506000134352")
    #expect(details["expiry"] as? String == "2026-12-31")
    #expect(details["batch"] as? String == "ABC123")
    #expect((gs1["elements"] as? [Any])?.count == 3)
  }

  @Test func aCode128WithFNC4DecodesToTheRightLettersNotZbars() throws {
    let spec = try #require(FixtureCatalog.gs1AndExtendedCodes.first { $0.variant == "fnc4" })
    let image = try Zint.png(spec, scale: 2, in: folder)
    let run = try ChildProcess.stockroom(["decode", "--raw", image])
    #expect(run.standardOutput == "Größe-Ä\n")
    // zbar alone gets the letters wrong; --decoder zbar says what it read, for comparison.
    let zbar = try ChildProcess.stockroom(["decode", "--raw", "--decoder", "zbar", image])
    #expect(zbar.standardOutput != "Größe-Ä\n")
  }

  @Test func aLinearCodeBothDecodersReadIsReportedAsAgreement() throws {
    let image = try Zint.png(FixtureCatalog.codes[0], scale: 2, in: folder)
    let line = try #require(try json(try ChildProcess.stockroom(["decode", "--json", image])).first)
    let confidence = try #require(line["confidence"] as? [String: Any])
    #expect(confidence["basis"] as? String == "agreement")
    #expect(confidence["decoders"] as? [String] == ["zbar", "zxing"])
    #expect(line["gs1"] == nil)
  }

  @Test func zbarAloneRefusesTheFormatsOnlyZXingReads() throws {
    let image = try Zint.png(FixtureCatalog.twoDimensionalCodes[0], scale: 2, in: folder)
    let run = try ChildProcess.stockroom(["decode", "--decoder", "zbar", "--symbologies", "datamatrix", image])
    #expect(run.status == 64)
    #expect(run.standardError.contains("zbar alone cannot read DATAMATRIX"))
  }
}
