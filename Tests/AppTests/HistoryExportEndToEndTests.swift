import Foundation
import InventoryCore
import TestSupport
import Testing

/// History's `x` in the real program: the view shown, its search kept, written to the path typed, the same
/// file `stockroom history --csv` writes.
@Suite("History export in tmux", .serialized)
struct HistoryExportEndToEndTests {
  @Test("x on History's scans writes the scans shown, as stockroom history --scans --csv does")
  func scansShownAreExported() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    try inventory.service.recordScan(ScanRequest(Codes.tea, source: .usbScanner, policy: .auto))
    try inventory.service.recordScan(ScanRequest(Codes.unknown, source: .keyboard, policy: .auto))
    try inventory.service.recordScan(ScanRequest(Codes.book, source: .camera, policy: .auto))
    let folder = try TemporaryDirectory("history-export")
    let path = folder.path("scans.csv")
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path], columns: 100, rows: 24)
    defer { session.kill() }
    try session.waitFor("items ·")
    try session.press("4")
    try session.waitFor("Stock movements")
    try session.press("v")
    try session.waitFor("unknown code")
    try session.press("/")
    try session.type("tea", interval: .milliseconds(40))
    try session.press("Enter")
    try session.press("x")
    try session.waitFor("Export history")
    try session.waitFor("scans shown")
    try session.press("C-u")
    try session.type(path, interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitFor("exported 2 scans (as filtered)")
    let cli = try ProcessRunner.stockroom(["history", "--scans", "--csv", "--search", "tea"], database: inventory.path)
    #expect(cli.status == 0, "\(cli.stderr)")
    let file = try String(contentsOfFile: path, encoding: .utf8)
    #expect(file == cli.stdout)
    #expect(file.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 3, "the header and the two tea scans")
    #expect(!file.contains(Codes.unknown), "the search is kept")
  }
}
