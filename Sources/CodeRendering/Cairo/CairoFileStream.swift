import CCairo
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file cairo's PDF and SVG surfaces write through, with every write(2) checked. Given a path, cairo writes
/// with stdio and a full disk can go unnoticed (the buffered bytes fail at fclose, after cairo last looks):
/// seen, a 0-byte PDF and exit 0. Here the first failed write is kept with its errno, cairo is told, and
/// `finish` reports it — a full disk as `diskFull`.
final class CairoFileStream {
  private let descriptor: Int32
  private let path: String
  private var failure: Int32?

  init(path: String) throws(CodeRenderingError) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    if descriptor < 0 { throw Self.error(errno, path: path) }
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// A PDF or SVG surface of `width` × `height` points writing into this stream; the stream must outlive it.
  func surface(_ format: CairoDrawing.Format, width: Double, height: Double) -> OpaquePointer? {
    let closure = Unmanaged.passUnretained(self).toOpaque()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
      let stream = Unmanaged<CairoFileStream>.fromOpaque(closure).takeUnretainedValue()
      return stream.write(data, count: Int(length))
    }
    return format == .svg
      ? cairo_svg_surface_create_for_stream(write, closure, width, height)
      : cairo_pdf_surface_create_for_stream(write, closure, width, height)
  }

  /// Destroys `surface` (which finishes it first if it was not: call this, not `cairo_surface_destroy`, so that
  /// the stream lives until cairo's last write).
  func destroy(_ surface: OpaquePointer) { cairo_surface_destroy(surface) }

  private func write(_ data: UnsafePointer<UInt8>?, count: Int) -> cairo_status_t {
    guard failure == nil else { return CAIRO_STATUS_WRITE_ERROR }
    guard let data else { return count == 0 ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR }
    var written = 0
    while written < count {
      let result = Glibc.write(descriptor, data + written, count - written)
      if result < 0, errno == EINTR { continue }
      guard result > 0 else {
        failure = result < 0 ? errno : ENOSPC
        return CAIRO_STATUS_WRITE_ERROR
      }
      written += result
    }
    return CAIRO_STATUS_SUCCESS
  }

  /// Finishes `surface` (cairo writes the rest of the file) and reports any write that failed, or cairo's
  /// own error.
  func finish(_ surface: OpaquePointer) throws(CodeRenderingError) {
    cairo_surface_finish(surface)
    if let failure { throw Self.error(failure, path: path) }
    try CairoDrawing.check(cairo_surface_status(surface))
  }

  private static func error(_ code: Int32, path: String) -> CodeRenderingError {
    if code == ENOSPC || code == EDQUOT { return .diskFull }
    return .drawing("cannot write \(path): \(String(cString: strerror(code)))")
  }
}
