import Foundation
import TestSupport
import Testing

/// Names with terminal escape sequences, put in the database behind the CLI's back (as an older version
/// or another tool could), must reach a terminal escaped in every human-readable output, and exact in
/// JSON and CSV.
@Suite struct TerminalInjectionTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  /// Clear the screen, retitle the window (OSC ... BEL), a one-byte C1 CSI, then a right-to-left override.
  static let hostileName = "X\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}evil"
  static let hostileNameSQL =
    "'X' || char(27) || '[2J' || char(27) || ']0;pwned' || char(7) || char(155) || '31m' "
    + "|| char(8238) || 'evil'"
  static let escapedName = #"X\e[2J\e]0;pwned\a\u{9B}31m\u{202E}evil"#
  static let escapedCategory = #"Cat\e[5m\u{2066}"#

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// Writes to the database directly: the CLI itself refuses these names.
  func sql(_ statement: String) throws {
    let sqlite3 = try #require(ProcessRunner.executable(named: "sqlite3"), "the sqlite3 CLI is needed")
    let result = try ProcessRunner.run(sqlite3, [database, statement])
    try #require(result.status == 0, "sqlite3 failed: \(result.stderr)")
  }

  /// An item whose name, notes and category hold escape sequences.
  func hostileInventory() throws {
    try stockroom(
      "items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "5", "--category", "Drinks")
    try sql(
      "UPDATE item SET name = \(Self.hostileNameSQL), notes = 'shelf 3' || char(10) || 'copy' || char(27) "
        + "|| ']52;c;AAAA' || char(7); UPDATE category SET name = 'Cat' || char(27) || '[5m' || char(8294)")
  }

  /// Characters a terminal acts on instead of showing: C0 controls but LF, DEL, C1, bidi formatting.
  static func actedOn(_ text: String) -> [UInt32] {
    let bidi: Set<UInt32> = [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    return text.unicodeScalars.map(\.value).filter {
      ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) || bidi.contains($0)
    }
  }

  /// Neither stream holds a character the terminal would act on, and together they show `shown`.
  func expectShownSafely(
    _ result: ProcessRunner.Result, _ shown: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      Self.actedOn(result.stdout).isEmpty, "stdout: \(result.stdout.debugDescription)", sourceLocation: sourceLocation)
    #expect(
      Self.actedOn(result.stderr).isEmpty, "stderr: \(result.stderr.debugDescription)", sourceLocation: sourceLocation)
    #expect((result.stdout + result.stderr).contains(shown), "\(result)", sourceLocation: sourceLocation)
  }

  @Test func namesFromTheDatabaseAreEscapedInEveryListing() throws {
    try hostileInventory()
    let name = Self.escapedName
    expectShownSafely(try stockroom("items", "list"), name)
    expectShownSafely(try stockroom("items", "list"), Self.escapedCategory)
    let show = try stockroom("items", "show", "1")
    expectShownSafely(show, "name      \(name)\n")
    expectShownSafely(show, "category  \(Self.escapedCategory)\n")
    // Notes keep their line break (indented under the label); the OSC 52 clipboard write is escaped.
    expectShownSafely(show, "notes     shelf 3\n          copy\\e]52;c;AAAA\\a\n")
    expectShownSafely(try stockroom("scan", "4006381333931"), "\(name) 5 -> 6\n")
    expectShownSafely(try stockroom("scan", "4006381333931", "--look-up"), "\(name): 6 in stock\n")
    expectShownSafely(try stockroom("adjust", "1", "+2"), "\(name) 6 -> 8\n")
    expectShownSafely(try stockroom("history"), name)
    expectShownSafely(try stockroom("history", "--scans"), "4006381333931")
    expectShownSafely(try stockroom("undo"), "undone: adjust +2 \"\(name)\": 8 → 6\n")
    expectShownSafely(try stockroom("categories", "list"), Self.escapedCategory)
    // Saving the item asks for a clean name first (names are single-line text); the refusal is escaped too.
    expectShownSafely(
      try stockroom("items", "edit", "1", "--price", "2.50"),
      "name: contains a control character (U+001B ESC) at position 2")
    expectShownSafely(
      try stockroom("items", "edit", "1", "--name", "Clean", "--notes", "ok", "--price", "2.50"), "saved Clean (id 1)")
  }

  @Test func errorMessagesQuotingANameAreEscaped() throws {
    try hostileInventory()
    let tooMany = try stockroom("scan", "4006381333931", "--remove", "--quantity", "99")
    #expect(tooMany.status == 65)
    expectShownSafely(tooMany, "stockroom: \(Self.escapedName): only 5 in stock, cannot take 99 out\n")
    let adjust = try stockroom("adjust", "1", "-99")
    expectShownSafely(adjust, "\"\(Self.escapedName)\"")
    let missing = try stockroom("items", "show", "no\u{1B}[2Jsuch\u{9B}")
    #expect(missing.status == 3)
    expectShownSafely(missing, #"stockroom: no item matches "no\e[2Jsuch\u{9B}""#)
  }

  @Test func importErrorsShowBadCellsAndHeadersEscapedOneProblemPerLine() throws {
    let file = folder.path("bad.csv")
    let csv = "name,quantity\nTea,\"\u{1B}[2J\"\nCake,\"1\n\u{9B}2\"\n"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
    let result = try stockroom("import", file)
    #expect(result.status == 65)
    expectShownSafely(result, #"line 2: quantity "\e[2J" must be a whole number"#)
    // The line break inside the quoted cell is shown as \n: it does not start a line of its own.
    expectShownSafely(result, #"line 3: quantity "1\n\u{9B}2" must be a whole number"#)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.allSatisfy { $0.hasPrefix("stockroom: ") || $0.hasPrefix("line ") }, "\(lines)")

    let header = folder.path("header.csv")
    try Data("name,quantity,\"col\u{1B}]0;x\u{07}\"\nTea,1,a\n".utf8).write(to: URL(fileURLWithPath: header))
    let warned = try stockroom("import", header, "--dry-run")
    #expect(warned.status == 0)
    expectShownSafely(warned, #"stockroom: warning: column 3 "col\e]0;x\a" is not a stockroom column: ignored"#)

    let category = folder.path("category.csv")
    try Data("name,category\nTea,\"Dr\u{1B}[2Jinks\"\n".utf8).write(to: URL(fileURLWithPath: category))
    let refused = try stockroom("import", category)
    #expect(refused.status == 65)
    expectShownSafely(refused, "line 2: category: contains a control character (U+001B ESC) at position 3")
  }

  @Test func jsonAndCSVExportKeepTheExactText() throws {
    try hostileInventory()
    let list = try stockroom("items", "list", "--json")
    let items = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    #expect(items?.first?["name"] as? String == Self.hostileName)
    #expect(items?.first?["category"] as? String == "Cat\u{1B}[5m\u{2066}")
    let export = try stockroom("export")
    #expect(export.status == 0)
    #expect(export.stdout.contains(Self.hostileName))
  }

  @Test func categoryNamesWithControlsAreRefusedNamingTheCharacter() throws {
    let add = try stockroom("categories", "add", "Dri\u{1B}[2Jnks")
    #expect(add.status == 65)
    #expect(
      add.stderr
        == "stockroom: category name: contains a control character (U+001B ESC) at position 4; "
        + "names are single-line text\n")
    try stockroom("categories", "add", "Drinks")
    let rename = try stockroom("categories", "rename", "Drinks", "Drinks\u{202E}")
    #expect(rename.status == 65)
    #expect(rename.stderr.contains("(U+202E RLO) at position 7"))
    let viaItem = try stockroom("items", "add", "--name", "Tea", "--category", "Tab\there")
    #expect(viaItem.status == 65)
    #expect(viaItem.stderr.contains("a tab (U+0009 HT) at position 4"))
    #expect(try stockroom("categories", "list").stdout.hasPrefix("Drinks "))
    #expect(try stockroom("items", "list", "--json").stdout.contains("Tea") == false)
  }
}
