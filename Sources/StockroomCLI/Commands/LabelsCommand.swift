import App
import ArgumentParser
import CodeRendering
import Foundation
import InventoryCore
import Labelling
import SQLiteStore

/// `stockroom labels ITEM... -o FILE.pdf`: a PDF of labels (name, code, price) on a sheet or thermal labels, every
/// code read back before it is drawn.
struct LabelsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "labels",
    abstract: "Print item labels (name, barcode, price) to a PDF: label sheets or thermal labels.",
    discussion: """
      --locations prints the labels of the locations named (every one when none is) instead: their codes, \
      scanned, say where the next scans receive and take stock. Which items: ITEM arguments (id, barcode or exact name), --all, --category, --search, --low-stock; \
      --without-barcode keeps those without a barcode (all items when nothing else is said) and first gives them \
      in-store EAN-13s, in one transaction. Items without a barcode are otherwise left out, and named. Retail \
      barcodes print as EAN-13, UPC-A, UPC-E or EAN-8, others as Code 128 (QR when Code 128 cannot hold them, or \
      with --qr). Each code gets the largest module of whole printer dots (--dpi) that fits its label, 0.19 mm at \
      least; each is read back by stockroom's decoders before it is drawn. --test-page draws the outlines of a \
      sheet's labels, numbered, to line a printer up. A .png output is page 1 only. --print sends the file to a \
      CUPS printer once it is written (without -o, a temporary PDF that is then removed). Exit status: 0 written \
      (and sent); 3 no item matched; 64 usage; 65 refused (a layout that does not fit its page, a code that does \
      not fit its label, more than 10,000 labels); 74 the file cannot be written; \(PrintOptions.statuses).
      """)

  @OptionGroup var global: GlobalOptions
  @Argument(help: "Items: id, barcode (any form) or exact name; with --locations, locations (none: every one).")
  var items: [String] = []
  @Flag(help: "Print locations' labels (scanned to say where stock is) instead of items'.") var locations = false
  @Flag(help: "Every item.") var all = false
  @Option(help: "Items in this category (\"none\" for uncategorised).") var category: String?
  @Option(help: "Items matching this search (as items list --search).") var search: String?
  @Flag(help: "Items below their minimum quantity.") var lowStock = false
  @Flag(help: "Only items without a barcode; they get in-store EAN-13s first.") var withoutBarcode = false
  @Option(help: ArgumentHelp("Labels per item: a number (1 to 10,000) or stock (one per unit).", valueName: "N|stock"))
  var copies = LabelCopies.each(1)
  @OptionGroup var layoutOptions: LabelLayoutOptions
  @Option(help: "Start at this label of the first sheet (1: top left), to use a sheet already started.")
  var startAt = 1
  @Flag(help: "Print the category beside the price.") var showCategory = false
  @Flag(help: "Print QR codes instead of barcodes.") var qr = false
  @Option(help: "Currency shown with prices (default: the app's Currency setting).") var currency: String?
  @Option(help: "Printer resolution in dots per inch, 72 to 2400: modules are whole dots (default 300).") var dpi = 300
  @Flag(help: "Draw every label's outline (a preview on plain paper).") var outlines = false
  @Flag(help: "Draw only the numbered outlines of the labels, to line the printer up.") var testPage = false
  @Option(name: .shortAndLong, help: "The file to write: .pdf (every page) or .png (page 1).") var output: String?
  @Flag(help: "Replace an existing output file.") var force = false
  @OptionGroup var printOptions: PrintOptions

  func validate() throws {
    guard let output = output ?? (printOptions.isPrinting ? "labels.pdf" : nil) else {
      throw ValidationError("--output FILE is needed (or --print to print without keeping a file)")
    }
    guard ["pdf", "png"].contains((output as NSString).pathExtension.lowercased()) else {
      throw ValidationError("--output must end in .pdf or .png, not '\(output.terminalSafe)'")
    }
    let geometry: PrintGeometry
    do { geometry = try PrintGeometry(dpi: dpi) } catch { throw ValidationError(error.description) }
    guard startAt >= 1 else { throw ValidationError("--start-at must be 1 or more, not \(startAt)") }
    if testPage, !items.isEmpty || all || category != nil || search != nil || lowStock || withoutBarcode {
      throw ValidationError("--test-page draws no items: leave out ITEM and the item options")
    }
    let layout = try layoutOptions.resolved()
    // A PNG is the page at --dpi: one over the pixel limit is refused before any file is opened.
    if isPNG(output) {
      do { _ = try geometry.checkedPixelSize(ofPage: layout.page) } catch { throw ValidationError(error.description) }
    }
  }

  func run() throws {
    try reportingFailures {
      try printOptions.writeThenPrint(output: output, temporaryName: "labels.pdf") { try writeLabels(to: $0) }
    }
  }

  func writeLabels(to file: OutputFile) throws {
    let layout = try layoutOptions.resolved()
    try LabelSheetFile.checkWritable(file.path, replacing: force)
    if testPage {
      let page = try refused { () throws(LabelSheetError) in try LabelSheet.testPage(layout: layout) }
      try write(page, to: file.path)
      return print("\(file.wrote): test page (\(layout.description.terminalSafe))")
    }
    let labels: [ItemLabel]
    if locations {
      labels = try locationLabels()
    } else {
      labels = try self.labels(service: service(), layout: layout)
    }
    let drawn = try refused { () throws(LabelSheetError) in try makeSheet(labels, layout: layout) }
    try write(drawn, to: file.path)
    let shown =
      isPNG(file.path)
      ? "page 1 (\(drawn.summary); \(layout.description))" : "\(drawn.summary) (\(layout.description))"
    print("\(file.wrote): \(shown.terminalSafe)")
  }

  func service() throws -> any Inventory { try global.openInventory(for: withoutBarcode ? .writing : .reading) }

  func makeSheet(_ labels: [ItemLabel], layout: LabelLayout) throws(LabelSheetError) -> LabelSheet {
    // A location's label shows the path above it where an item's shows its category.
    try LabelSheet(
      labels: labels, layout: layout, startAt: startAt, dpi: dpi, showsCategory: showCategory || locations,
      drawsOutlines: outlines)
  }

  func isPNG(_ path: String) -> Bool { (path as NSString).pathExtension.lowercased() == "png" }

  func write(_ drawn: LabelSheet, to path: String) throws {
    do {
      try LabelSheetFile.write(drawn, to: path, as: isPNG(path) ? .png(page: 0, dpi: dpi) : .pdf, replacing: force)
    } catch let error as LabellingError {
      throw CommandFailure(message: error.description, status: ExitStatus.fileProblem)
    }
  }

  /// A sheet that cannot be made is refused input (status 65), in the sheet's own words.
  /// A code too wide for its label may fit as a QR code: the message says so.
  func refused<Value>(_ body: () throws(LabelSheetError) -> Value) throws -> Value {
    do { return try body() } catch {
      var message = error.description
      if case .codeDoesNotFit = error, !qr { message += ", or QR codes (--qr)" }
      throw CommandFailure(message: message, status: ExitStatus.invalidInput)
    }
  }

  static func count(_ number: Int, _ noun: String) -> String { LabelSheet.counted(number, noun) }
}
