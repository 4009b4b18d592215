import ArgumentParser
import AtomicFiles
import CodeRendering
import Foundation
import InventoryCore
import SQLiteStore

/// `stockroom cards -o cards.pdf`: the command cards on a printable sheet, each a Code 128 code with a big
/// caption, every one read back by stockroom's own decoders before the file is written.
struct CardsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cards",
    abstract: "Print the command cards: codes that switch the scan mode or set the next scan's quantity.",
    discussion: """
      A PDF sheet (A4, or US Letter with --letter) of Code 128 cards: ADD, REMOVE, LOOK UP, COUNT, UNDO, DONE, \
      and QUANTITY 1 to 20, 25, 50 and 100. Scanned with the camera or a USB scanner in the terminal UI, a card \
      switches the scan mode on every screen or sets the quantity of the next scan (the header shows it); it \
      is never recorded as a product. Their codes start with \(CommandCard.prefix), which no product code can \
      have. Every code is read back before the file is written. --print sends the sheet to a CUPS printer once \
      it is written (without -o, a temporary PDF that is then removed). Exit status: 0 written (and sent); 64 \
      usage; 65 a code did not read back; 74 the file cannot be written (it exists: --force replaces it); \
      \(PrintOptions.statuses).
      """)

  @Option(name: .shortAndLong, help: "The PDF file to write.") var output: String?
  @Flag(help: "Replace an existing file (only once the new one is complete).") var force = false
  @Flag(help: "US Letter paper instead of A4.") var letter = false
  @OptionGroup var printOptions: PrintOptions

  /// GS1's 100 % module (0.33 mm; `PrintGeometry.standard`, the geometry `code` and `labels` check too): easy
  /// for webcams; the sheet narrows it when a code would not fit its cell.
  static let moduleSize = PrintGeometry.standard.module

  static let instructions =
    "Scan a card (camera or USB scanner) to switch the scan mode or set the next scan's quantity. Cut along the lines."

  func validate() throws {
    guard let output else {
      guard printOptions.isPrinting else {
        throw ValidationError("--output FILE is needed (or --print to print without keeping a file)")
      }
      return
    }
    guard (output as NSString).pathExtension.lowercased() == "pdf" else {
      throw ValidationError("--output must end in .pdf, not '\(output.terminalSafe)'")
    }
  }

  func run() throws {
    try reportingFailures {
      try printOptions.writeThenPrint(output: output, temporaryName: "cards.pdf") { try writeCards(to: $0) }
    }
  }

  func writeCards(to file: OutputFile) throws {
    let output = file.path
    if !force, FileManager.default.fileExists(atPath: output) {
      throw CommandFailure(
        message: "\(output.terminalSafe) exists already: choose a new name, or --force replaces it",
        status: ExitStatus.fileProblem)
    }
    let commands = try CommandCard.all.filter { Self.isCommand($0) }.map(Self.card)
    let quantities = try CommandCard.all.filter { !Self.isCommand($0) }.map(Self.card)
    let paper: CardSheetDrawing.Paper = letter ? .letter : .a4
    var pages = 0
    try AtomicFileWriter.build(at: output, replacing: force) { temporary in
      do {
        pages = try CardSheetDrawing.writePDF(
          [commands, quantities], title: "stockroom command cards", instructions: Self.instructions, paper: paper,
          moduleSize: Self.moduleSize, to: temporary)
      } catch CodeRenderingError.diskFull {
        throw FileWriteError.diskFull(path: output)  // in export's words
      } catch {
        throw CommandFailure(message: "\(output): \(error)", status: ExitStatus.fileProblem)
      }
    }
    let count = commands.count + quantities.count
    print("\(file.wrote): \(count) command cards on \(pages) \(paper.rawValue) pages")
  }

  static func isCommand(_ card: CommandCard) -> Bool {
    if case .quantity = card { return false }
    return true
  }

  /// The card's code, drawn without digits under it (the sheet prints its caption and code text itself) and
  /// read back before it is used.
  static func card(_ card: CommandCard) throws -> CardSheetDrawing.Card {
    let spec = SymbolSpec(symbology: .code128, data: card.code, showsText: false)
    do {
      let symbol = try ZintEncoder.encode(spec)
      try SymbolVerifier.verify(symbol, spec: spec)
      return CardSheetDrawing.Card(symbol: symbol, caption: card.caption, note: "\(card.code) · \(card.sheetNote)")
    } catch {
      throw CommandFailure(message: "card \(card.caption): \(error)", status: ExitStatus.invalidInput)
    }
  }
}
