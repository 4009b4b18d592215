import Foundation
import InventoryCore

/// The words for an error in the status line: our own errors describe themselves for a person; Foundation's
/// file errors have a localized description; anything else is printed as it is.
func describe(_ error: any Error) -> String {
  switch error {
  case let error as InventoryError: error.description
  case let error as ProductCodeError: error.description
  case let error as CocoaError: error.localizedDescription
  case let error as CustomStringConvertible: error.description
  default: error.localizedDescription
  }
}
