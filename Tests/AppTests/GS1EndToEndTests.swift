import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import App

/// GS1 through the real `stockroom` binary in tmux: a GS1 DataMatrix (zint) shown to the "camera" (a folder of
/// images), a USB scanner sending GS as byte 0x1D (Ctrl-], curses key 29), and one sending "|" in its place
/// once Settings names it. Each test has its own tmux server, killed even when it fails.
@Suite("GS1 scans in tmux", .serialized)
struct GS1EndToEndTests {
  /// Aspirin (4 in stock, barcode 9506000134352) with the scan policy saved; no scan yet.
  static func inventory(policy: ScanPolicy) throws -> TestInventory {
    let inventory = try TestInventory()
    try inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    let environment = try AppEnvironment(service: inventory.service)
    environment.settings.scanPolicy = policy
    try environment.saveSettings()
    return inventory
  }

  static func start(_ inventory: TestInventory, camera: String) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path, "--camera", camera], columns: 100, rows: 30)
    try session.waitFor("› Inventory")
    return session
  }

  static func quantity(_ inventory: TestInventory) throws -> Int? {
    try inventory.reopened().item(for: ProductCode(GS1Codes.ean))?.quantity
  }

  @Test("a GS1 DataMatrix with GTIN, expiry and batch shown to the camera adds one and shows expiry and batch")
  func cameraDataMatrix() throws {
    let inventory = try Self.inventory(policy: .auto)
    // Three frames of the code: the pipeline confirms a code seen in two.
    let folder = inventory.folder.path("camera")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for index in 1...3 { _ = try GS1Codes.dataMatrixPNG(in: folder, name: "frame-\(index).png") }
    let session = try Self.start(inventory, camera: folder)
    defer { session.kill() }
    try session.press("1")
    let screen = try session.waitFor("Aspirin 4 -> 5")
    let text = screen.joined(separator: "\n")
    #expect(text.contains(GS1Codes.expiry) && text.contains(GS1Codes.batch), "\(text)")
    #expect(try Self.quantity(inventory) == 5)
  }

  @Test("a USB scanner sending GS (0x1D) between elements: the offer shows expiry and batch, Enter adds one")
  func usbScannerWithGS() throws {
    let inventory = try Self.inventory(policy: .ask)
    let session = try Self.start(inventory, camera: "/dev/video63")
    defer { session.kill() }
    // One tmux call: the code, GS as its byte, and Enter arrive within a millisecond or two, like a scanner.
    try session.sendBytes(Array(GS1Codes.typedWithGS.utf8) + [0x0D])
    try session.waitFor("Aspirin (4 in stock): +1?")
    try session.waitFor("expiry 2026-12-31, batch ABC123")
    try session.press("Enter")
    try session.waitFor("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123")
    #expect(try Self.quantity(inventory) == 5)
    try session.press("4")
    try session.waitFor("› History")
    try session.press("v")
    try session.waitFor("Scans")
    try session.waitFor("batch ABC123")
  }

  @Test("a USB scanner sending | for GS: once Settings names it, its code is GS1")
  func usbScannerWithSubstitute() throws {
    let inventory = try Self.inventory(policy: .auto)
    let session = try Self.start(inventory, camera: "/dev/video63")
    defer { session.kill() }
    try session.press("7")
    try session.waitFor(SettingRow.gs1SeparatorName)
    let index = try #require(SettingRow.all.firstIndex { $0.name == SettingRow.gs1SeparatorName })
    for _ in 0..<index { try session.press("Down") }
    try session.waitFor("send GS (0x1D) between GS1 elements")
    try session.press("Enter")
    try session.type("|", interval: .milliseconds(150))
    try session.press("Enter")
    try session.waitFor("\(SettingRow.gs1SeparatorName): | (saved)")
    try session.press("1")
    try session.waitFor("no camera found")
    try session.scan(GS1Codes.typed(separator: "|"))
    try session.waitFor("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123")
    #expect(try Self.quantity(inventory) == 5)
    #expect(try inventory.reopened().scans().first?.gs1?.batch == GS1Codes.batch)
  }
}
