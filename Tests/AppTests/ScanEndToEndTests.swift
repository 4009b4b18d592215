import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TestSupport
import Testing

@testable import App

/// The real `stockroom` binary in tmux with a .y4m video as its camera (`--camera`), played in real time:
/// what a person at a webcam sees. Each test has its own tmux server, killed even when it fails; every
/// wait polls the screen with a timeout.
@Suite("scan screen in tmux", .serialized)
struct ScanEndToEndTests {
  /// The desk alone for `empty` seconds, then the coffee code centred for 2 s, then the desk; 30 fps.
  static func video(in folder: TemporaryDirectory, empty: Double, blurred: Bool = false) throws -> String {
    let frames = try ScanFrames.all()
    var code = frames[6]
    if blurred { code = Self.smeared(code) }
    let rate = 30.0
    let timeline =
      [GreyFrame](repeating: frames[14], count: Int(empty * rate)) + [GreyFrame](repeating: code, count: 60)
      + [GreyFrame](repeating: frames[14], count: 30)
    let path = folder.path(blurred ? "smeared.y4m" : "shelf.y4m")
    try ScanFrames.writeVideo(timeline, frameRate: rate, to: path)
    return path
  }

  /// Averages each pixel with 15 neighbours along the row: the bars run together, nothing decodes.
  static func smeared(_ frame: GreyFrame) -> GreyFrame {
    var out = frame
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        var sum = 0
        for dx in -7...8 { sum += Int(frame[min(frame.width - 1, max(0, x + dx)), y]) }
        out[x, y] = UInt8(sum / 16)
      }
    }
    return out
  }

  static func inventory(policy: ScanPolicy) throws -> TestInventory {
    let inventory = try TestInventory()
    try inventory.add("Coffee beans", barcode: ScanFrames.coffee, quantity: 4, minimum: 5)
    let environment = try AppEnvironment(service: inventory.service)
    environment.settings.scanPolicy = policy
    try environment.saveSettings()
    return inventory
  }

  /// Starts the app on `camera` and switches to the Scan tab; returns when the key was sent.
  static func startOnScan(_ inventory: TestInventory, camera: String) throws -> (TmuxSession, ContinuousClock.Instant) {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path, "--camera", camera], columns: 100, rows: 30)
    try session.waitFor("› Inventory")
    let shown = ContinuousClock.now
    try session.press("1")
    return (session, shown)
  }

  static func quantity(_ inventory: TestInventory) throws -> Int? {
    try inventory.reopened().item(for: ProductCode(ScanFrames.coffee))?.quantity
  }

  @Test("a code shown to the camera changes the stock within 2 s of appearing (measured)")
  func detectionToStockLatency() throws {
    var latencies: [Double] = []
    for _ in 0..<3 {
      let inventory = try Self.inventory(policy: .auto)
      let video = try Self.video(in: inventory.folder, empty: 1.5)
      let (session, shown) = try Self.startOnScan(inventory, camera: video)
      defer { session.kill() }
      try session.waitFor("Coffee beans 4 -> 5", timeout: .seconds(10))
      // The video starts when the tab is shown and the code appears 1.5 s in: an upper bound, since it
      // includes the key's trip and opening the video.
      let latency = (ContinuousClock.now - shown) / .seconds(1) - 1.5
      latencies.append(latency)
      #expect(try Self.quantity(inventory) == 5)
    }
    print("scan e2e: code on screen -> stock shown, seconds: \(latencies.map { String(format: "%.3f", $0) })")
    #expect(latencies.allSatisfy { $0 < 2.0 }, "\(latencies)")
  }

  @Test("policy ask offers the increment and Enter applies it; nothing changes before")
  func askOffersThenApplies() throws {
    let inventory = try Self.inventory(policy: .ask)
    let video = try Self.video(in: inventory.folder, empty: 0.5)
    let (session, _) = try Self.startOnScan(inventory, camera: video)
    defer { session.kill() }
    try session.waitFor("Enter apply", timeout: .seconds(10))
    #expect(try Self.quantity(inventory) == 4)
    try session.press("Enter")
    try session.waitFor("Coffee beans 4 -> 5")
    #expect(try Self.quantity(inventory) == 5)
  }

  @Test("an unreadable code leaves manual entry working; a wrong check digit is explained, a right one counts")
  func unreadableCodeThenManualEntry() throws {
    let inventory = try Self.inventory(policy: .auto)
    let video = try Self.video(in: inventory.folder, empty: 0.3, blurred: true)
    let (session, _) = try Self.startOnScan(inventory, camera: video)
    defer { session.kill() }
    try session.waitFor("Hint:", timeout: .seconds(10))
    try session.press("/")
    try session.type("5901234123453", interval: .milliseconds(30))
    try session.press("Enter")
    try session.waitFor("EAN-13 check digit should be 7, found 3")
    #expect(try Self.quantity(inventory) == 4)
    try session.press("BSpace")
    try session.type("7", interval: .milliseconds(30))
    try session.press("Enter")
    try session.waitFor("Coffee beans 4 -> 5")
    #expect(try Self.quantity(inventory) == 5)
  }

  @Test("stockroom demo: sample items, the demo video as the camera, a scan counted; its database goes on exit")
  func demo() throws {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let temporary = try TemporaryDirectory("demo-tmp")  // its own TMPDIR: other runs' demos are not counted
    let session = try TmuxSession(
      [binary, "demo"], columns: 100, rows: 30, environment: ["TMPDIR": temporary.url.path])
    defer { session.kill() }
    try session.waitFor("› Scan")  // the demo opens on the Scan tab
    try session.waitFor("Coffee beans 4 -> 5", timeout: .seconds(10))
    try session.waitFor("live: shelf.y4m")
    try session.press("2")
    try session.waitFor("Thé vert 日本 🍵")
    try session.press("q")
    try session.waitFor("[exit 0]")
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
    #expect(left.isEmpty, "demo folders left: \(left)")
  }

  @Test("with no camera the screen says why; typing and a USB scanner still record")
  func noCamera() throws {
    let inventory = try Self.inventory(policy: .auto)
    let (session, _) = try Self.startOnScan(inventory, camera: "/dev/video63")
    defer { session.kill() }
    try session.waitFor("no camera found")
    try session.waitFor("F5 Retry")
    try session.scan(ScanFrames.coffee)
    try session.waitFor("Coffee beans 4 -> 5")
    try session.press("/")
    try session.type(ScanFrames.coffee, interval: .milliseconds(30))
    try session.press("Enter")
    try session.waitFor("Coffee beans 5 -> 6")
    #expect(try Self.quantity(inventory) == 6)
    try session.press("Escape")  // leave the field (a lone ESC; q in the same burst would read as Alt-q)
    try session.waitFor("/ Type code")
    try session.press("q")
    try session.waitFor("[exit 0]")
  }
}
