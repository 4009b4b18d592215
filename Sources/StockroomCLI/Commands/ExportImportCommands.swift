import ArgumentParser
import AtomicFiles
import Foundation
import InventoryCore
import SQLiteStore

struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Write every item as CSV (or the reorder list with --low-stock).",
    discussion: """
      Columns: id, barcode, name, category, quantity, minimum, target, price, notes, created, updated.
      RFC 4180, UTF-8, CRLF line ends. Cells a spreadsheet would run as a formula are prefixed with ' \
      (import removes it again).
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var destination: CSVOutputOptions
  @Flag(help: "Write the reorder list: items below minimum, with the amount to order.") var lowStock = false

  func run() throws {
    try reportingFailures {
      try destination.checkDestination()
      let service = try global.openInventory(for: .reading)
      // The export writes the nearest allowed value for a damaged number: say which items have one.
      try DamageWarnings.printAll(service)
      let file = try destination.open()
      let count = try lowStock ? service.exportReorderList(to: file.write) : service.exportItems(to: file.write)
      try file.commit()
      destination.reportWritten("\(count) item\(count == 1 ? "" : "s")")
    }
  }
}

struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import", abstract: "Read items from CSV: all rows, or none if any row is bad.",
    discussion: """
      Reads stockroom's own export and hand-made files with some of its columns (headers are case-insensitive; \
      aliases such as qty, ean, sku work). Every bad row is reported with its line number.
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The CSV file.") var file: String
  @Flag(help: "Check the file and report what would happen, changing nothing.") var dryRun = false
  @Option(help: "For rows whose item exists: skip, update (overwrite, set quantity) or add (add quantity).")
  var onDuplicate: DuplicatePolicy = .skip

  func run() throws {
    try reportingFailures {
      // The file is read twice, never whole: once to check every row, once to apply them (refused if it
      // changed in between), so memory does not grow with the file.
      guard let size = try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int else {
        throw CommandFailure(
          message:
            "cannot read \(file): \(FileManager.default.fileExists(atPath: file) ? "not readable" : "no such file")",
          status: ExitStatus.fileProblem)
      }
      let service = try global.openInventory()
      let showProgress = size > 1_000_000 && isatty(STDERR_FILENO) == 1
      let reading = ProgressBar(label: "checking", enabled: showProgress)
      let csv: ItemCSVImport
      // A column headed by a field's name holds that field's values.
      let fields = try (service as? any CustomFieldInventory)?.customFields() ?? []
      do { csv = try ItemCSVReader.read(file: file, fields: fields, progress: reading.update) } catch let error
        as ItemCSVImportError
      {
        reading.finish()
        throw CommandFailure(
          message: "\(file): nothing imported:\n\(error.description)", status: ExitStatus.invalidInput)
      } catch let error as ItemCSVSourceError {
        reading.finish()
        throw CommandFailure(message: error.description, status: ExitStatus.fileProblem)
      }
      reading.finish()
      for warning in csv.warnings { FileHandle.standardError.write(Data("stockroom: warning: \(warning)\n".utf8)) }
      let applying = ProgressBar(label: "importing", enabled: showProgress)
      let summary: ImportSummary
      do {
        let applied = try global.applyingOnce {
          try service.importItems(csv, onDuplicate: onDuplicate, dryRun: dryRun, progress: applying.update)
        }
        applying.finish()
        guard let applied else { return }
        summary = applied
      } catch let refused as ImportRefused {
        applying.finish()
        throw CommandFailure(
          message: "\(file): nothing imported:\n\(refused.description)", status: ExitStatus.invalidInput)
      } catch let changed as ItemCSVChangedError {
        applying.finish()
        throw CommandFailure(message: changed.description, status: ExitStatus.invalidInput)
      } catch let error as ItemCSVSourceError {
        applying.finish()
        throw CommandFailure(message: "nothing imported: \(error.description)", status: ExitStatus.fileProblem)
      }
      applying.finish()
      print(Self.describe(summary))
    }
  }

  static func describe(_ summary: ImportSummary) -> String {
    (summary.dryRun ? "dry run, nothing changed: would be " : "")
      + summary.countsText(skippedNote: "already present; see --on-duplicate")
  }
}

extension DuplicatePolicy: ExpressibleByArgument {}
