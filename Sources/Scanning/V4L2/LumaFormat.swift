import CV4L2

/// The pixel format asked of a camera, and where its grey (luma) bytes are in a line.
///
/// libv4l2 can turn any camera format into YUV 4:2:0, whose first plane is the grey picture; but converting
/// YUYV that way costs a pass over every frame (and the chroma planes nobody reads), so a camera that sends only
/// YUYV is taken as it comes and its luma, every other byte, is copied out directly: the same grey bytes, read
/// once. A camera that also offers a compressed format is left to libv4l2, which picks among them for the size
/// asked (uncompressed 720p is often limited to a lower frame rate on USB 2).
struct LumaFormat: Equatable {
  let fourcc: UInt32
  /// Bytes from one pixel's luma to the next in a line (1: planar grey; 2: YUYV).
  let bytesPerPixel: Int

  static let grey = LumaFormat(fourcc: stockroom_pix_fmt_grey(), bytesPerPixel: 1)
  static let yuyv = LumaFormat(fourcc: stockroom_pix_fmt_yuyv(), bytesPerPixel: 2)
  static let yuv420 = LumaFormat(fourcc: stockroom_pix_fmt_yuv420(), bytesPerPixel: 1)

  /// Native grey if the camera has it; YUYV if it is all the camera sends; otherwise libv4l2's YUV 4:2:0.
  static func choose(native: [UInt32]) -> LumaFormat {
    if native.contains(grey.fourcc) { return .grey }
    if !native.isEmpty, native.allSatisfy({ $0 == yuyv.fourcc }) { return .yuyv }
    return .yuv420
  }

  /// Copies the luma of `width` pixels of the line at `source` into `target`.
  func copyLine(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, width: Int) {
    guard bytesPerPixel == 2 else {
      target.update(from: source, count: width)
      return
    }
    for x in 0..<width { target[x] = source[2 * x] }
  }
}
