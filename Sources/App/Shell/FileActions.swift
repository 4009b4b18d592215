import Foundation
import InventoryCore
import InventoryStore
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
    prompt(
      title: "Export items", label: "CSV file for every item:", path: defaultPath("stockroom-items", extension: "csv")
    ) {
      path in
      let count = try writeAtomically(to: path) { sink in try service.exportItems(to: sink) }
      return "exported \(count) item\(count == 1 ? "" : "s") to \(path)"
    }
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
        return prompt(
          title: "Export items", label: "CSV file for the \(shown) item\(shown == 1 ? "" : "s") shown:",
          path: defaultPath("stockroom-items", extension: "csv")
        ) { path in
          let count = try writeAtomically(to: path) { sink in try service.exportItems(matching: query, to: sink) }
          return "exported \(count) item\(count == 1 ? "" : "s") (the list as filtered) to \(path)"
        }
      })
  }

  func exportReorderListPrompt() -> ScreenAction {
    prompt(
      title: "Export reorder list", label: "CSV file for the reorder list:",
      path: defaultPath("stockroom-reorder", extension: "csv")
    ) {
      path in
      let count = try writeAtomically(to: path) { sink in try service.exportReorderList(to: sink) }
      return "exported the reorder list (\(count) item\(count == 1 ? "" : "s")) to \(path)"
    }
  }

  func backupPrompt() -> ScreenAction {
    prompt(title: "Backup", label: "Copy the database to:", path: defaultPath("stockroom-backup", extension: "sqlite"))
    {
      path in
      try service.backup(to: path)
      return "backed up the database to \(path)"
    }
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
  func writeAtomically(to path: String, _ produce: (@escaping ([UInt8]) throws -> Void) throws -> Int) throws
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
