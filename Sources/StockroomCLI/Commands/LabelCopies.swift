import ArgumentParser
import Labelling

/// `--copies`: a number or `stock` (`LabelCopies`, shared with the app).
extension LabelCopies: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }

  /// As typed: "1", "stock" (help shows "default: 1", not the case's name).
  public var defaultValueDescription: String {
    switch self {
    case .each(let count): String(count)
    case .stock: "stock"
    }
  }
}
