import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TerminalUI
import TestSupport

@testable import App

/// Frames for scan-screen tests, cut from the committed demo video (Resources/demo/shelf.y4m, made by
/// ScanningTests' DemoVideoTests from zint codes): each code has 16 frames, sliding in (3), centred (8),
/// sliding out (3), then 2 empty frames.
enum ScanFrames {
  static let coffee = "5901234123457"
  static let tea = "96385074"
  static let book = "9780306406157"

  static var demoVideo: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/demo/shelf.y4m").path
  }

  static func all() throws -> [GreyFrame] {
    let source = try Y4MSource(path: demoVideo, realTime: false)
    var frames: [GreyFrame] = []
    while let frame = try source.nextFrame() { frames.append(frame) }
    return frames
  }

  /// `count` frames of the desk alone, then the code of segment `segment` centred for `count` frames.
  static func codeAfterEmptyDesk(segment: Int, empty: Int = 4, inView: Int = 8) throws -> [GreyFrame] {
    let frames = try all()
    return [GreyFrame](repeating: frames[14], count: empty)
      + [GreyFrame](repeating: frames[segment * 16 + 6], count: inView)
  }

  /// The frames as a video (times re-stamped at `frameRate`), for the binary's --camera.
  static func writeVideo(_ frames: [GreyFrame], frameRate: Double, to path: String) throws {
    let writer = try Y4MWriter(path: path, width: frames[0].width, height: frames[0].height, frameRate: frameRate)
    for frame in frames { writer.append(frame) }
    writer.close()
  }
}

/// A camera that shows scripted frames as fast as they are read (times 1/30 s apart), then either ends
/// or fails with `error`.
final class ScriptedFrameSource: FrameSource {
  let kind = FrameSourceKind.live
  let name = "scripted"
  private var frames: [GreyFrame]
  private var index = 0
  private let error: FrameSourceError?

  init(_ frames: [GreyFrame], then error: FrameSourceError? = nil) {
    self.frames = frames
    self.error = error
  }

  func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard index < frames.count else {
      if let error { throw error }
      return nil
    }
    var frame = frames[index]
    frame.time = Double(index) / 30
    index += 1
    return frame
  }

  func close() {}
}

/// The scan screen alone in an `Application` on a `MemoryTerminal`, over a real SQLite file. The
/// pipeline runs in real time on its own thread, so waits poll: step the app (a virtual tick each),
/// sleep 5 ms of real time, look again, up to a timeout.
final class ScanHarness {
  let inventory: TestInventory
  let environment: AppEnvironment
  let terminal: MemoryTerminal
  let screen: ScanScreen
  let app: Application

  init(
    policy: ScanPolicy = .auto, columns: Int = 100, rows: Int = 30,
    open: @escaping ScanSourceOpener
  ) throws {
    inventory = try TestInventory()
    try inventory.add("Coffee beans", barcode: ScanFrames.coffee, quantity: 4, minimum: 5)
    try inventory.add("Thé vert 日本 🍵", barcode: ScanFrames.tea, quantity: 9)
    environment = try AppEnvironment(service: inventory.service)
    environment.settings.scanPolicy = policy
    terminal = MemoryTerminal(columns: columns, rows: rows)
    environment.scanDesk.clock = { [terminal] in terminal.now }
    screen = ScanScreen(environment: environment, open: open)
    app = Application(terminal: terminal, root: screen, configuration: .init(title: "stockroom"))
  }

  var text: [String] { terminal.screenText }
  var dump: String { terminal.screenDump }
  func contains(_ text: String) -> Bool { terminal.screenText.contains { $0.contains(text) } }

  func quantity(of code: String) throws -> Int? {
    try inventory.service.item(for: ProductCode(code))?.quantity
  }

  /// Steps until `predicate` holds for the screen (true) or `timeout` of real time passes (false). It
  /// sleeps its own thread rather than awaiting: scans reach the screen on a thread of their own, so a
  /// busy cooperative pool (other tests) cannot hold this wait up.
  @discardableResult
  func waitFor(timeout: Duration = .seconds(10), _ predicate: ([String]) -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    repeat {
      app.step()
      if predicate(text) { return true }
      Thread.sleep(forTimeInterval: 0.005)
    } while ContinuousClock.now < deadline
    return false
  }

  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(10)) -> Bool {
    waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  /// Scripted keys, read at once (virtual time), then a few steps to draw.
  func press(_ keys: KeyPress...) {
    for key in keys { terminal.enqueue(.key(key), after: .milliseconds(150)) }
    settle()
  }

  func type(_ text: String) {
    terminal.type(text)
    settle()
  }

  func scan(_ code: String) {
    terminal.enqueue(.scan(code), after: .milliseconds(200))
    settle()
  }

  func settle() {
    while terminal.hasPendingEvents && app.outcome == nil { app.step() }
    for _ in 0..<2 where app.outcome == nil { app.step() }
  }
}
