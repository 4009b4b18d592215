import CCairo
import Foundation

/// Draws a `LabelSheet` with cairo: every page to a PDF (the printable output), one page to a PNG (a preview)
/// or to grey pixels (what the tests read codes from). Pages are drawn in millimetres (`LabelPageDrawing`).
public enum SheetDrawing {
  static let pointsPerMillimetre = 72 / Millimetres.perInch

  /// Writes every page of `sheet` to a PDF at `path`, one page per sheet of labels.
  public static func writePDF(_ sheet: LabelSheet, to path: String) throws(CodeRenderingError) {
    let page = sheet.layout.page
    let file = try CairoFileStream(path: path)
    guard
      let surface = file.surface(
        .pdf, width: page.width * pointsPerMillimetre, height: page.height * pointsPerMillimetre)
    else { throw .drawing("cairo could not create \(path)") }
    defer { file.destroy(surface) }
    try CairoDrawing.check(cairo_surface_status(surface))
    guard let context = cairo_create(surface) else { throw .drawing("cairo could not create a context") }
    defer { cairo_destroy(context) }
    cairo_scale(context, pointsPerMillimetre, pointsPerMillimetre)
    for index in sheet.pages.indices {
      LabelPageDrawing.draw(page: index, of: sheet, in: context)
      cairo_show_page(context)
      try CairoDrawing.check(cairo_status(context))
    }
    try file.finish(surface)
  }

  /// Writes page `page` (0-based) of `sheet` to a PNG at `dpi` pixels per inch.
  public static func writePNG(_ sheet: LabelSheet, page: Int = 0, to path: String, dpi: Int) throws(CodeRenderingError)
  {
    let surface = try raster(sheet, page: page, dpi: dpi)
    defer { cairo_surface_destroy(surface) }
    try CairoDrawing.check(cairo_surface_write_to_png(surface, path))
  }

  /// Page `page` (0-based) of `sheet` as 8-bit grey pixels at `dpi`.
  public static func grey(_ sheet: LabelSheet, page: Int = 0, dpi: Int) throws(CodeRenderingError)
    -> (width: Int, height: Int, pixels: [UInt8])
  {
    let surface = try raster(sheet, page: page, dpi: dpi)
    defer { cairo_surface_destroy(surface) }
    return try CairoDrawing.greyPixels(of: surface)
  }

  private static func raster(_ sheet: LabelSheet, page: Int, dpi: Int) throws(CodeRenderingError) -> OpaquePointer {
    guard sheet.pages.indices.contains(page) else {
      throw .drawing("the sheet has \(sheet.pages.count) pages, no page \(page + 1)")
    }
    let width: Int
    let height: Int
    do throws(PrintGeometryError) {
      (width, height) = try PrintGeometry(dpi: dpi).checkedPixelSize(ofPage: sheet.layout.page)
    } catch { throw .drawing(error.description) }
    let pixelsPerMillimetre = Double(dpi) / Millimetres.perInch
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(clamping: width), Int32(clamping: height))
    else {
      throw .drawing("cairo could not create an image")
    }
    do throws(CodeRenderingError) {
      try CairoDrawing.check(cairo_surface_status(surface))
      guard let context = cairo_create(surface) else { throw .drawing("cairo could not create a context") }
      defer { cairo_destroy(context) }
      cairo_scale(context, pixelsPerMillimetre, pixelsPerMillimetre)
      LabelPageDrawing.draw(page: page, of: sheet, in: context)
      try CairoDrawing.check(cairo_status(context))
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    return surface
  }
}
