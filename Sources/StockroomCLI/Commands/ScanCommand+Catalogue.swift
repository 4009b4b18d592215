import InventoryCore
import ProductCatalogue

/// An unknown code, named from the product catalogue when it knows it (`stockroom catalog`).
extension ScanCommand {
  /// The catalogue, or nil when there is none; one that cannot be used is a warning, never a failed scan.
  func openCatalogue() -> (any ProductCatalogue)? {
    do {
      return try SQLiteProductCatalogue.openIfPresent(path: catalogueOptions.location(global))
    } catch {
      printError("stockroom: warning: \(CommandFailure.catalogue(error).message); scanning without it")
      return nil
    }
  }

  func catalogueProduct(for code: ProductCode, in catalogue: (any ProductCatalogue)?) -> CatalogueProduct? {
    guard let catalogue else { return nil }
    do { return try catalogue.product(for: code) } catch {
      printError("stockroom: warning: \(CommandFailure.catalogue(error).message)")
      return nil
    }
  }

  /// `unknown code X (EAN-13), in the product catalogue: Nutella, Ferrero, 400 g (Hazelnut spreads): add it
  /// with stockroom items add --barcode X --name Nutella` (NAME when the catalogue does not know it).
  static func unknownMessage(_ outcome: String, code: ProductCode, catalogue product: CatalogueProduct?) -> String {
    let known = product.map { ", in the product catalogue: \($0.summary)" } ?? ""
    let command = ["stockroom", "items", "add", "--barcode", code.text, "--name", product?.name ?? "NAME"]
    return "\(outcome)\(known): add it with \(ShellQuoting.command(command))"
  }
}
