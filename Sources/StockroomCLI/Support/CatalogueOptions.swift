import ArgumentParser
import Foundation
import InventoryCore
import ProductCatalogue

/// `--catalog PATH`, taken by every command that uses the product catalogue.
struct CatalogueOptions: ParsableArguments {
  @Option(
    name: .customLong("catalog"),
    help: ArgumentHelp(
      "The product catalogue file.",
      discussion: "Default: $STOCKROOM_CATALOG, else catalog.sqlite beside the default database.", valueName: "path"))
  var path: String?

  /// The catalogue's path: beside the database file, or beside the default one when the inventory is a server.
  func location(_ global: GlobalOptions) throws -> String {
    CatalogueLocation.resolve(explicit: path, dataFolder: try global.address().localFolder())
  }
}

/// A catalogue product as `catalog look-up --json` and `scan --json` print it.
struct CatalogueJSON: Encodable {
  var code: String
  var symbology: String
  /// The 13-digit GTIN where the code has one (UPC-A `036000291452` is `0036000291452`).
  var gtin13: String?
  var name: String
  var brand: String
  var quantity: String
  var categories: [String]
  var suggestedCategory: String?

  init(_ product: CatalogueProduct) {
    code = product.code
    symbology = product.productCode.symbology.rawValue
    gtin13 = product.productCode.gtin13
    name = product.name
    brand = product.brand
    quantity = product.quantity
    categories = product.categories
    suggestedCategory = product.suggestedCategory
  }
}

extension CatalogueFormat: ExpressibleByArgument {}

extension CommandFailure {
  /// Catalogue problems: a missing or unusable file is 74, a file that is no catalogue format 65.
  static func catalogue(_ error: any Error, source: String? = nil) -> CommandFailure {
    switch error {
    case let error as CatalogueStoreError:
      return CommandFailure(message: error.description, status: ExitStatus.fileProblem)
    case let error as CatalogueFileError:
      let prefix = source.map { "\($0 == "-" ? "standard input" : $0): " } ?? ""
      return CommandFailure(
        message: prefix + error.description + "; nothing was imported", status: ExitStatus.invalidInput)
    default:
      return CommandFailure(error)
    }
  }
}

/// Runs `body`, turning catalogue errors into their messages and exit statuses (`CommandFailure.catalogue`).
func withCatalogueErrors<T>(source: String? = nil, _ body: () throws -> T) throws -> T {
  do { return try body() } catch let error as CatalogueStoreError {
    throw CommandFailure.catalogue(error, source: source)
  } catch let error as CatalogueFileError {
    throw CommandFailure.catalogue(error, source: source)
  }
}
