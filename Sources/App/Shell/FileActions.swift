import AtomicFiles
import Foundation
import InventoryCore
import TerminalUI

/// Export, backup and import from inside the app: a prompt for the path (defaulting to a dated name in the
/// current folder, or the home folder when that is not writable), then the outcome in the status line.
/// Nothing is ever overwritten: for an existing name the prompt offers the next free one.
struct FileActions {
  let service: any Inventory
  var today: Date = Date()

  /// A dated file name in the folder a person would look first.
  func defaultPath(_ stem: String, extension fileExtension: String) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    let name = "\(stem)-\(formatter.string(from: today)).\(fileExtension)"
    let current = FileManager.default.currentDirectoryPath
    let folder =
      FileManager.default.isWritableFile(atPath: current)
      ? current : (ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory())
    return (folder as NSString).appendingPathComponent(name)
  }

  func exportItemsPrompt() -> ScreenAction {
    let service = service
    return exportPrompt(
      title: "Export items", label: "CSV file for every item:", rows: { try service.count(matching: ItemQuery()) },
      export: { sink in try service.exportItems(to: sink) },
      done: { count, path in "exported \(count) item\(count == 1 ? "" : "s") to \(path)" })
  }

  /// On a filtered list, `x` asks first: the items shown, or every item.
  func exportItemsChoice(matching query: ItemQuery, shown: Int, total: Int) -> ScreenAction {
    guard query != ItemQuery(), shown != total else { return exportItemsPrompt() }
    let options = [
      ChoiceDialog.Option("These \(StockLimits.groupedDigits(shown)) item\(shown == 1 ? "" : "s") (search or filter)"),
      ChoiceDialog.Option("All \(StockLimits.groupedDigits(total)) items"),
    ]
    return .present(
      ChoiceDialog(title: "Export which items?", options: options) { index in
        guard index == 0 else { return exportItemsPrompt() }
        let service = service
        return exportPrompt(
          title: "Export items", label: "CSV file for the \(shown) item\(shown == 1 ? "" : "s") shown:",
          rows: { shown }, export: { sink in try service.exportItems(matching: query, to: sink) },
          done: { count, path in "exported \(count) item\(count == 1 ? "" : "s") (the list as filtered) to \(path)" })
      })
  }

  func exportReorderListPrompt() -> ScreenAction {
    prompt(
      title: "Export reorder list", label: "CSV file for the reorder list:",
      path: defaultPath("stockroom-reorder", extension: "csv")
    ) {
      path in
      let count = try Self.writeAtomically(to: path) { sink in try service.exportReorderList(to: sink) }
      return "exported the reorder list (\(count) item\(count == 1 ? "" : "s")) to \(path)"
    }
  }

  /// The copy runs off the input thread under a dialog (a large database takes seconds); it runs to its end.
  func backupPrompt() -> ScreenAction {
    let service = service
    return .present(
      FilePrompt(
        title: "Backup", label: "Copy the database to:", path: defaultPath("stockroom-backup", extension: "sqlite")
      ) { path in
        .present(
          ProgressDialog<Void>(
            title: "Backing up", total: nil, abandonable: false, work: { _ in try service.backup(to: path) },
            finish: { outcome in
              do {
                try outcome.get()
                return .status(.success("backed up the database to \(path)"))
              } catch {
                return .status(.error("backup failed: \(describe(error))"))
              }
            }))
      })
  }

  /// A CSV export: the path asked for, then the rows written off the input thread under a progress dialog (the
  /// share of `rows` written so far); Esc stops it and nothing is left behind (the file is written whole or not
  /// at all).
  func exportPrompt(
    title: String, label: String, stem: String = "stockroom-items", rows: (() throws -> Int)?,
    export: @escaping @Sendable (@escaping ([UInt8]) throws -> Void) throws -> Int,
    done: @escaping @Sendable (Int, String) -> String
  ) -> ScreenAction {
    .present(
      FilePrompt(title: title, label: label, path: defaultPath(stem, extension: "csv")) { path in
        let total = try? rows?()  // unknown: the dialog shows the seconds only (the export says what fails)
        let stop = StopRequest()
        return .present(
          ProgressDialog<String>(
            title: "Exporting to \((path as NSString).lastPathComponent)", total: total, abandonable: true,
            stopRequest: stop,
            work: { progress in
              var lines = 0
              let count = try Self.writeAtomically(to: path) { sink in
                try export { bytes in
                  try stop.check()
                  try sink(bytes)
                  // Rows written so far, by their line ends (a quoted line break counts too: only the bar moves).
                  lines += bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                  if let total, total > 0 { progress(Double(max(0, lines - 1)) / Double(total)) }
                }
              }
              return done(count, path)
            },
            finish: { outcome in
              do { return .status(.success(try outcome.get())) } catch is WorkStopped {
                return .status(.warning("\(title.lowercased()) stopped: no file was written"))
              } catch {
                return .status(.error("\(title.lowercased()) failed: \(describe(error))"))
              }
            }))
      })
  }

  func prompt(title: String, label: String, path: String, work: @escaping (String) throws -> String)
    -> ScreenAction
  {
    .present(
      FilePrompt(title: title, label: label, path: path) { path in
        do { return .status(.success(try work(path))) } catch {
          return .status(.error("\(title.lowercased()) failed: \(describe(error))"))
        }
      })
  }

  /// Why `text` is not a usable new file path (nil when it is).
  static func problem(with text: String) -> String? {
    let path = expand(text)
    if text.trimmingCharacters(in: .whitespaces).isEmpty { return "type a file name" }
    if FileManager.default.fileExists(atPath: path) { return "\(path) exists already: choose another name" }
    let folder = (path as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
      return "no folder \(folder)"
    }
    return nil
  }

  static func expand(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
    if trimmed == "~" { return home }
    if trimmed.hasPrefix("~/") { return home + trimmed.dropFirst() }
    if trimmed.hasPrefix("/") { return trimmed }
    return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(trimmed)
  }

  /// Writes through a temporary file moved into place when complete (the same writer as the CLI's export),
  /// so a failure such as a full disk never leaves half a CSV behind, and never replaces an existing file.
  static func writeAtomically(to path: String, _ produce: (@escaping ([UInt8]) throws -> Void) throws -> Int) throws
    -> Int
  {
    let file = try AtomicFileWriter(path: path, replacing: false)
    do {
      let count = try produce(file.write)
      try file.commit()
      return count
    } catch {
      file.discard()
      throw error
    }
  }
}
