import Foundation
import Testing

@testable import InventoryCore

/// Bad files: each problem is reported with the line an editor shows it on, all of them at once.
@Suite struct CSVMalformedInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var lines: [String]
    var expected: [CSVProblem]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "too few columns", lines: ["name,quantity,price", "Nut,3,0.10", "Bolt,4"],
      expected: [CSVProblem(line: 3, message: "expected 3 columns, found 2")]),
    Case(
      name: "too many columns", lines: ["name,quantity", "Nut,3", "Bolt,4,extra"],
      expected: [CSVProblem(line: 3, message: "expected 2 columns, found 3")]),
    Case(
      name: "quote never closed in a middle column",
      lines: ["name,notes,quantity", "Nut,fine,1", "Bolt,\"oops,2", "Washer,x,3", "Screw,y,4"],
      expected: [
        CSVProblem(
          line: 3,
          message:
            "expected 3 columns, found 2: a quoted field opened on this line is probably never closed, or has text after its closing quote"
        )
      ]),
    Case(
      name: "text after a closing quote",
      lines: ["name,notes,quantity", "Nut,fine,1", "Bolt,\"abc\"def,2", "Washer,x,3"],
      expected: [
        CSVProblem(
          line: 3,
          message:
            "expected 3 columns, found 2: a quoted field opened on this line is probably never closed, or has text after its closing quote"
        )
      ]),
    Case(
      name: "quote never closed in the last column",
      lines: ["name,notes", "Nut,fine", "Bolt,\"oops", "Washer,x", "Screw,y"],
      expected: [
        CSVProblem(
          line: 3, message: "a quoted field opened on this line is never closed: it runs to the end of the file")
      ]),
    Case(
      name: "quote never closed after a multi-line record",
      lines: ["name,notes,quantity", "Nut,\"two\nlines\",1", "Bolt,x,\"2", "Washer,x,3"],
      expected: [
        CSVProblem(line: 4, message: "quantity \"2\\r\\nWasher,x,3\\r\\n\" must be a whole number, 0 or more"),
        CSVProblem(
          line: 4, message: "a quoted field opened on this line is never closed: it runs to the end of the file"),
      ]),
    Case(
      name: "bad whole numbers",
      lines: ["name,qty,min,target", "A,5.0,1,2", "B,abc,1,2", "C,1e3,-1,2", "D,1, 2 ,1 000"],
      expected: [
        CSVProblem(line: 2, message: "quantity \"5.0\" must be a whole number, 0 or more"),
        CSVProblem(line: 3, message: "quantity \"abc\" must be a whole number, 0 or more"),
        CSVProblem(line: 4, message: "quantity \"1e3\" must be a whole number, 0 or more"),
        CSVProblem(line: 4, message: "minimum \"-1\" must be a whole number, 0 or more"),
        CSVProblem(line: 5, message: "target \"1 000\" must be a whole number, 0 or more"),
      ]),
    Case(
      name: "negative quantity", lines: ["name,quantity", "Nut,3", "", "Bolt,-3"],
      expected: [CSVProblem(line: 4, message: "quantity \"-3\" must be a whole number, 0 or more")]),
    Case(
      name: "number too large", lines: ["name,quantity", "Nut,99999999999999999999"],
      expected: [CSVProblem(line: 2, message: "quantity \"99999999999999999999\" is too large (at most 1,000,000,000)")]
    ),
    Case(
      name: "one product twice under two forms of its barcode",
      lines: ["barcode,name", "5901234123457,Other", "036000291452,Cola", "x1,Y", "0036000291452,Cola again"],
      expected: [CSVProblem(line: 5, message: "barcode 0036000291452 is the same product as 036000291452 on line 3")]),
    Case(
      name: "a command card's code as a barcode", lines: ["barcode,name", "ABC-1,One", "%SR:ADD,Card"],
      expected: [
        CSVProblem(
          line: 3,
          message: "barcode \"%SR:ADD\": codes starting with %SR: are stockroom's command cards, not product barcodes")
      ]),
    Case(
      name: "the same barcode twice", lines: ["barcode,name", "ABC-1,One", "ABC-1,Two"],
      expected: [CSVProblem(line: 3, message: "barcode ABC-1 is also on line 2")]),
    Case(
      name: "wrong check digit", lines: ["barcode,name", "4006381333931,Pen", "4006381333933,Pen 2"],
      expected: [
        CSVProblem(
          line: 3,
          message: "barcode \"4006381333933\": EAN-13 check digit should be 1, found 3: probably a misread digit")
      ]),
    Case(
      name: "bad ids", lines: ["id,name", "0,A", "x,B", "3,C", "3,D"],
      expected: [
        CSVProblem(line: 2, message: "id \"0\" must be a whole number, 1 or more"),
        CSVProblem(line: 3, message: "id \"x\" must be a whole number, 1 or more"),
        CSVProblem(line: 5, message: "id 3 is also on line 4"),
      ]),
    Case(
      name: "bad price and time", lines: ["name,price,created", "A,$3,2026-02-30", "B,-1,2026-11-22T12:05:48"],
      expected: [
        CSVProblem(line: 2, message: "price \"$3\" is not an amount like 12.34 (no currency sign, 0 or more)"),
        CSVProblem(
          line: 2,
          message: "created \"2026-02-30\" is not a time like 2026-11-22T12:05:48.123Z or a date like 2026-11-22"),
        CSVProblem(line: 3, message: "price \"-1\" is not an amount like 12.34 (no currency sign, 0 or more)"),
        CSVProblem(
          line: 3,
          message:
            "created \"2026-11-22T12:05:48\" is not a time like 2026-11-22T12:05:48.123Z or a date like 2026-11-22"),
      ]),
    Case(
      name: "empty name", lines: ["name,quantity", "  ,3", "\"\",4"],
      expected: [CSVProblem(line: 2, message: "name is required"), CSVProblem(line: 3, message: "name is required")]),
  ]

  @Test(arguments: cases)
  func problemsAreReportedWithTheirLines(_ testCase: Case) {
    #expect(CSVFixture.problems(testCase.lines) == testCase.expected)
  }

  @Test func theLineOfARowCountsLineBreaksInsideEarlierRows() {
    // Given quoted fields holding LF, CRLF and a lone CR, and blank lines (LF and CRLF) in between
    let text = "name,notes,quantity\r\nA,\"1\n2\r\n3\r4\",1\r\n\r\n\nB,\"\",x\r\n"
    // Then B's bad quantity is on line 8: 1 header, 2-5 for A, two blank lines
    #expect(
      CSVFixture.problems(Data(text.utf8)) == [
        CSVProblem(line: 8, message: "quantity \"x\" must be a whole number, 0 or more")
      ])
  }

  @Test func nothingIsReturnedWhenAnyRowIsBad() {
    let data = CSVFixture.csv(["name,quantity", "Good,1", "Bad,-1", "Good too,2"])
    #expect(throws: ItemCSVImportError.self) { try ItemCSVReader.read(data: data) }
  }

  @Test func theDescriptionListsTheFirstFiftyProblems() throws {
    let lines = ["name,quantity"] + (1...60).map { "Item \($0),bad" }
    let error = try #require(throws: ItemCSVImportError.self) { try ItemCSVReader.read(data: CSVFixture.csv(lines)) }
    #expect(error.problems.count == 60)
    let description = error.description.split(separator: "\n")
    #expect(description.count == 51)
    #expect(description.first == "line 2: quantity \"bad\" must be a whole number, 0 or more")
    #expect(description.last == "and 10 more problems")
  }

  @Test func invalidUTF8IsReportedOnItsLine() {
    var data = CSVFixture.csv(["name,notes", "Nut,fine", "Bolt,caf"])
    data.insert(0xE9, at: data.count - 2)  // Latin-1 é before the final CRLF
    #expect(
      CSVFixture.problems(data) == [
        CSVProblem(
          line: 3, message: "byte 0xE9 is not UTF-8: save the file as CSV in UTF-8 (\"CSV UTF-8\" in spreadsheets)")
      ])
  }

  @Test func utf16IsRecognised() {
    var data = Data([0xFF, 0xFE])
    for unit in "name\r\n".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    #expect(CSVFixture.problems(data) == [CSVProblem(line: 1, message: "the file is UTF-16: save it as CSV in UTF-8")])
  }
}
