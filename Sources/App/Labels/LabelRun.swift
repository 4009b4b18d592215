import CodeRendering
import Foundation
import InventoryCore
import Labelling
import Printing
import TerminalUI

/// Labels from the app: one item's (`L` on a list, F6 in the editor) or a sheet for the list on screen (`P`).
/// Dialogs ask, in order: which items (when some have no barcode: the list, or only those), in-store codes for
/// items without a barcode (how many, before anything changes), the layout, the copies, and a PDF file or a printer. The
/// codes are given in one transaction once the sheet is known to fit; every code is read back before it is drawn
/// (`LabelSheet`). The outcome, or why nothing was written, goes to the status line.
final class LabelRun {
  let environment: AppEnvironment
  /// What the labels are for, in the dialogs ("Tape", "the 12 items in the list").
  let subject: String
  /// The items, read again when the file is written: another window may have changed them meanwhile.
  private let fetch: () throws -> [Item]
  /// Told of the items that were given in-store codes, so the screen shows their new codes.
  var onCodesGiven: ([Item]) -> Void = { _ in }
  var items: [Item] = []
  var onlyWithoutBarcode = false
  var givesInStoreCodes = false

  init(environment: AppEnvironment, subject: String, items fetch: @escaping () throws -> [Item]) {
    self.environment = environment
    self.subject = subject
    self.fetch = fetch
  }

  /// Labels for one stored item (read again by id when written).
  convenience init(environment: AppEnvironment, item: Item) {
    let service = environment.service
    self.init(environment: environment, subject: item.name) {
      guard let id = item.id, let current = try service.item(id: id) else {
        throw InventoryError.itemNotFound(item.name)
      }
      return [current]
    }
  }

  var service: any Inventory { environment.service }
  var choices: LabelChoices {
    get { environment.labelChoices }
    set { environment.labelChoices = newValue }
  }

  /// The first question (or a status line saying why there is nothing to label).
  func start() -> ScreenAction {
    do { items = try fetch() } catch { return .status(.error("no labels: \(describe(error))")) }
    guard !items.isEmpty else { return .status(.warning("no labels: the list is empty")) }
    return chooseItems()
  }

  /// The items as the file is written: read again, the same subset as chosen.
  func currentItems() throws -> [Item] {
    let fresh = try fetch()
    return onlyWithoutBarcode ? fresh.filter { $0.barcode == nil } : fresh
  }

  /// Writes the labels to `path`, a new PDF file (see `make`).
  func write(to path: String) -> ScreenAction {
    guard (path as NSString).pathExtension.lowercased() == "pdf" else {
      return .sequence([.status(.error("labels are written as PDF: end the name in .pdf")), choosePath(path)])
    }
    return make(failing: "no labels written", check: { try LabelSheetFile.checkWritable(path, replacing: false) }) {
      try LabelSheetFile.write($0, to: path, replacing: false)
      return "wrote \($0.summary) to \(path)"
    }
  }

  /// Sends the labels to `printer` as a PDF in a private temporary folder, removed once CUPS has it.
  func print(on printer: String) -> ScreenAction {
    let printing = environment.printing
    return make(failing: "no labels printed", check: {}) { sheet in
      let job = try PrintSpool.withFile(named: "stockroom-labels.pdf") { path in
        try LabelSheetFile.write(sheet, to: path, replacing: false)
        return try printing.send(path, to: printer, title: "stockroom labels")
      }
      return "sent \(sheet.summary) to printer \(printer) (job \(job.id))"
    }
  }

