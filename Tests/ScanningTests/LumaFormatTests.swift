import Testing

@testable import Scanning

/// A camera that sends only YUYV is taken as it comes, its luma copied out directly (the grey bytes libv4l2's
/// YUV 4:2:0 would have held, without converting every frame); grey stays native; anything else is libv4l2's.
@Suite struct LumaFormatTests {
  static let mjpeg: UInt32 = 0x4750_4A4D  // "MJPG"

  @Test(
    "the format asked of a camera",
    arguments: [
      ([LumaFormat.yuyv.fourcc], LumaFormat.yuyv),
      ([LumaFormat.grey.fourcc, LumaFormat.yuyv.fourcc], .grey),
      ([LumaFormat.yuyv.fourcc, mjpeg], .yuv420),
      ([mjpeg], .yuv420),
      ([], .yuv420),
    ])
  func choice(native: [UInt32], expected: LumaFormat) {
    #expect(LumaFormat.choose(native: native) == expected)
  }

  @Test("a YUYV line gives its Y bytes, in order; a grey line is copied as it is")
  func lineCopies() {
    // Given a line of 4 YUYV pixels (Y0 U Y1 V Y2 U Y3 V)
    let line: [UInt8] = [10, 128, 20, 129, 30, 130, 40, 131]
    var grey = [UInt8](repeating: 0, count: 4)
    // When its luma is copied
    line.withUnsafeBufferPointer { source in
      grey.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        LumaFormat.yuyv.copyLine(from: from, to: to, width: 4)
      }
    }
    // Then only the Y bytes are kept
    #expect(grey == [10, 20, 30, 40])
    line.withUnsafeBufferPointer { source in
      grey.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        LumaFormat.grey.copyLine(from: from, to: to, width: 4)
      }
    }
    #expect(grey == [10, 128, 20, 129])
  }
}
