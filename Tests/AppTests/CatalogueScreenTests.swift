import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// The product catalogue on screen: an unknown scan says what the product is (Last scan and the status line,
/// in every mode), and the editor it opens is filled from it, choosing an existing category but only suggesting
/// a missing one.
@Suite("Product catalogue in the terminal UI")
struct CatalogueScreenTests {
  static let nutellaCode = "3017620422003"
  static let nutellaLine = "\(nutellaCode) (EAN-13): unknown here · catalogue: Nutella 400 g · Ferrero · Spreads"

  static func catalogue() throws -> InMemoryProductCatalogue {
    InMemoryProductCatalogue([
      CatalogueProduct(
        code: nutellaCode, productCode: try ProductCode(nutellaCode), name: "Nutella", brand: "Ferrero",
        quantity: "400 g", categories: ["Breakfasts", "Spreads"], suggestedCategory: "Spreads")
    ])
  }

  /// The harness in policy auto (an unknown code still opens the editor in add mode), wide enough for the
  /// status line to hold the whole sentence.
  static func harness(
    catalogue: (any ProductCatalogue)?, setUp: @escaping (TestInventory) throws -> Void = sampleInventory
  ) throws -> AppHarness {
    let harness = try AppHarness(columns: 140, catalogue: catalogue, setUp: setUp)
    harness.environment.settings.scanPolicy = .auto
    try harness.environment.saveSettings()
    return harness
  }

  @Test("in look-up mode an unknown code is named from the catalogue in Last scan and the status line")
  func lookUpNamesTheProduct() throws {
    let harness = try Self.harness(catalogue: try Self.catalogue())
    harness.press(.char("1"), .char("l"))
    #expect(harness.contains("[Look up]"), "\(harness.dump)")
    harness.scan(Self.nutellaCode)
    let screen = harness.screen
    let last = try #require(screen.firstIndex { $0.contains("Last scan") }, "\(harness.dump)")
    let shown = screen[(last + 1)...].prefix(3).map { $0.split(separator: "│").last ?? "" }
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(shown.hasPrefix(Self.nutellaLine), "\(harness.dump)")
    let status = try #require(screen.last { $0.contains(Self.nutellaLine) }, "\(harness.dump)")
    #expect(status.contains("switch to add stock to create the item"), "the status line:\n\(harness.dump)")
    #expect(!(harness.app.activeScreen is ItemEditorScreen))
    #expect(try harness.service.scans().first?.outcome == .unknown, "recorded as any unknown scan")
  }

  @Test("in add mode the editor opens filled from the catalogue; a category of the suggested name is chosen")
  func prefillChoosesAnExistingCategory() throws {
    let harness = try Self.harness(catalogue: try Self.catalogue()) { inventory in
      try sampleInventory(inventory)
      _ = try inventory.service.addCategory(named: "SPREADS")
    }
    let before = try harness.service.categories().count
    harness.scan(Self.nutellaCode)
    #expect(harness.app.activeScreen is ItemEditorScreen)
    #expect(harness.line("Name")?.contains("Nutella 400 g") == true, "\(harness.dump)")
    #expect(harness.line("Notes")?.contains("Brand: Ferrero") == true, "\(harness.dump)")
    #expect(harness.line("Category")?.contains("SPREADS ▾") == true, "\(harness.dump)")
    #expect(harness.contains("Catalogue: Nutella 400 g · Ferrero · Spreads"), "\(harness.dump)")
    #expect(!harness.contains("catalogue suggests"))
    #expect(harness.contains(Self.nutellaLine), "the status line names it too:\n\(harness.dump)")
    harness.press(.f(2))
    let item = try harness.service.findItem(Self.nutellaCode)
    #expect(item.name == "Nutella 400 g" && item.notes == "Brand: Ferrero")
    #expect(try item.categoryID.flatMap { try harness.service.category(id: $0) }?.name == "SPREADS")
    #expect(try harness.service.categories().count == before, "no category made")
  }

