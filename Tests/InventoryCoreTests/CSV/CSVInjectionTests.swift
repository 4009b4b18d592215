import Foundation
import Testing

@testable import InventoryCore

/// Formula neutralisation (OWASP CSV injection): spreadsheets must not run our text, and import must undo
/// exactly what export did.
@Suite struct CSVInjectionTests {
  @Test(arguments: [
    ("=SUM(A1)", "'=SUM(A1)"), ("+1", "'+1"), ("-1", "'-1"), ("@x", "'@x"), ("\tx", "'\tx"), ("\rx", "'\rx"),
    ("'=x", "''=x"), ("''", "'''"), ("'\t", "''\t"),
    ("plain", "plain"), ("", ""), ("'", "'"), ("'a", "'a"), ("a=b", "a=b"), (" =x", " =x"), ("\n=x", "\n=x"),
  ])
  func neutralisesWhatASpreadsheetWouldRun(_ text: String, _ written: String) {
    #expect(CSVFormulaEscaping.neutralised(text) == written)
    #expect(CSVFormulaEscaping.restored(written) == text)
  }

  @Test func restoringUndoesNeutralisingForAnyString() {
    // Property over many strings built from the characters that matter, at the start and after it.
    let alphabet: [Unicode.Scalar] = [
      "=", "+", "-", "@", "\t", "\r", "\n", "'", "a", " ", "\"", ",", "é", "\u{301}", "🍰",
    ]
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for length in 0...4 {
      for _ in 0..<2_000 {
        var text = ""
        for _ in 0..<length { text.unicodeScalars.append(alphabet.randomElement(using: &generator) ?? "a") }
        let written = CSVFormulaEscaping.neutralised(text)
        #expect(CSVFormulaEscaping.restored(written) == text, "\(text.debugDescription)")
        #expect(!startsLikeAFormula(written), "\(written.debugDescription)")
        checked += 1
      }
    }
    #expect(checked == 10_000)
  }

  @Test func restoringTakesOffOnlyAQuoteThatNeutralisingCouldHaveAdded() {
    // Every string `restored` changes is the image of one that `neutralised` changes, and vice versa.
    for first in ["'", "=", "a"] {
      for second in ["=", "+", "-", "@", "\t", "\r", "'", "a", ""] {
        let text = first + second
        let changed = CSVFormulaEscaping.restored(text) != text
        #expect(changed == (first == "'" && second != "a" && second != ""), "\(text.debugDescription)")
      }
    }
  }

  @Test func theWriterNeutralisesTextCellsOnly() {
    let item = Item(
      id: 1, name: "-5 off", barcode: "=CODE", quantity: 0, price: Money(minorUnits: 100), notes: "@note",
      createdAt: CSVFixture.time(0))
    let text = String(decoding: ItemCSVWriter.data(for: [(item, "+cat")]), as: UTF8.self)
    let row = text.split(separator: "\r\n").last.map(String.init) ?? ""
    #expect(row == "1,'=CODE,'-5 off,'+cat,0,0,,1.00,'@note,1970-01-01T00:00:00.000Z,1970-01-01T00:00:00.000Z,")
  }

  @Test func aHandMadeFileWithAQuoteBeforeAFormulaCharacterLosesTheQuote() throws {
    // The price of exact reversibility: `'=x` in a hand-made file reads as `=x`, as a spreadsheet shows it.
    let imported = try ItemCSVReader.read(data: CSVFixture.csv(["name,notes", "'=x,'-1"]))
    #expect(try imported.rows.first?.name == "=x")
    #expect(try imported.rows.first?.notes == "-1")
  }

  @Test func writerCellsMatchTheStringCells() {
    for (item, categoryName) in CSVFixture.trickyItems {
      let cells = ItemCSVWriter.cells(for: item, categoryName: categoryName)
      var bytes: [UInt8] = []
      var writer = CSVRecordWriter { bytes += $0 }
      for cell in cells { writer.append(cell) }
      try? writer.endRecord()
      try? writer.flush()
      let direct = ItemCSVWriter.data(for: [(item, categoryName)]).drop { $0 != 0x0A }.dropFirst()
      #expect(Data(bytes) == Data(direct))
    }
  }

  private func startsLikeAFormula(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    return ["=", "+", "-", "@", "\t", "\r"].contains(first)
  }
}
