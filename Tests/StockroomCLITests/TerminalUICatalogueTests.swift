import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import StockroomCLI

/// How the terminal UI gets its product catalogue: `--catalog` on the root command (not taken for a
/// subcommand's name), no file meaning no catalogue and no message, and a file that is no catalogue a warning.
@Suite struct TerminalUICatalogueTests {
  @Test(
    "--catalog's value is never read as a subcommand",
    arguments: [
      (["--catalog", "items"], "items"), (["--catalog", "x.sqlite", "--no-color"], "x.sqlite"),
      (["--catalog=items"], "items"),
    ])
  func catalogOptionTakesItsValue(arguments: [String], catalogue: String) throws {
    let command = try #require(try Stockroom.parseAsRoot(arguments) as? TerminalUICommand)
    #expect(command.catalogueOptions.path == catalogue)
  }

  @Test("a subcommand named after the root's options is that subcommand")
  func subcommandAfterRootOptions() throws {
    #expect(try Stockroom.parseAsRoot(["--catalog", "x.sqlite", "items", "list"]) is ItemsCommand.List)
    #expect(try Stockroom.parseAsRoot(["--db", "a.sqlite", "items", "list"]) is ItemsCommand.List)
  }

  @Test("the terminal UI's own options stay its own: watch --camera and demo --no-color are the subcommands'")
  func terminalUIOptionsAreNotTheRoots() throws {
    let watch = try #require(try Stockroom.parseAsRoot(["watch", "--camera", "/dev/video2"]) as? WatchCommand)
    #expect(watch.camera == "/dev/video2")
    let ui = try #require(try Stockroom.parseAsRoot(["--camera", "demo"]) as? TerminalUICommand)
    #expect(ui.camera == "demo")
    #expect(try Stockroom.parseAsRoot(["--no-color"]) is TerminalUICommand)
  }

  @Test("no catalogue file: nothing said, and no product known")
  func noFile() throws {
    let folder = try TemporaryDirectory()
    let options = try CatalogueOptions.parse(["--catalog", folder.path("absent.sqlite")])
    let (catalogue, warning) = options.openForTerminalUI(dataFolder: folder.url.path)
    #expect(warning == nil)
    #expect(try catalogue?.product(for: ProductCode("3017620422003")) == nil)
    #expect(try catalogue?.productCount ?? 0 == 0)
  }

  @Test("a catalogue first imported while the terminal UI runs (none at start) is used at the next lookup")
  func firstImportWhileOpen() throws {
    let folder = try TemporaryDirectory()
    let (opened, warning) = try CatalogueOptions.parse([]).openForTerminalUI(dataFolder: folder.url.path)
    #expect(warning == nil)
    let catalogue = try #require(opened, "a catalogue that waits for its file")
    let nutella = try ProductCode("3017620422003")
    #expect(try catalogue.product(for: nutella) == nil)
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Catalogue/openfoodfacts-sample.tsv").path
    let imported = try ProcessRunner.stockroom(
      ["catalog", "import", fixture], database: folder.path("stockroom.sqlite"))
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try catalogue.product(for: nutella)?.name == "Nutella")
    #expect(try catalogue.productCount > 0)
  }

  @Test("a file that is no catalogue: no catalogue, and a warning naming the file")
  func damagedFile() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("catalog.sqlite")
    try Data("just text".utf8).write(to: URL(fileURLWithPath: path))
    let (catalogue, warning) = try CatalogueOptions.parse([]).openForTerminalUI(dataFolder: folder.url.path)
    #expect(catalogue == nil)
    #expect(
      warning == "product catalogue not used: \(path) is not a stockroom product catalogue (is it the right "
        + "file?); nothing was changed", "\(warning ?? "nil")")
  }

  @Test("a catalogue beside the database is found and opened")
  func besideTheDatabase() throws {
    let folder = try TemporaryDirectory()
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Catalogue/openfoodfacts-sample.tsv").path
    let imported = try ProcessRunner.stockroom(
      ["catalog", "import", fixture], database: folder.path("stockroom.sqlite"))
    #expect(imported.status == 0, "\(imported.stderr)")
    let (catalogue, warning) = try CatalogueOptions.parse([]).openForTerminalUI(dataFolder: folder.url.path)
    #expect(warning == nil)
    let code = try ProductCode("3017620422003")
    let product = try #require(try catalogue?.product(for: code))
    #expect(product.name == "Nutella" && product.brand == "Ferrero")
  }

  @Test("an import while the terminal UI runs is seen at its next lookup")
  func importWhileOpen() throws {
    let folder = try TemporaryDirectory()
    let database = folder.path("stockroom.sqlite")
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Catalogue")
    let first = try ProcessRunner.stockroom(
      ["catalog", "import", fixtures.appendingPathComponent("supplier-list.csv").path], database: database)
    #expect(first.status == 0, "\(first.stderr)")
    let (opened, _) = try CatalogueOptions.parse([]).openForTerminalUI(dataFolder: folder.url.path)
    let catalogue = try #require(opened)
    let nutella = try ProductCode("3017620422003")
    #expect(try catalogue.product(for: nutella) == nil)
    let second = try ProcessRunner.stockroom(
      ["catalog", "import", fixtures.appendingPathComponent("openfoodfacts-sample.tsv").path], database: database)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(try catalogue.product(for: nutella)?.name == "Nutella")
    #expect(try catalogue.product(for: ProductCode("HX-2231"))?.brand == "Würth", "the first import's products stay")
  }
}
