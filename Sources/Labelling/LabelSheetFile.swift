import AtomicFiles
import CodeRendering
import Foundation
import InventoryCore

/// A drawn sheet written to its file: the whole file or none (`AtomicFileWriter`), an existing file replaced only
/// when asked. The CLI's `labels -o` and the app's label keys write through here.
public enum LabelSheetFile {
  public enum Format: Sendable {
    /// Every page, for printing.
    case pdf
    /// One page as an image at `dpi`, a preview.
    case png(page: Int, dpi: Int)
  }

  /// Fails early, before any barcode is given, when `path` exists (unless `replacing`) or cannot be created.
  public static func checkWritable(_ path: String, replacing: Bool) throws {
    let probe = try AtomicFileWriter(path: path, replacing: replacing)
    probe.discard()
  }

  public static func write(_ sheet: LabelSheet, to path: String, as format: Format = .pdf, replacing: Bool) throws {
    try AtomicFileWriter.build(at: path, replacing: replacing) { temporary in
      do {
        switch format {
        case .pdf: try SheetDrawing.writePDF(sheet, to: temporary)
        case .png(let page, let dpi): try SheetDrawing.writePNG(sheet, page: page, to: temporary, dpi: dpi)
        }
      } catch CodeRenderingError.diskFull {
        throw FileWriteError.diskFull(path: path)  // in export's words
      } catch {
        throw LabellingError.cannotDraw(path: path, "\(error)")
      }
    }
  }
}

extension LabelSheet {
  /// "3 labels on 1 page", as both front ends say what they wrote.
  public var summary: String {
    "\(Self.counted(labelCount, "label")) on \(Self.counted(pages.count, "page"))"
  }

  /// "1 label", "1,200 labels".
  public static func counted(_ number: Int, _ noun: String) -> String {
    "\(StockLimits.groupedDigits(number)) \(noun)\(number == 1 ? "" : "s")"
  }
}