  /// Makes the sheet and hands it to `deliver` (which says where it went), off the input thread under a
  /// progress dialog (a sheet of 1,000 labels takes a second or more): in-store codes first when chosen (after a
  /// trial sheet, so a layout too small changes nothing), every code verified (`LabelSheet`). `check` runs
  /// before anything changes (an unwritable file is refused before codes are given). It runs to its end: codes
  /// once given stay given.
  private func make(
    failing failure: String, check: @escaping @Sendable () throws -> Void,
    deliver: @escaping @Sendable (LabelSheet) throws -> String
  ) -> ScreenAction {
    let chosen: [Item]
    do { chosen = try currentItems() } catch {
      return .sequence([.status(.error("\(failure): \(Self.words(for: error))")), .bell])
    }
    let (service, layout, copies) = (service, choices.layout, choices.copies)
    let (currency, givesCodes) = (environment.settings.currency, givesInStoreCodes)
    let count = LabelSheet.counted(chosen.count, "item")
    return .present(
      ProgressDialog<MadeLabels>(
        title: "Labels for \(count)", total: nil, abandonable: false,
        work: { _ in
          Self.make(
            chosen, service: service, layout: layout, copies: copies, currency: currency, givesCodes: givesCodes,
            check: check, deliver: deliver)
        },
        finish: { outcome in  // holds the run until the work is done (nothing else does)
          let made: MadeLabels
          do { made = try outcome.get() } catch {
            return .sequence([.status(.error("\(failure): \(Self.words(for: error))")), .bell])
          }
          if !made.given.isEmpty { self.onCodesGiven(made.given) }
          switch made.result {
          case .success(let done):
            return .status(.success("\(self.givenText(made.given))\(done) (\(layout.name))"))
          case .failure(let error as NothingToLabel):
            return .status(.warning("\(failure): \(self.nothingToPrint(error.items))"))
          case .failure(let error):
            let changed = made.given.isEmpty ? "" : "\(self.givenText(made.given))but "
            return .sequence([.status(.error("\(changed)\(failure): \(Self.words(for: error))")), .bell])
          }
        }))
  }

  /// What making the labels did: the items given in-store codes (even when the sheet then failed), and where
  /// the sheet went or why it did not.
  private struct MadeLabels: Sendable {
    var given: [Item]
    var result: Result<String, any Error>
  }

  /// None of the items chosen makes a label (no barcode, or nothing in stock for copies "as in stock").
  private struct NothingToLabel: Error {
    var items: [Item]
  }

  /// The work itself, on the dialog's thread: only values cross to it.
  private static func make(
    _ items: [Item], service: any Inventory, layout: LabelLayout, copies: LabelCopies, currency: String,
    givesCodes: Bool, check: () throws -> Void, deliver: (LabelSheet) throws -> String
  ) -> MadeLabels {
    func makeSheet(_ labels: [ItemLabel]) throws -> LabelSheet {
      try LabelSheet(labels: labels, layout: layout)
    }
    var given: [Item] = []
    do {
      try check()
      let labeller = try ItemLabeller(service: service, copies: copies, currency: currency)
      var chosen = items
      if givesCodes {
        let without = Set(chosen.filter { $0.barcode == nil }.compactMap(\.id))
        chosen = try labeller.givingInStoreCodes(to: chosen, service: service) { _ = try makeSheet($0) }
        given = chosen.filter { $0.id.map(without.contains) ?? false }
      }
      let labels = try labeller.labels(for: chosen)
      guard !labels.isEmpty else { return MadeLabels(given: given, result: .failure(NothingToLabel(items: chosen))) }
      return MadeLabels(given: given, result: .success(try deliver(try makeSheet(labels))))
    } catch {
      return MadeLabels(given: given, result: .failure(error))
    }
  }

  private func givenText(_ given: [Item]) -> String {
    guard !given.isEmpty else { return "" }
    if given.count == 1, let code = given.first?.barcode { return "gave \(given[0].name) in-store code \(code); " }
    return "gave \(LabelSheet.counted(given.count, "item")) in-store codes; "
  }

  private func nothingToPrint(_ items: [Item]) -> String {
    if items.allSatisfy({ $0.barcode == nil }) { return "no item has a barcode" }
    return choices.copies == .stock ? "nothing is in stock (choose a number of copies)" : "no item has a barcode"
  }

  /// A sheet's refusal says what to change (a larger label, fewer copies) in the renderer's own words.
  static func words(for error: any Error) -> String {
    switch error {
    case let error as LabelSheetError: return error.description
    case let error as LabellingError: return error.description
    default: return describe(error)
    }
  }
}
