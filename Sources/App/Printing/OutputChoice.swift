import Printing
import TerminalUI

/// Where labels or a code go: a file, or one of CUPS's printers. CUPS is asked for its printers only when the
/// user chooses to print, so a machine without CUPS sees why (and what to install) only then, and files still work.
enum OutputChoice {
  static let toFile = "Save as a PDF file…"
  static let toPrinter = "Print on a printer (CUPS)…"

  /// The first question: file or printer.
  static func ask(
    _ title: String, environment: AppEnvironment, file: @escaping () -> ScreenAction,
    printer: @escaping (String) -> ScreenAction
  ) -> ScreenAction {
    let options = [ChoiceDialog.Option(toFile), ChoiceDialog.Option(toPrinter)]
    return .present(
      ChoiceDialog(title: title, options: options, selected: environment.lastPrinter == nil ? 0 : 1) { index in
        guard index != 0 else { return file() }
        // CUPS not running: the question comes back, so the answers given so far are kept for a retry or a file.
        return choosePrinter(environment: environment, then: printer) {
          ask(title, environment: environment, file: file, printer: printer)
        }
      })
  }

  /// CUPS's printers, the last one used (else the default) selected; nothing to choose is said in CUPS's words,
  /// then `otherwise` (the question before, asked again) follows.
  static func choosePrinter(
    environment: AppEnvironment, then print: @escaping (String) -> ScreenAction,
    otherwise: () -> ScreenAction = { .none }
  ) -> ScreenAction {
    let printers: [Printer]
    do { printers = try environment.printing.printers() } catch {
      return .sequence([.status(.error("cannot print: \(error.description)")), .bell, otherwise()])
    }
    guard !printers.isEmpty else {
      return .sequence([.status(.error("cannot print: \(PrintingError.noPrinters.description)")), .bell, otherwise()])
    }
    let selected =
      printers.firstIndex { $0.name == environment.lastPrinter } ?? printers.firstIndex(where: \.isDefault) ?? 0
    let options = printers.map { ChoiceDialog.Option($0.isDefault ? "\($0.name) (default)" : $0.name) }
    return .present(
      ChoiceDialog(title: "Print on which printer?", options: options, selected: selected) { index in
        environment.lastPrinter = printers[index].name
        return print(printers[index].name)
      })
  }
}
