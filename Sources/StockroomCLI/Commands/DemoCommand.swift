import App
import ArgumentParser
import Foundation
import InventoryCore
import SQLiteStore

#if canImport(Glibc)
  import Glibc
#endif

/// `stockroom demo`: the terminal UI on a throwaway database with sample items, and a video of their codes
/// drawn at start (`DemoVideo`) as the camera, so scanning can be seen working without a webcam, from any
/// folder and with the binary alone.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Try stockroom without a webcam: sample items and a video of codes as the camera.",
    discussion: """
      The database is a temporary file, deleted when the demo ends; nothing touches your own inventory. \
      The video loops: three of its codes belong to sample items, the fourth is unknown (the item editor opens).
      """)

  @Flag(name: .customLong("no-color"), help: "A monochrome terminal UI (as does the NO_COLOR variable).")
  var noColor = false

  @Option(help: ArgumentHelp("Another video or camera instead of the demo video.", valueName: "source"))
  var camera: String?

  @Flag(help: "Ask before changing stock after a scan (the demo applies +1 at once by default).")
  var ask = false

  /// The station's product catalogue (read only), so the demo's unknown code can be named when it knows it.
  @OptionGroup var catalogueOptions: CatalogueOptions

  func run() async throws {
    var status: Int32 = 0
    try reportingFailures {
      Self.removeStaleFolders()
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockroom-demo-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let video = try camera ?? Self.demoVideo(in: folder.path)
      let service = SQLiteInventory(
        database: try AppDatabase.open(path: folder.appendingPathComponent("demo.sqlite").path))
      try DemoInventory.fill(service)
      var launch = AppEnvironment.LaunchOptions()
      launch.noColor = noColor
      launch.camera = video
      launch.demo = true
      launch.errorLogPath = folder.appendingPathComponent("stockroom-tui.log").path
      let environment = try AppEnvironment(
        service: service, launch: launch, catalogue: catalogueOptions,
        dataFolder: (try? InventoryAddress.resolve(explicit: nil))?.localFolder() ?? "")
      environment.settings.scanPolicy = ask ? .ask : .auto
      try environment.saveSettings()
      status = try StockroomApp.run(environment: environment)
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// The demo video, drawn into `folder` (the demo's temporary folder) as shelf.y4m.
  static func demoVideo(in folder: String) throws -> String {
    let path = (folder as NSString).appendingPathComponent("shelf.y4m")
    do { try DemoVideo.write(to: path) } catch {
      throw CommandFailure(message: "the demo video could not be made: \(error)", status: ExitStatus.fileProblem)
    }
    return path
  }

  /// Folders of demos that ended by a signal (the deferred removal did not run) and whose process is gone.
  static func removeStaleFolders() {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix("stockroom-demo-") {
      guard let pid = Int32(name.dropFirst("stockroom-demo-".count)), pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
      }
    }
  }
}

/// The demo's sample inventory: codes that appear in the video, low stock, categories, non-Latin names.
enum DemoInventory {
  static func fill(_ service: any Inventory) throws {
    let drinks = try service.addCategory(named: "Tea & coffee", color: .brightYellow)
    let pantry = try service.addCategory(named: "Pantry", color: .green)
    let items: [ItemDraft] = [
      ItemDraft(
        name: "Coffee beans", barcode: "5901234123457", quantity: "4", price: "12.90",
        categoryID: drinks.id, minimumQuantity: "5", targetQuantity: "12"),
      ItemDraft(
        name: "Thé vert 日本 🍵", barcode: "96385074", quantity: "9", price: "6.50",
        categoryID: drinks.id, minimumQuantity: "3"),
      ItemDraft(
        name: "Café crème", barcode: "036000291452", quantity: "1", price: "3.20",
        categoryID: drinks.id, minimumQuantity: "4", targetQuantity: "10"),
      ItemDraft(name: "Olive oil", quantity: "0", price: "8.40", categoryID: pantry.id, minimumQuantity: "2"),
      ItemDraft(name: "Basmati rice 米", quantity: "7", price: "4.10", categoryID: pantry.id, minimumQuantity: "2"),
      ItemDraft(name: "Crème brûlée mix", quantity: "3", notes: "for the café counter"),
    ]
    for draft in items { _ = try service.addItem(draft) }
  }
}
