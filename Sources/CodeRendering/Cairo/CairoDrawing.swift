import CCairo
import Foundation

/// Draws `VectorSymbol`s with cairo: PNG (a raster at whole pixels per module), SVG and PDF (vector, in
/// points), or a grey raster in memory for reading the code back.
public enum CairoDrawing {
  public enum Format: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension asks for.
    public init?(path: String) {
      self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }
  }

  /// Writes `symbol` to `path` in `format`, each module `size` big (PNG: at `dpi`).
  public static func write(
    _ symbol: VectorSymbol, to path: String, format: Format, size: ModuleSize, dpi: Int = 300
  ) throws(CodeRenderingError) {
    switch format {
    case .png:
      let raster = try rasterSurface(symbol, pixelsPerModule: size.pixels(atDPI: dpi))
      defer { cairo_surface_destroy(raster) }
      try check(cairo_surface_write_to_png(raster, path))
    case .svg, .pdf:
      // Points: 72 to the inch. Units are half modules.
      let scale = size.millimetres / VectorSymbol.unitsPerModule / 25.4 * 72
      let width = symbol.width * scale
      let height = symbol.height * scale
      let file = try CairoFileStream(path: path)
      guard let surface = file.surface(format, width: width, height: height) else {
        throw .drawing("cairo could not create \(path)")
      }
      defer { file.destroy(surface) }
      try check(cairo_surface_status(surface))
      try draw(symbol, on: surface, scale: scale)
      try file.finish(surface)
    }
  }

  /// The symbol as 8-bit grey pixels (0 black, 255 white), `pixelsPerModule` to a module.
  public static func grey(_ symbol: VectorSymbol, pixelsPerModule: Int) throws(CodeRenderingError)
    -> (width: Int, height: Int, pixels: [UInt8])
  {
    let surface = try rasterSurface(symbol, pixelsPerModule: pixelsPerModule)
    defer { cairo_surface_destroy(surface) }
    return try greyPixels(of: surface)
  }

  /// The pixels of an RGB24 image surface as 8-bit grey (its green channel: drawings here are grey).
  static func greyPixels(of surface: OpaquePointer) throws(CodeRenderingError)
    -> (width: Int, height: Int, pixels: [UInt8])
  {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      throw .drawing("cairo gave no pixels")
    }
    var pixels = [UInt8](repeating: 255, count: width * height)
    for row in 0..<height {
      for column in 0..<width {
        // RGB24: 32 bits per pixel, native-endian xRGB; take green as the grey level.
        let value = UnsafeRawPointer(data).load(fromByteOffset: row * stride + column * 4, as: UInt32.self)
        pixels[row * width + column] = UInt8(truncatingIfNeeded: value >> 8)
      }
    }
    return (width, height, pixels)
  }

  /// Largest raster drawn: 16384 pixels a side (the frame limit the decoders accept).
  public static let maximumPixelsASide = PrintGeometry.maximumPixelsASide

  /// The PNG's size in pixels for `symbol` at `pixelsPerModule` (what `write` makes), to show before writing.
  public static func pixelSize(of symbol: VectorSymbol, pixelsPerModule: Int) -> (width: Int, height: Int) {
    let scale = Double(max(1, pixelsPerModule)) / VectorSymbol.unitsPerModule
    // A symbol too large for an Int is refused by `write` (over the pixel limit) all the same.
    return (PrintGeometry.pixels(symbol.width * scale), PrintGeometry.pixels(symbol.height * scale))
  }

  private static func rasterSurface(_ symbol: VectorSymbol, pixelsPerModule: Int) throws(CodeRenderingError)
    -> OpaquePointer
  {
    let scale = Double(max(1, pixelsPerModule)) / VectorSymbol.unitsPerModule
    let (width, height) = pixelSize(of: symbol, pixelsPerModule: pixelsPerModule)
    do throws(PrintGeometryError) {
      try PrintGeometry.checkLimit(width, height, advice: "use smaller modules")
    } catch { throw .drawing(error.description) }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(clamping: width), Int32(clamping: height))
    else {
      throw .drawing("cairo could not create an image")
    }
    do {
      try check(cairo_surface_status(surface))
      try draw(symbol, on: surface, scale: scale)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    return surface
  }

  /// White ground, black shapes, black text: whatever the theme, a code is dark on light.
  private static func draw(_ symbol: VectorSymbol, on surface: OpaquePointer, scale: Double) throws(CodeRenderingError)
  {
    guard let context = cairo_create(surface) else { throw .drawing("cairo could not create a context") }
    defer { cairo_destroy(context) }
    cairo_scale(context, scale, scale)
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    drawShapes(symbol, in: context)
    try check(cairo_status(context))
  }

  /// Draws `symbol`'s bars and digits in black at the context's origin, one user unit to a vector unit (a
  /// sheet of labels draws each code where its label is).
  static func drawShapes(_ symbol: VectorSymbol, in context: OpaquePointer) {
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_set_source_rgb(context, 0, 0, 0)
    // No anti-aliasing of bars: edges fall on whole pixels when a module is whole pixels.
    cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
    for rectangle in symbol.rectangles {
      cairo_rectangle(context, rectangle.x, rectangle.y, rectangle.width, rectangle.height)
    }
    cairo_fill(context)
    cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
    cairo_select_font_face(context, "DejaVu Sans Mono", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    for text in symbol.texts {
      cairo_set_font_size(context, text.fontSize)
      var extents = cairo_text_extents_t()
      cairo_text_extents(context, text.string, &extents)
      let x: Double =
        switch text.alignment {
        case .left: text.x
        case .right: text.x - extents.x_advance
        case .centre: text.x - extents.x_advance / 2
        }
      cairo_move_to(context, x, text.y)
      cairo_show_text(context, text.string)
    }
  }

  /// Called right after the cairo call: a write error's errno (cairo writes files with stdio) tells a full
  /// disk from other failures.
  static func check(_ status: cairo_status_t) throws(CodeRenderingError) {
    let code = errno
    guard status != CAIRO_STATUS_SUCCESS else { return }
    if status == CAIRO_STATUS_WRITE_ERROR, code == ENOSPC || code == EDQUOT { throw .diskFull }
    throw .drawing(String(cString: cairo_status_to_string(status)))
  }
}
