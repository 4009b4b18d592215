import Testing

@testable import InventoryCore

/// The AI table against the rules of the GS1 General Specifications.
@Suite struct GS1ApplicationIdentifierTableTests {
  private let all = GS1ApplicationIdentifier.all

  @Test func codesAreUniqueAndPrefixFree() {
    let codes = all.map(\.code)
    #expect(Set(codes).count == codes.count)
    // Parsing relies on it: no AI is the start of another.
    for code in codes {
      let longer = codes.filter { $0 != code && $0.hasPrefix(code) }
      #expect(longer.isEmpty, "\(code) is a prefix of \(longer)")
    }
    #expect(codes.allSatisfy { (2...4).contains($0.count) && $0.allSatisfy(\.isASCII) && Int($0) != nil })
  }

  @Test func predefinedLengthAIsMatchFigure785_2() throws {
    let predefined = all.filter(\.isPredefinedLength)
    for ai in predefined {
      let total = try #require(GS1ApplicationIdentifier.predefinedLengths[Int(ai.code.prefix(2)) ?? -1])
      #expect(ai.code.count + (ai.fixedLength ?? -1) == total, "\(ai.code)")
    }
    let prefixes = Set(predefined.map { String($0.code.prefix(2)) })
    #expect(
      prefixes == [
        "00", "01", "02", "03", "11", "12", "13", "15", "16", "17", "20", "31", "32", "33", "34", "35", "36", "41",
      ])
  }

  @Test(
    "fixed-length AIs outside the figure still need a separator",
    arguments: ["8005", "422", "7001", "8006", "8017", "8111", "4307"])
  func fixedButNotPredefined(code: String) throws {
    let ai = try #require(GS1ApplicationIdentifier.lookup(code))
    #expect(ai.fixedLength != nil)
    #expect(!ai.isPredefinedLength)
  }

  @Test func requiredAIsArePresent() {
    var wanted = ["00", "01", "02", "10", "11", "12", "13", "15", "16", "17", "20", "21", "22", "235", "240"]
    wanted += ["241", "242", "243", "250", "251", "253", "254", "255", "30", "37", "400", "401", "402", "403"]
    wanted += (410...417).map(String.init) + (420...427).map(String.init) + (7001...7010).map(String.init)
    wanted += (7020...7023).map(String.init) + (7030...7039).map(String.init) + (710...716).map(String.init)
    wanted += (8001...8013).map(String.init) + ["8017", "8018", "8019", "8020", "8026", "8110", "8111", "8112"]
    wanted += ["8200", "90"] + (91...99).map(String.init)
    for prefix in 310...316 { wanted += (0...5).map { "\(prefix)\($0)" } }
    for prefix in 320...369 where ![338, 339, 358, 359].contains(prefix) { wanted += (0...5).map { "\(prefix)\($0)" } }
    for prefix in 390...393 { wanted += (0...9).map { "\(prefix)\($0)" } }
    wanted += (0...3).map { "394\($0)" } + (0...5).map { "395\($0)" }
    let missing = wanted.filter { GS1ApplicationIdentifier.lookup($0) == nil }
    #expect(missing.isEmpty, "missing: \(missing)")
  }

  @Test func decimalPlacesAreTheLastDigit() {
    for ai in all where ai.decimalPlaces != nil {
      #expect(ai.decimalPlaces == Int(String(ai.code.suffix(1))), "\(ai.code)")
      #expect(["31", "32", "33", "34", "35", "36", "39"].contains(String(ai.code.prefix(2))), "\(ai.code)")
    }
    #expect(GS1ApplicationIdentifier.lookup("3106") == nil)
    #expect(GS1ApplicationIdentifier.lookup("37")?.decimalPlaces == nil)
  }

  @Test(
    "key AIs carry the specification's titles and formats",
    arguments: [
      ("01", "GTIN", "N14"), ("10", "BATCH/LOT", "X..20"), ("17", "USE BY or EXPIRY", "N6"), ("21", "SERIAL", "X..20"),
      ("15", "BEST BEFORE or BEST BY", "N6"), ("37", "COUNT", "N..8"), ("30", "VAR. COUNT", "N..8"),
      ("3103", "NET WEIGHT (kg)", "N6"), ("253", "GDTI", "N13 [X..17]"), ("8010", "CPID", "Y..30"),
      ("8030", "DIGSIG", "Z..90"), ("91", "INTERNAL", "X..90"), ("90", "INTERNAL", "X..30"),
    ])
  func titlesAndFormats(code: String, title: String, format: String) throws {
    let ai = try #require(GS1ApplicationIdentifier.lookup(code))
    #expect(ai.title == title)
    #expect(ai.components.map(\.notation).joined(separator: " ") == format)
  }

  @Test func dateAIsAreMarked() {
    let dates = all.filter(\.isDate).map(\.code)
    #expect(["11", "12", "13", "15", "16", "17"].allSatisfy(dates.contains))
    #expect(!dates.contains("10"))
  }

  @Test func characterSetsFollowTheSpecification() {
    #expect(GS1ApplicationIdentifier.lookup("01")?.characterSet == .numeric)
    #expect(GS1ApplicationIdentifier.lookup("10")?.characterSet == .set82)
    #expect(GS1ApplicationIdentifier.lookup("8010")?.characterSet == .set39)
    let set82 = (UInt32(0x20)...0x7E).compactMap { Unicode.Scalar($0) }.filter(GS1CharacterSet.set82.contains)
    #expect(set82.count == 82)
    let set39 = (UInt32(0x20)...0x7E).compactMap { Unicode.Scalar($0) }.filter(GS1CharacterSet.set39.contains)
    #expect(set39.count == 39)
  }
}
