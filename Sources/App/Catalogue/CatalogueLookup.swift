import InventoryCore

/// What the product catalogue says about a code no item has. Looked up once per unknown scan (a lookup is an
/// indexed read of a few microseconds), then used for the scan's words and the editor's pre-fill.
enum CatalogueLookup: Equatable {
  /// No catalogue, or it does not know the code: nothing is said.
  case notKnown
  case found(CatalogueProduct)
  /// The catalogue is there but could not be read (its words): said with the scan, never a failed scan.
  case unreadable(String)

  init(_ code: ProductCode, in environment: AppEnvironment) {
    guard let catalogue = environment.catalogue else {
      self = .notKnown
      return
    }
    do { self = try catalogue.product(for: code).map(Self.found) ?? .notKnown } catch {
      self = .unreadable(describe(error))
    }
  }

  /// The lookup for a code as typed; a code that is no valid product code is not looked up.
  init(text: String, in environment: AppEnvironment) {
    // Not a product code: nothing to look up (what the text is, is said where it was typed or scanned).
    guard let code = try? ProductCode(text) else {
      self = .notKnown
      return
    }
    self.init(code, in: environment)
  }

  var product: CatalogueProduct? {
    if case .found(let product) = self { return product }
    return nil
  }

  /// An unknown scan's words: "3017620422003 (EAN-13): unknown here · catalogue: Nutella 400 g · Ferrero ·
  /// Spreads" when the catalogue knows the code; `outcome` (the usual "unknown code ..." of every front end)
  /// when it does not, followed by the catalogue's problem when it could not be read.
  func describingUnknown(_ code: ProductCode, outcome: String) -> String {
    switch self {
    case .notKnown: outcome
    case .found(let product):
      "\(code.text) (\(code.symbology.rawValue)): unknown here · catalogue: \(CataloguePrefill.summary(of: product))"
    case .unreadable(let problem): "\(outcome) · catalogue not read: \(problem.terminalSafe)"
    }
  }
}
