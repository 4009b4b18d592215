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
    make(failing: "no labels printed", check: {}) { sheet in
      let job = try PrintSpool.withFile(named: "stockroom-labels.pdf") { path in
        try LabelSheetFile.write(sheet, to: path, replacing: false)
        return try environment.printing.send(path, to: printer, title: "stockroom labels")
      }
      return "sent \(sheet.summary) to printer \(printer) (job \(job.id))"
    }
  }

  /// Makes the sheet and hands it to `deliver` (which says where it went): in-store codes first when chosen
  /// (after a trial sheet, so a layout too small changes nothing), every code verified (`LabelSheet`). `check`
  /// runs before anything changes (an unwritable file is refused before codes are given).
  private func make(
    failing failure: String, check: () throws -> Void, deliver: (LabelSheet) throws -> String
  ) -> ScreenAction {
    let layout = choices.layout
    func makeSheet(_ labels: [ItemLabel]) throws -> LabelSheet {
      try LabelSheet(labels: labels, layout: layout)
    }
    var given: [Item] = []
    do {
      try check()
      let labeller = try ItemLabeller(
        service: service, copies: choices.copies, currency: environment.settings.currency)
      var chosen = try currentItems()
      if givesInStoreCodes {
        let without = Set(chosen.filter { $0.barcode == nil }.compactMap(\.id))
        chosen = try labeller.givingInStoreCodes(to: chosen, service: service) { _ = try makeSheet($0) }
        given = chosen.filter { $0.id.map(without.contains) ?? false }
        if !given.isEmpty { onCodesGiven(given) }
      }
      let labels = try labeller.labels(for: chosen)
      guard !labels.isEmpty else { return .status(.warning("\(failure): \(nothingToPrint(chosen))")) }
      let done = try deliver(try makeSheet(labels))
      return .status(.success("\(givenText(given))\(done) (\(layout.name))"))
    } catch {
      let changed = given.isEmpty ? "" : "\(givenText(given))but "
      return .sequence([.status(.error("\(changed)\(failure): \(Self.words(for: error))")), .bell])
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
