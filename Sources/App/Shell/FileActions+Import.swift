import Foundation
import InventoryCore
import TerminalUI

/// Import from inside the app: choose a CSV file (a typed path, or one of those in the current folder,
/// newest first), see the dry run (what would be added and skipped, or every problem with its line number), then
/// confirm. Nothing changes before the confirmation; the import itself is all rows or none, as in the CLI.
extension FileActions {
  static let importItems = Command(
    "file.import", label: "Import", help: "Import items from a CSV file: a dry run is shown before anything changes")

  /// How many files the chooser lists before "Type a path…".
  static let listedFiles = 12

  func importItemsChooser(folder: String = FileManager.default.currentDirectoryPath) -> ScreenAction {
    let files = Self.csvFiles(in: folder).prefix(Self.listedFiles).map {
      (folder as NSString).appendingPathComponent($0)
    }
    // "Type a path…" first, always there: the same keys reach it wherever stockroom was started.
    let options = [ChoiceDialog.Option("Type a path…")] + files.map { .init(($0 as NSString).lastPathComponent) }
    return .present(
      ChoiceDialog(title: "Import which file?", options: options) { index in
        index == 0 ? importPathPrompt() : dryRun(files[index - 1])
      })
  }

  private func importPathPrompt() -> ScreenAction {
    .present(
      TextPrompt(
        title: "Import items", label: "CSV file to import:",
        validate: { text in
          let path = Self.expand(text)
          return FileManager.default.isReadableFile(atPath: path) ? nil : "no readable file \(path)"
        },
        onSubmit: { text in dryRun(Self.expand(text)) }))
  }

  /// Checks `path` against the database without changing it and shows what an import would do. The file is
  /// read and checked off the input thread, under a progress dialog that Esc abandons (nothing changes).
  func dryRun(_ path: String) -> ScreenAction {
    let name = (path as NSString).lastPathComponent
    let service = service
    return .present(
      ProgressDialog<CheckedImport>(
        title: "Checking \(name)", total: nil, abandonable: true,
        work: { progress in
          // Read in blocks and not kept: the import reads the file again (and refuses it if it changed meanwhile).
          let fields = try (service as? any CustomFieldInventory)?.customFields() ?? []
          let csv = try ItemCSVReader.read(file: path, fields: fields)
          do {
            let summary = try service.importItems(csv, onDuplicate: .skip, dryRun: true, progress: progress)
            return CheckedImport(csv: csv, summary: summary)
          } catch let refusal as ImportRefused {
            throw RefusedRows(refusal: refusal, warnings: csv.warnings)
          }
        },
        finish: { outcome in showDryRun(outcome, of: path) }))
  }

  /// What a dry run found: the rows, and what importing them would do.
  struct CheckedImport: Sendable {
    var csv: ItemCSVImport
    var summary: ImportSummary
  }

  /// Rows the inventory refused, with the file's own warnings.
  struct RefusedRows: Error {
    var refusal: ImportRefused
    var warnings: [String]
  }

  private func showDryRun(_ outcome: Result<CheckedImport, any Error>, of path: String) -> ScreenAction {
    let name = (path as NSString).lastPathComponent
    let checked: CheckedImport
    do { checked = try outcome.get() } catch let error as ItemCSVImportError {
      return refused(name, problems: error.problems, warnings: error.warnings)
    } catch let error as ItemCSVSourceError {
      return .status(.error(error.description))
    } catch let rows as RefusedRows {
      return refused(name, problems: rows.refusal.problems, warnings: rows.warnings)
    } catch {
      return .status(.error("cannot check \(name): \(describe(error))"))
    }
    let (csv, summary) = (checked.csv, checked.summary)
    var lines = ["Dry run, nothing changed yet: \(Self.summaryText(summary, future: true))."]
    if summary.skipped > 0 {
      lines.append("Items already present are left as they are (stockroom import --on-duplicate changes them).")
    }
    lines += csv.warnings.map { "Warning: \($0)" }
    return .present(
      ReportDialog(
        title: "Import \(name)?", lines: lines,
        answers: [.init(key: "y", label: "Import") { apply(csv, from: name) }]))
  }

  /// Imports the checked rows off the input thread, under a progress dialog (all rows or none: it runs to its
  /// end).
  private func apply(_ csv: ItemCSVImport, from name: String) -> ScreenAction {
    let service = service
    return .present(
      ProgressDialog<ImportSummary>(
        title: "Importing \(name)", total: csv.rowCount, abandonable: false,
        work: { progress in try service.importItems(csv, onDuplicate: .skip, dryRun: false, progress: progress) },
        finish: { outcome in
          do {
            let summary = try outcome.get()
            return .status(.success("imported \(name): \(Self.summaryText(summary, future: false))"))
          } catch {
            return .status(.error("nothing imported from \(name): \(describe(error))"))
          }
        }))
  }

  private func refused(_ name: String, problems: [CSVProblem], warnings: [String]) -> ScreenAction {
    let count = problems.count
    let lines =
      ["Nothing imported: \(count) problem\(count == 1 ? "" : "s"). Fix the file and import it again."]
      + problems.map(\.description) + warnings.map { "Warning: \($0)" }
    return .present(ReportDialog(title: "Cannot import \(name)", lines: lines, answers: []))
  }

  /// "3 added, 2 skipped (already present)"; with `future`, "would add 3, …".
  static func summaryText(_ summary: ImportSummary, future: Bool) -> String {
    (future ? "would be " : "") + summary.countsText(skippedNote: "already present")
  }

  /// CSV file names in `folder`, newest first.
  static func csvFiles(in folder: String) -> [String] {
    let manager = FileManager.default
    // Suggestions only: a folder that cannot be listed suggests nothing (the path typed is still opened and its
    // error said).
    let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.lowercased().hasSuffix(".csv") }
    func modified(_ name: String) -> Date {
      let attributes = try? manager.attributesOfItem(atPath: (folder as NSString).appendingPathComponent(name))
      return (attributes?[.modificationDate] as? Date) ?? .distantPast
    }
    let dated: [(name: String, date: Date)] = names.map { ($0, modified($0)) }
    let sorted = dated.sorted { left, right in
      left.date != right.date ? left.date > right.date : left.name < right.name
    }
    return sorted.map(\.name)
  }
}
