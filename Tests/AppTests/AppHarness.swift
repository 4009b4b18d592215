import Foundation
import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport

@testable import App

/// The whole app on a `MemoryTerminal` over a real SQLite file: scripted keys at a person's pace, scanner
/// bursts at a scanner's, and the screen text to compare. Virtual time: ticks cost nothing.
final class AppHarness {
  let inventory: TestInventory
  let environment: AppEnvironment
  let terminal: MemoryTerminal
  let app: Application

  init(
    columns: Int = 80, rows: Int = 24, noColor: Bool = false, catalogue: (any ProductCatalogue)? = nil,
    launch: AppEnvironment.LaunchOptions = .init(), savingShownAfter: Duration = .seconds(30),
    setUp: (TestInventory) throws -> Void = { _ in }
  ) throws {
    inventory = try TestInventory()
    try setUp(inventory)
    // Keys in virtual time: a write answers before the next key however loaded the machine (a test about
    // "saving…" gives the app's own wait).
    var launch = launch
    launch.savingShownAfter = savingShownAfter
    environment = try AppEnvironment(service: inventory.service, launch: launch, catalogue: catalogue)
    terminal = MemoryTerminal(columns: columns, rows: rows)
    app = StockroomApp.makeApplication(
      terminal: terminal, environment: environment, processEnvironment: noColor ? ["NO_COLOR": "1"] : [:])
    settle()
  }

  var service: SQLiteInventory { inventory.service }
  var screen: [String] { terminal.screenText }
  var dump: String { terminal.screenDump }
  var root: RootScreen? { app.screens.first as? RootScreen }

  /// Runs until the scripted input is used up, then 600 ms of virtual time more: held keys are released,
  /// ticks pass (search totals summed once typing pauses, other processes' changes), the result is drawn. Work a
  /// key started under a progress dialog (an export, labels) runs off the input thread in real time: it is
  /// waited for too (`finishLongWork`).
  func settle() {
    while terminal.hasPendingEvents && app.outcome == nil { app.step() }
    wait(.milliseconds(600))
    if app.modal is any TickingModal { finishLongWork() }
  }

  /// Steps on, in real time, while a dialog's long work runs off the input thread (an import), at most
  /// `seconds`; then settles.
  func finishLongWork(seconds: Double = 60) {
    let deadline = Date().addingTimeInterval(seconds)
    while app.modal is any TickingModal, Date() < deadline {
      wait(.milliseconds(50))
      Thread.sleep(forTimeInterval: 0.005)
    }
    settle()
  }

  func press(_ keys: KeyPress...) {
    for key in keys { terminal.enqueue(.key(key), after: .milliseconds(150)) }
    settle()
  }

  /// Types like a person (150 ms a key).
  func type(_ text: String) {
    terminal.type(text)
    settle()
  }

  /// Types like a USB scanner: the code and Enter, 3 ms apart.
  func scan(_ code: String) {
    terminal.pause(.milliseconds(200))
    terminal.type(code, interval: .milliseconds(3))
    terminal.enqueue(.key(.enter), after: .milliseconds(3))
    settle()
  }

  /// Lets `duration` of virtual time pass (ticks run).
  func wait(_ duration: Duration) {
    let end = terminal.now + duration
    while terminal.now < end && app.outcome == nil { app.step() }
    app.step()
  }

  /// Steps on in real time until `condition` holds, `seconds` at most: reads made off the input thread (a large
  /// list's sums, the alerts) land in real time, while the harness's ticks cost nothing.
  func step(until condition: () -> Bool, seconds: Double = 5) {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() && Date() < deadline {
      app.step()
      Thread.sleep(forTimeInterval: 0.002)
    }
  }

  /// The first screen line containing `text`.
  func line(_ text: String) -> String? { screen.first { $0.contains(text) } }

  func contains(_ text: String) -> Bool { line(text) != nil }
}

/// Valid codes for tests: an EAN-13, an ISBN-13 and a UPC-A.
enum Codes {
  static let tea = "4006381333931"
  static let book = "9780306406157"
  static let soup = "036000291452"
  static let unknown = "5012345678900"
}

/// A small inventory with accents, CJK and emoji, one category, two items below their minimum.
func sampleInventory(_ inventory: TestInventory) throws {
  let drinks = try inventory.service.addCategory(named: "Drinks", color: .cyan)
  try inventory.add("Café crème", quantity: 2, minimum: 5, price: "1.50")
  try inventory.add("日本茶 green tea", barcode: Codes.tea, quantity: 12, minimum: 3, price: "4.50", category: drinks.id)
  try inventory.add("Tea cup 🍵", barcode: Codes.book, quantity: 1, minimum: 4, target: 10, category: drinks.id)
}
