import ArgumentParser
import InventoryCore

/// An item's extra barcodes (issue 12): `items barcodes`, `items add-barcode`, `items remove-barcode`.
extension ItemsCommand {
  struct Barcodes: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List an item's barcodes: its main one and its extra ones, with the units one scan counts.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode (main or extra) or exact name.") var item: String
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory(for: .reading)
        let item = try service.findItem(item)
        let extras = try service.barcodes(ofItem: try item.storedID())
        let main = item.barcode.map { ItemBarcode(code: $0, key: "") }
        let all = (main.map { [($0, true)] } ?? []) + extras.map { ($0, false) }
        if json { return try JSONOutput.print(all.map { ItemOutput.JSONBarcode($0.0, main: $0.1) }) }
        guard !all.isEmpty else { return }
        print(Self.table(all))
      }
    }

    /// CODE, UNITS (units per scan) and LABEL, the main barcode first and marked as such.
    static func table(_ barcodes: [(barcode: ItemBarcode, main: Bool)]) -> String {
      let rows =
        [["CODE", "UNITS", "LABEL"]]
        + barcodes.map { barcode, main in
          [
            barcode.code.terminalSafe, String(barcode.unitsPerScan),
            main ? "(main barcode)" : barcode.label.terminalSafe,
          ]
        }
      let widths = (0..<3).map { column in rows.map { $0[column].terminalWidth }.max() ?? 0 }
      return rows.map { row in
        row.indices.map { row[$0].padded(toColumns: widths[$0], alignRight: $0 == 1) }.joined(separator: " ")
          .trimmingTrailingSpaces()
      }.joined(separator: "\n")
    }

    /// "0012345678905  12 per scan, case": an extra barcode on one line (`items show`).
    static func line(_ barcode: ItemBarcode) -> String {
      "\(barcode.code.terminalSafe)  \(perScan(barcode))"
    }

    /// "12 per scan, case", "1 per scan".
    static func perScan(_ barcode: ItemBarcode) -> String {
      "\(barcode.unitsPerScan) per scan" + (barcode.label.isEmpty ? "" : ", \(barcode.label.terminalSafe)")
    }
  }

  struct AddBarcode: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add-barcode", abstract: "Give an item an extra barcode: a case, a pack, an old or a new label.",
      discussion:
        "One scan of the code counts --units units (a case of 12: --units 12), adding or taking out that many. "
        + "A code belongs to one item: a code another item has, as its barcode or an extra one, is refused, "
        + "naming that item.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode or exact name.") var item: String
    @Argument(help: "The extra barcode (EAN/UPC/ISBN are check-digit validated; other codes are kept as given).")
    var code: String
    @Option(
      help: "Units one scan of the code counts (1 to \(StockLimits.groupedDigits(ItemBarcode.maximumUnitsPerScan))).")
    var units = 1
    @Option(help: "A short label for the code, like \"case\" or \"old label\".") var label = ""

    func run() throws {
      try reportingFailures {
        let code = try ItemsCommand.barcode(code)
        let service = try global.openInventory()
        let existing = try service.findItem(item)
        let id = try existing.storedID()
        let barcode = try service.addBarcode(code, unitsPerScan: units, label: label, toItem: id)
        print(
          "added barcode \(barcode.code.terminalSafe) to \(existing.name.terminalSafe) (id \(id)): "
            + Barcodes.perScan(barcode))
      }
    }
  }

  struct RemoveBarcode: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove-barcode", abstract: "Take an extra barcode off an item.",
      discussion: "The item's main barcode is changed with items edit --barcode.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode or exact name.") var item: String
    @Argument(help: "The extra barcode (any form of it).") var code: String

    func run() throws {
      try reportingFailures {
        let code = try ItemsCommand.barcode(code)
        let service = try global.openInventory()
        let existing = try service.findItem(item)
        let id = try existing.storedID()
        try service.removeBarcode(code, fromItem: id)
        print("removed barcode \(code.text.terminalSafe) from \(existing.name.terminalSafe) (id \(id))")
      }
    }
  }

  /// `text` read as an item's barcode, or the refusal naming it ("4006381333932: EAN-13 check digit should be 1,
  /// found 2: probably a misread digit").
  static func barcode(_ text: String) throws -> ProductCode {
    do { return try ProductCode(itemBarcode: text) } catch {
      throw InventoryError.invalidCode(text.terminalSafe, error)
    }
  }
}
