import AtomicFiles
import CodeRendering
import Foundation
import InventoryCore
import Printing
import TerminalUI

/// Writes a code to a file the way `stockroom code -o` does: encoded by zint, read back by stockroom's own
/// decoders (a code that reads otherwise is an error, never a file), drawn by cairo in the format the name's
/// extension asks for, published whole (a new file only, never over an existing one), and kept in History's
/// Created list with the file's path.
struct CodeFileSaver {
  let environment: AppEnvironment
  /// `stockroom code`'s defaults unless chosen: GS1's 100 % module (0.33 mm); PNG at 300 dpi.
  var size = CodeSize.standard

  /// Why `path` cannot take a code (nil when its extension names a format).
  static func problem(with path: String) -> String? {
    CairoDrawing.Format(path: path) == nil ? "the name must end in .png, .svg or .pdf" : nil
  }

  /// A file name for `request` in the folder a person would look first: "stockroom-qr-wifi-2026-11-23.png".
  static func defaultPath(for request: CodeRequest, service: any Inventory) -> String {
    let stem = "stockroom-" + String(request.kind.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    return FileActions(service: service).defaultPath(stem, extension: "png")
  }

  /// Saves `request` to `path`; the outcome is the status line's.
  func save(_ request: CodeRequest, to path: String) -> ScreenAction {
    guard let format = CairoDrawing.Format(path: path) else {
      return .status(.error("not saved: \(Self.problem(with: path) ?? path)"))
    }
    let symbol: VectorSymbol
    do { symbol = try write(request, to: path, format: format) } catch {
      return .status(.error("not saved: \(describe(error))"))
    }
    let made = format == .png ? size.dimensions(of: symbol) : millimetres(of: symbol)
    return recorded(request, file: path, outcome: "wrote \(path): \(request.kind), \(made)")
  }

  /// Prints `request` on `printer` as a PDF in a private temporary folder (removed once CUPS has it); History
  /// keeps it without a file.
  func print(_ request: CodeRequest, on printer: String, through printing: CUPSPrinting) -> ScreenAction {
    let job: PrintJob
    do {
      job = try PrintSpool.withFile(named: "stockroom-code.pdf") { path in
        _ = try write(request, to: path, format: .pdf)
        return try printing.send(path, to: printer, title: "stockroom \(request.kind)")
      }
    } catch {
      return .sequence([.status(.error("not printed: \(describe(error))")), .bell])
    }
    return recorded(request, file: nil, outcome: "sent \(request.kind) to printer \(printer) (job \(job.id))")
  }

  /// Encodes, reads back (a code that reads otherwise is an error, never a file) and writes a new file whole.
  private func write(_ request: CodeRequest, to path: String, format: CairoDrawing.Format) throws -> VectorSymbol {
    let symbol = try ZintEncoder.encode(request.spec)
    try SymbolVerifier.verify(symbol, spec: request.spec)
    try AtomicFileWriter.build(at: path, replacing: false) { temporary in
      try CairoDrawing.write(symbol, to: temporary, format: format, size: size.module, dpi: size.dpi)
    }
    return symbol
  }

  private func millimetres(of symbol: VectorSymbol) -> String {
    let millimetres = size.module.millimetres / VectorSymbol.unitsPerModule
    return String(format: "%.1f x %.1f mm", symbol.width * millimetres, symbol.height * millimetres)
  }

  /// `outcome` on the status line once History keeps the code (a warning when it cannot).
  private func recorded(_ request: CodeRequest, file: String?, outcome: String) -> ScreenAction {
    let service = environment.service
    return environment.saving("\(request.kind) in History") {
      try service.recordCreatedCode(request.created(file: file))
    } finish: { saved in
      guard case .failure(let error) = saved else { return .status(.success(outcome)) }
      return .status(.warning("\(outcome); not kept in History: \(describe(error))"))
    }
  }
}
