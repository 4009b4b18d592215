import Foundation
import TestSupport
import Testing

/// `stockroom undo` reverses this station's last action and says exactly what; `redo` does it again;
/// `history --actions` shows edits and deletions.
@Suite struct UndoCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @discardableResult
  func stockroom(_ arguments: String..., station: String = "till-1") throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(arguments, database: database, environment: ["STOCKROOM_STATION": station])
  }

  @Test func undoRestoresADeletedItemWithItsHistoryAndSaysSo() throws {
    try stockroom("items", "add", "--name", "Café crème", "--barcode", "4006381333931", "--quantity", "10")
    try stockroom("scan", "4006381333931")
    try stockroom("items", "remove", "Café crème")
    #expect(try stockroom("items", "list").stdout.contains("Café") == false)

    #expect(
      try stockroom("undo", "--dry-run").stdout
        == "would undo: delete \"Café crème\" (restores it with its 2 movements)\n")
    let undo = try stockroom("undo")
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(undo.stdout == "undone: delete \"Café crème\": restored with its 2 movements\n")
    #expect(try stockroom("items", "show", "1").stdout.contains("11"))
    #expect(try stockroom("history", "--search", "Café").stdout.split(separator: "\n").count == 2)
    let actions = try stockroom("history", "--actions").stdout
    #expect(actions.contains("undo delete \"Café crème\": restored with its 2 movements"))
    #expect(actions.contains("delete \"Café crème\" (11 in stock, 2 movements)  [undone]"))

    #expect(
      try stockroom("redo").stdout == "redone: delete \"Café crème\": deleted again (its 2 movements stay in history)\n"
    )
  }

  @Test func undoLeavesAnotherStationsChangesAloneUnlessAskedFor() throws {
    try stockroom("items", "add", "--name", "Tea", "--quantity", "5")
    try stockroom("adjust", "Tea", "+3")
    try stockroom("adjust", "Tea", "-1", station: "till-2")

    #expect(try stockroom("undo").stdout == "undone: adjust +3 \"Tea\": 7 → 4\n")
    #expect(try stockroom("undo", "--any-station").stdout == "undone: adjust -1 \"Tea\": 4 → 5\n")
    let nothing = try stockroom("undo", station: "till-3")
    #expect(nothing.status == 3)
    #expect(nothing.stderr == "stockroom: nothing to undo on station \"till-3\" (try --any-station)\n")
  }

  @Test func historyShowsEditsFieldByField() throws {
    try stockroom("items", "add", "--name", "Jam", "--quantity", "2", "--price", "3.10")
    try stockroom("items", "edit", "Jam", "--price", "3.40", "--minimum", "4")
    let actions = try stockroom("history", "--actions").stdout
    #expect(actions.contains("till-1      edit \"Jam\": price 3.10 → 3.40, minimum 0 → 4\n"))
    #expect(try stockroom("undo").stdout == "undone: edit \"Jam\": price 3.40 → 3.10, minimum 4 → 0\n")
  }

  @Test func historyShowsAndFiltersTheStationOfEachMovementAndScan() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    try stockroom("scan", "4006381333931", station: "back room")
    try stockroom("adjust", "Tea", "-1", station: "back room")
    let all = try stockroom("history").stdout.split(separator: "\n")
    #expect(all.count == 3 && all[0].contains("  back room ") && all[2].contains("  till-1 "), "\(all)")
    let backRoom = try stockroom("history", "--station", "back room", "--json")
    let entries = try JSONSerialization.jsonObject(with: Data(backRoom.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.map { $0["reason"] as? String } == ["manual", "scan"])
    #expect(entries?.allSatisfy { $0["station"] as? String == "back room" } == true)
    let scans = try stockroom("history", "--scans", "--station", "till-1")
    #expect(scans.status == 0 && scans.stdout.isEmpty, "\(scans.stdout)")
    #expect(try stockroom("history", "--actions", "--station", "till-1").status == 64)
  }
}
