import CodeRendering
import Foundation
import InventoryCore
import Labelling
import TerminalUI

/// The questions of a label run, each a dialog whose answer opens the next; Esc anywhere writes nothing.
extension LabelRun {
  private var withoutBarcode: [Item] { items.filter { $0.barcode == nil } }

  /// Some items without a barcode among others: the whole list, or only those (they get in-store codes).
  func chooseItems() -> ScreenAction {
    let missing = withoutBarcode.count
    guard missing > 0, missing < items.count else { return offerInStoreCodes() }
    let options = [
      ChoiceDialog.Option("All \(LabelSheet.counted(items.count, "item")) (\(missing) without a barcode)"),
      ChoiceDialog.Option(
        "Only the \(LabelSheet.counted(missing, "item")) without a barcode: give them in-store codes"),
    ]
    return .present(
      ChoiceDialog(title: "Labels for which items?", options: options) { [self] index in
        if index == 1 {
          onlyWithoutBarcode = true
          givesInStoreCodes = true
          items = withoutBarcode
          return chooseLayout()
        }
        return offerInStoreCodes()
      })
  }

  /// Items without a barcode can only be labelled with a code: give them in-store EAN-13s (how many, and the
  /// first code), or leave them out (or stop, when none would be left).
  func offerInStoreCodes() -> ScreenAction {
    let missing = withoutBarcode
    guard !missing.isEmpty else { return chooseLayout() }
    let next: String
    do { next = try service.nextInStoreCode().text } catch {
      return .status(.error("no labels: \(describe(error))"))
    }
    let one = missing.count == 1
    let title = one ? "\(missing[0].name) has no barcode" : "\(missing.count) items have no barcode"
    let give =
      one
      ? "Give it in-store code \(next) first, then make its label"
      : "Give them in-store codes first (EAN-13 from \(next)), then make every label"
    let others = items.count - missing.count
    let leave =
      others > 0 ? "Leave them out: labels for the \(LabelSheet.counted(others, "item")) with a barcode" : "Cancel"
    return .present(
      ChoiceDialog(title: title, options: [ChoiceDialog.Option(give), ChoiceDialog.Option(leave)]) { [self] index in
        if index == 0 {
          givesInStoreCodes = true
          return chooseLayout()
        }
        guard others > 0 else { return .status(.info("no labels written")) }
        return chooseLayout()
      })
  }

  func chooseLayout() -> ScreenAction {
    let presets = LabelLayout.presets
    let selected = presets.firstIndex { $0.name == choices.layout.name } ?? 0
    return .present(
      ChoiceDialog(
        title: "Labels for \(subject): layout", options: presets.map { ChoiceDialog.Option($0.description) },
        selected: selected
      ) { [self] index in
        choices.layout = presets[index]
        return chooseCopies()
      })
  }

  func chooseCopies() -> ScreenAction {
    let labelled = givesInStoreCodes ? items : items.filter { $0.barcode != nil }
    let one = labelled.count == 1
    let inStock = LabelCopies.stock.total(for: labelled)
    let options = [
      ChoiceDialog.Option(one ? "One label" : "One label each (\(LabelSheet.counted(labelled.count, "label")))"),
      ChoiceDialog.Option("One per unit in stock (\(LabelSheet.counted(inStock, "label")))"),
      ChoiceDialog.Option("Another number…"),
    ]
    return .present(
      ChoiceDialog(title: "How many labels?", options: options, selected: Self.copiesOption(choices.copies)) {
        [self] index in
        switch index {
        case 0: return confirmCopies(.each(1), for: labelled)
        case 1: return confirmCopies(.stock, for: labelled)
        default: return askCopies(for: labelled)
        }
      })
  }

  /// The option of the copies last chosen (a number other than 1 is "Another number…", offered again).
  private static func copiesOption(_ copies: LabelCopies) -> Int {
    switch copies {
    case .stock: 1
    case .each(1): 0
    case .each: 2
    }
  }

  private func askCopies(for labelled: [Item]) -> ScreenAction {
    let limit = StockLimits.groupedDigits(LabelCopies.maximumLabels)
    var last = "2"
    if case .each(let count) = choices.copies, count > 1 { last = String(count) }
    return .present(
      TextPrompt(
        title: "How many labels?", label: "Labels per item (1 to \(limit), or stock):", text: last,
        validate: { LabelCopies($0.trimmingCharacters(in: .whitespaces)) == nil ? "a number from 1 to \(limit)" : nil },
        onSubmit: { [self] text in
          guard let copies = LabelCopies(text.trimmingCharacters(in: .whitespaces)) else { return .none }
          return confirmCopies(copies, for: labelled)
        }))
  }

  /// Refuses no labels or too many before the file or printer is asked for.
  private func confirmCopies(_ copies: LabelCopies, for labelled: [Item]) -> ScreenAction {
    choices.copies = copies
    let total = copies.total(for: labelled)
    if total == 0 { return .status(.warning("no labels: nothing is in stock (choose a number of copies)")) }
    if total > LabelCopies.maximumLabels {
      return .sequence([.status(.error(LabellingError.tooManyLabels(total: total).description)), .bell])
    }
    let count = LabelSheet.counted(total, "label")
    return OutputChoice.ask("\(count) (\(choices.layout.name)): where to?", environment: environment) { [self] in
      choosePath(FileActions(service: service).defaultPath("stockroom-labels", extension: "pdf"), total: total)
    } printer: { [self] in
      print(on: $0)
    }
  }

  /// The PDF's name: a new file (an existing one is never replaced; the prompt offers the next free name).
  func choosePath(_ path: String, total: Int? = nil) -> ScreenAction {
    let count = total.map { LabelSheet.counted($0, "label") } ?? "the labels"
    return .present(
      FilePrompt(title: "Labels", label: "PDF file for \(count) (\(choices.layout.name)):", path: path) { [self] in
        write(to: $0)
      })
  }
}
