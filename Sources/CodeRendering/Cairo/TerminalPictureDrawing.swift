import CCairo
import Foundation

/// Draws a `TerminalCapture` as a PNG, cell by cell in DejaVu Sans Mono on a dark terminal's colours: the
/// documentation's screenshots, made from the real app rather than drawn by hand.
public enum TerminalPictureDrawing {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  static let defaultForeground = TerminalCapture.Colour(red: 0.85, green: 0.85, blue: 0.85)
  static let defaultBackground = TerminalCapture.Colour(red: 0.11, green: 0.11, blue: 0.12)

  /// Writes `capture` to `path` as a PNG, `fontSize` pixels a character.
  public static func writePNG(_ capture: TerminalCapture, to path: String, fontSize: Double = 15) throws {
    let cellWidth = (fontSize * 0.6).rounded(.up)
    let cellHeight = (fontSize * 1.25).rounded(.up)
    let width = Int32(Double(capture.columns) * cellWidth)
    let height = Int32(Double(max(1, capture.rows.count)) * cellHeight)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else {
      throw Failure(description: "cairo could not make a \(width)×\(height) picture")
    }
    defer { cairo_surface_destroy(surface) }
    guard let context = cairo_create(surface) else { throw Failure(description: "cairo could not draw") }
    defer { cairo_destroy(context) }
    cairo_set_font_size(context, fontSize)
    for (rowIndex, row) in capture.rows.enumerated() {
      let top = Double(rowIndex) * cellHeight
      for (columnIndex, cell) in row.enumerated() {
        let left = Double(columnIndex) * cellWidth
        var foreground = cell.foreground ?? defaultForeground
        var background = cell.background ?? defaultBackground
        if cell.reverse { swap(&foreground, &background) }
        set(context, background)
        cairo_rectangle(context, left, top, cellWidth + 0.5, cellHeight + 0.5)
        cairo_fill(context)
        guard let character = cell.character, character != " " else { continue }
        set(context, foreground)
        cairo_select_font_face(
          context, "DejaVu Sans Mono", CAIRO_FONT_SLANT_NORMAL,
          cell.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_move_to(context, left, top + fontSize)
        cairo_show_text(context, String(character))
      }
    }
    cairo_surface_flush(surface)
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw Failure(description: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
    }
  }

  private static func set(_ context: OpaquePointer, _ colour: TerminalCapture.Colour) {
    cairo_set_source_rgb(context, colour.red, colour.green, colour.blue)
  }
}
