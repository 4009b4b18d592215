import InventoryCore
import TerminalUI
import Testing

@testable import App

/// Issue 19: a prompt that shows a number shows it selected, and the first key typed replaces it (typing 7
/// on a 6 gives 7, not 67), as in the item editor; an editing key keeps it for editing.
@Suite(.serialized) struct PreFilledPromptTests {
  static let tea = "日本茶 green tea"
  static let cafe = "Café crème"

  @Test("a session line's = prompt: 7 typed on the line's 3 sets it to 7")
  func sessionSetReplaces() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    for _ in 0..<3 { harness.scan(Codes.tea) }
    harness.selectSessionRow(Self.tea)
    harness.press(.char("="))
    #expect(harness.contains("Set \(Self.tea)"), "\(harness.dump)")
    harness.type("7")
    harness.press(.enter)
    #expect(harness.cells(after: Self.tea)?.first == "7", "\(harness.dump)")
    // Backspace keeps the number for editing: 7, Backspace, 12 gives 12.
    harness.press(.char("="), .backspace)
    harness.type("12")
    harness.press(.enter)
    #expect(harness.cells(after: Self.tea)?.first == "12", "\(harness.dump)")
  }

  @Test("a session's a: how many, 3 typed on the 1 shown receives 3")
  func sessionHowManyReplaces() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.press(.char("a"))
    harness.type("café crème")
    harness.press(.enter)
    #expect(harness.contains("How many (1 or more):"), "\(harness.dump)")
    harness.type("3")
    harness.press(.enter)
    #expect(harness.contains("\(Self.cafe): received 3"), "\(harness.dump)")
    #expect(try harness.service.sessionLines(id: 1).map(\.quantity) == [3])
  }

  @Test("labels, Another number…: 7 typed on the 2 shown makes 7 labels")
  func labelCopiesReplace() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("/"))
    harness.type("green")
    harness.press(.enter, .char("L"), .enter, .end, .enter)
    #expect(harness.contains("Labels per item"), "\(harness.dump)")
    harness.type("7")
    harness.press(.enter)
    #expect(harness.contains("7 labels (") && harness.contains("where to?"), "\(harness.dump)")
    #expect(!harness.contains("27 labels"), "\(harness.dump)")
  }
}