  @Test("without such a category the suggestion is shown, nothing is created until F4, which creates and chooses it")
  func missingCategoryIsOnlySuggested() throws {
    let harness = try Self.harness(catalogue: try Self.catalogue())
    harness.scan(Self.nutellaCode)
    #expect(harness.contains("catalogue suggests: Spreads — F4 creates it"), "\(harness.dump)")
    #expect(harness.line("Category")?.contains("(none) ▾") == true, "\(harness.dump)")
    #expect(try !harness.service.categories().contains { $0.category.name == "Spreads" }, "not silently created")
    harness.press(.f(4))
    #expect(harness.line("Category")?.contains("Spreads ▾") == true, "\(harness.dump)")
    #expect(!harness.contains("catalogue suggests"), "\(harness.dump)")
    harness.press(.f(2))
    let item = try harness.service.findItem(Self.nutellaCode)
    #expect(try item.categoryID.flatMap { try harness.service.category(id: $0) }?.name == "Spreads")
  }

  @Test("Esc leaves a suggested category uncreated")
  func escapeCreatesNothing() throws {
    let harness = try Self.harness(catalogue: try Self.catalogue())
    harness.scan(Self.nutellaCode)
    harness.press(.escape)
    #expect(!(harness.app.activeScreen is ItemEditorScreen), "a pre-filled draft is no change to ask about")
    #expect(try !harness.service.categories().contains { $0.category.name == "Spreads" })
  }

  @Test(
    "a code the catalogue lacks, or no catalogue at all, reads as before and opens an empty editor",
    arguments: [true, false])
  func unknownToTheCatalogue(withCatalogue: Bool) throws {
    let harness = try Self.harness(catalogue: withCatalogue ? try Self.catalogue() : nil)
    harness.press(.char("1"))
    harness.scan(Codes.unknown)
    #expect(harness.app.activeScreen is ItemEditorScreen)
    #expect(harness.line("Name")?.contains("required") == true, "empty name:\n\(harness.dump)")
    #expect(!harness.contains("Catalogue:") && !harness.contains("unknown here"), "\(harness.dump)")
    harness.press(.escape)
    #expect(harness.contains("unknown code \(Codes.unknown) (EAN-13)"), "Last scan as before:\n\(harness.dump)")
  }

  @Test("a catalogue that cannot be read is named with the scan, which works as without it")
  func unreadableCatalogue() throws {
    let harness = try Self.harness(catalogue: FailingCatalogue())
    harness.press(.char("1"), .char("l"))
    harness.scan(Self.nutellaCode)
    #expect(
      harness.contains("unknown code \(Self.nutellaCode) (EAN-13) · catalogue not read: disk on fire"),
      "\(harness.dump)")
    #expect(try harness.service.scans().first?.outcome == .unknown)
  }

  @Test("the warning about a catalogue that cannot be used is shown at start")
  func startWarning() throws {
    var launch = AppEnvironment.LaunchOptions()
    launch.catalogueWarning = "product catalogue not used: /x/catalog.sqlite is not a stockroom product catalogue"
    let harness = try AppHarness(launch: launch, setUp: sampleInventory)
    #expect(harness.contains("product catalogue not used: /x/catalog.sqlite"), "\(harness.dump)")
    #expect(harness.contains("Café crème"), "the app runs")
  }

  @Test(
    "the name gets the pack's quantity unless it says it already",
    arguments: [
      ("Nutella", "400 g", "Nutella 400 g"), ("Ritter Sport 100G", "100 g", "Ritter Sport 100G"),
      ("Beans", "", "Beans"), ("Cola 6 x 33 cl", "6 x 33 cl", "Cola 6 x 33 cl"),
    ])
  func itemName(name: String, quantity: String, expected: String) throws {
    let product = CatalogueProduct(
      code: Self.nutellaCode, productCode: try ProductCode(Self.nutellaCode), name: name, quantity: quantity)
    #expect(CataloguePrefill.itemName(of: product) == expected)
  }
}

/// A catalogue whose file went bad after it was opened.
private final class FailingCatalogue: ProductCatalogue {
  struct Broken: Error, CustomStringConvertible {
    var description: String { "disk on fire" }
  }
  func product(for code: ProductCode) throws -> CatalogueProduct? { throw Broken() }
  var productCount: Int { get throws { throw Broken() } }
  var location: String { "broken.sqlite" }
}
