import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// The real `stockroom` binary in tmux, policy "ask" (a new database's default): no scan is lost, offers wait
/// in order and are answered one by one, the offer has the keys, slow scanners are scans, and the scan mode
/// holds on every screen. Each test has its own tmux server, killed even when it fails.
@Suite("scan flow in tmux", .serialized)
struct ScanFlowEndToEndTests {
  static let tea = "4006381333931"
  static let book = "9780306406157"

  /// Two items, no camera (the Scan tab says so; typing and the USB scanner work), opened on Inventory.
  static func start() throws -> (TestInventory, TmuxSession) {
    let inventory = try TestInventory()
    try inventory.add("Green tea", barcode: tea, quantity: 12, minimum: 3)
    try inventory.add("Tea cup", barcode: book, quantity: 1, minimum: 4)
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      [binary, "--db", inventory.path, "--camera", "/dev/video63"], columns: 100, rows: 30)
    try session.waitFor("› Inventory")
    return (inventory, session)
  }

  static func quantity(_ inventory: TestInventory, _ code: String) throws -> Int? {
    try inventory.reopened().item(for: ProductCode(code))?.quantity
  }

  @Test("two offers wait in order, \"1 more waiting\" shows, each is answered on its own")
  func twoOffersInOrder() throws {
    let (inventory, session) = try Self.start()
    defer { session.kill() }
    try session.scan(Self.tea)
    try session.waitFor("Green tea (12 in stock): +1?")
    try session.scan(Self.book)
    try session.waitFor("1 more waiting: Tea cup")
    try session.press("Enter")
    try session.waitFor("Tea cup (1 in stock): +1?")
    try session.waitFor("Green tea 12 -> 13")
    try session.type("3", interval: .milliseconds(150))
    try session.press("Enter")
    try session.waitFor("Tea cup 1 -> 4")
    try session.waitUntil("the dialog closed") { !$0.contains { $0.contains("Change:") } }
    #expect(try Self.quantity(inventory, Self.tea) == 13)
    #expect(try Self.quantity(inventory, Self.book) == 4)
    try session.press("4")
    try session.waitFor("› History")
    try session.press("v")
    try session.waitFor("added")
  }

  @Test("a typed code's offer has the keys: 5 then Enter applies +5, no new item \"5\"")
  func typedCodeWithOfferPending() throws {
    let (inventory, session) = try Self.start()
    defer { session.kill() }
    try session.press("1")
    try session.waitFor("no camera found")
    try session.press("/")
    try session.type(Self.tea, interval: .milliseconds(150))
    try session.press("Enter")
    try session.waitFor("Green tea (12 in stock): +1?")
    try session.waitFor("Enter Apply")  // the hint bar says what Enter does now
    try session.type("5", interval: .milliseconds(150))
    try session.waitFor("Change: +5")
    try session.press("Enter")
    try session.waitFor("Green tea 12 -> 17")
    #expect(try Self.quantity(inventory, Self.tea) == 17)
    let screen = try session.capture()
    #expect(!screen.contains { $0.contains("New item") }, "\(screen.joined(separator: "\n"))")
  }

  @Test("a scan on Inventory follows the global mode (add, remove, look up) and selects the row")
  func inventoryInEachMode() throws {
    let (inventory, session) = try Self.start()
    defer { session.kill() }
    try session.waitFor("Scan: add stock")
    try session.scan(Self.book)
    try session.waitFor("Tea cup (1 in stock): +1?")
    try session.press("Enter")
    try session.waitFor("Tea cup 1 -> 2")
    // At a person's pace: a key with a scan's first character within the scanner gap (30 ms) after it
    // would be the burst's first character (the mode shows at once now, before that gap has passed).
    try session.type("M", interval: .milliseconds(100))
    try session.waitFor("Scan: remove stock")
    try session.scan(Self.tea)
    try session.waitFor("Green tea (12 in stock): -1?")
    try session.press("Enter")
    try session.waitFor("Green tea 12 -> 11")
    try session.type("M", interval: .milliseconds(100))
    try session.waitFor("Scan: look up")
    try session.scan(Self.book)
    try session.waitFor("Tea cup: 2 in stock ▼ low (minimum 4)")
    let cursor = try session.cursor()
    let screen = try session.capture()
    #expect(screen[cursor.row].contains("Tea cup"), "the scanned row is selected:\n\(screen.joined(separator: "\n"))")
    #expect(try Self.quantity(inventory, Self.book) == 2)
    #expect(try Self.quantity(inventory, Self.tea) == 11)
  }

  @Test("a slow scanner (40 ms a key) is a scan: no tab switch, no old offer applied")
  func slowScanner() throws {
    let (inventory, session) = try Self.start()
    defer { session.kill() }
    try session.scan(Self.book)
    try session.waitFor("Tea cup (1 in stock): +1?")
    try session.type(Self.tea, interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitFor("1 more waiting: Green tea")
    let screen = try session.capture()
    #expect(screen.contains { $0.contains("Change: +1") }, "the digits were not an amount")
    #expect(try Self.quantity(inventory, Self.book) == 1, "the old offer was not applied")
    try session.press("Escape")
    try session.waitFor("Green tea (12 in stock): +1?")
    try session.press("Escape")
    try session.waitUntil("the dialog closed") { !$0.contains { $0.contains("Change:") } }
    // Without an offer up, a slow burst's digits (4, 6, 3, 1 are tab numbers) do not switch screens.
    try session.type(Self.tea, interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitFor("Green tea (12 in stock): +1?")
    #expect(try session.capture()[0].contains("› Inventory"))
  }

  @Test("a stockroom scan from another process shows in Last scan and the status line of the open Scan screen")
  func otherProcessScan() throws {
    let (inventory, session) = try Self.start()
    defer { session.kill() }
    try session.press("1")
    try session.waitFor("no camera found")
    let cli = try ProcessRunner.stockroom(["scan", Self.tea], database: inventory.path)
    #expect(cli.status == 0 && cli.stdout == "Green tea 12 -> 13\n")
    try session.waitFor("stockroom scan (another process): Green tea 12 -> 13", timeout: .seconds(3))
    let screen = try session.capture()
    let last = try #require(screen.firstIndex { $0.contains("Last scan") })
    #expect(screen[last + 1].contains("Green tea 12 -> 13"), "\(screen.joined(separator: "\n"))")
  }
}
