import CV4L2
import Foundation

/// Memory-mapped capture on an open device: S_FMT, REQBUFS, QUERYBUF + `v4l2_mmap`, QBUF, STREAMON;
/// then DQBUF / copy / QBUF per frame; STREAMOFF and `v4l2_munmap` when stopped or released.
final class V4L2Stream {
  private let device: V4L2Device
  private var buffers: [(start: UnsafeMutableRawPointer, length: Int)] = []
  private var streaming = false
  let width: Int
  let height: Int
  let bytesPerLine: Int
  private let format: LumaFormat
  private var startTime: Double?

  /// Asks for `width` x `height` in `format` (see `LumaFormat`: libv4l2 converts to YUV420 from whatever the
  /// camera offers) and starts streaming into `count` mapped buffers.
  init(device: V4L2Device, format luma: LumaFormat, width: Int, height: Int, count: Int = 4) throws(FrameSourceError) {
    self.device = device
    self.format = luma
    let fourcc = luma.fourcc
    var format = v4l2_format()
    format.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
    format.fmt.pix.width = UInt32(clamping: width)
    format.fmt.pix.height = UInt32(clamping: height)
    format.fmt.pix.pixelformat = fourcc
    format.fmt.pix.field = V4L2_FIELD_ANY.rawValue
    if let error = device.ioctl(stockroom_vidioc_s_fmt(), &format) {
      if error == EBUSY { throw .deviceBusy(device: device.path) }
      if error == EINVAL {
        throw .unsupportedFormat(device: device.path, reason: "it refused \(V4L2Device.fourcc(fourcc))")
      }
      throw device.classify("VIDIOC_S_FMT", errno: error)
    }
    guard format.fmt.pix.pixelformat == fourcc, format.fmt.pix.width > 0, format.fmt.pix.height > 0 else {
      throw .unsupportedFormat(
        device: device.path,
        reason: "asked for \(V4L2Device.fourcc(fourcc)), got \(V4L2Device.fourcc(format.fmt.pix.pixelformat))")
    }
    // The driver's numbers are outside values too: the frame it chose must fit FrameLimits, and a line cannot
    // take more than 8 bytes a pixel (grey and YUV420's first plane take one, YUYV two, plus alignment).
    let (chosenWidth, chosenHeight) = (Int(format.fmt.pix.width), Int(format.fmt.pix.height))
    guard FrameLimits.standard.allows(width: chosenWidth, height: chosenHeight) else {
      throw .unsupportedFormat(
        device: device.path, reason: "it chose \(chosenWidth)x\(chosenHeight), beyond \(FrameLimits.standard)")
    }
    let lineBytes = max(Int(format.fmt.pix.bytesperline), chosenWidth * luma.bytesPerPixel)
    guard lineBytes <= chosenWidth * 8 else {
      throw .unsupportedFormat(
        device: device.path, reason: "it reports \(lineBytes) bytes a line for \(chosenWidth) pixels")
    }
    self.width = chosenWidth
    self.height = chosenHeight
    self.bytesPerLine = lineBytes

    var request = v4l2_requestbuffers()
    request.count = UInt32(clamping: count)
    request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
    request.memory = V4L2_MEMORY_MMAP.rawValue
    try device.check("VIDIOC_REQBUFS", stockroom_vidioc_reqbufs(), &request)
    guard request.count > 0 else { throw .unsupportedFormat(device: device.path, reason: "no memory-mapped buffers") }
    for index in 0..<request.count {
      var buffer = Self.buffer(index)
      try device.check("VIDIOC_QUERYBUF", stockroom_vidioc_querybuf(), &buffer)
      let start = v4l2_mmap(
        nil, Int(buffer.length), PROT_READ | PROT_WRITE, MAP_SHARED, device.fd, Int64(buffer.m.offset))
      guard let start, start != MAP_FAILED else { throw device.classify("v4l2_mmap", errno: errno) }
      buffers.append((start, Int(buffer.length)))
      try device.check("VIDIOC_QBUF", stockroom_vidioc_qbuf(), &buffer)
    }
    var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
    try device.check("VIDIOC_STREAMON", stockroom_vidioc_streamon(), &type)
    streaming = true
  }

  deinit { stop() }

  /// How long the first frame may take: webcams take a second or two to start (exposure, white balance), more
  /// on a slow USB hub. After it, `frameTimeout` without a frame means the camera stopped.
  static let firstFrameTimeout = 10.0
  static let frameTimeout = 2.0

  /// Waits (poll) for the next frame, copies its grey out (line by line, `bytesPerLine` apart) and re-queues
  /// the buffer.
  func next() throws(FrameSourceError) -> GreyFrame {
    var buffer = try dequeue(within: startTime == nil ? Self.firstFrameTimeout : Self.frameTimeout)
    let index = Int(buffer.index)
    guard index < buffers.count else {
      throw .device(device: device.path, call: "VIDIOC_DQBUF", errno: EINVAL, reason: "bad buffer index")
    }
    let available = min(
      Int(buffer.bytesused == 0 ? UInt32(buffers[index].length) : buffer.bytesused), buffers[index].length)
    let source = UnsafePointer(buffers[index].start.assumingMemoryBound(to: UInt8.self))
    // Rows the driver actually filled (a short buffer leaves the rest black rather than reading past it).
    let rows = min(height, available / bytesPerLine)
    let (width, bytesPerLine, format) = (width, bytesPerLine, format)
    // Every byte is written below, so the array is not zeroed first (a 720p frame is 0.9 MB, 30 times a second).
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height) { target, count in
      guard let base = target.baseAddress else { return }
      for row in 0..<rows { format.copyLine(from: source + row * bytesPerLine, to: base + row * width, width: width) }
      (base + rows * width).initialize(repeating: 0, count: (height - rows) * width)
      count = width * height
    }
    let captured = Double(buffer.timestamp.tv_sec) + Double(buffer.timestamp.tv_usec) / 1e6
    try device.check("VIDIOC_QBUF", stockroom_vidioc_qbuf(), &buffer)
    let first = startTime ?? captured
    startTime = first
    return GreyFrame(width: width, height: height, pixels: pixels, time: max(0, captured - first))
  }

  /// STREAMOFF, unmap, and release the buffers (REQBUFS 0). Safe to call twice.
  func stop() {
    if streaming {
      var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
      _ = device.ioctl(stockroom_vidioc_streamoff(), &type)
      streaming = false
    }
    for buffer in buffers { v4l2_munmap(buffer.start, buffer.length) }
    if !buffers.isEmpty {
      var request = v4l2_requestbuffers()
      request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
      request.memory = V4L2_MEMORY_MMAP.rawValue
      _ = device.ioctl(stockroom_vidioc_reqbufs(), &request)
    }
    buffers.removeAll()
  }

  /// DQBUF once poll says a frame is ready. A non-blocking DQBUF may still say EAGAIN (libv4l2 dropped a frame
  /// it could not convert, or the wake-up was early): then wait again, until `timeout` seconds have passed.
  private func dequeue(within timeout: Double) throws(FrameSourceError) -> v4l2_buffer {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while true {
      let left = (deadline - ContinuousClock.now).components
      let milliseconds = Int32(max(0, min(3_600_000, Double(left.seconds) * 1000 + Double(left.attoseconds) / 1e15)))
      var descriptor = pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0)
      var ready: Int32
      repeat { ready = poll(&descriptor, 1, milliseconds) } while ready < 0 && errno == EINTR
      if ready < 0 { throw device.classify("poll", errno: errno) }
      if ready == 0 {
        throw .device(
          device: device.path, call: "poll", errno: ETIMEDOUT,
          reason: startTime == nil
            ? "the camera sent no first frame within \(Int(timeout)) s" : "no frame for \(Int(timeout)) s")
      }
      if descriptor.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { throw .deviceUnplugged(device: device.path) }
      var buffer = Self.buffer(0)
      guard let error = device.ioctl(stockroom_vidioc_dqbuf(), &buffer) else { return buffer }
      guard error == EAGAIN else { throw device.classify("VIDIOC_DQBUF", errno: error) }
      guard ContinuousClock.now < deadline else {
        throw .device(
          device: device.path, call: "VIDIOC_DQBUF", errno: EAGAIN, reason: "no frame for \(Int(timeout)) s")
      }
      usleep(2000)  // not a busy loop if the driver keeps saying "readable" with nothing to dequeue
    }
  }

  private static func buffer(_ index: UInt32) -> v4l2_buffer {
    var buffer = v4l2_buffer()
    buffer.index = index
    buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
    buffer.memory = V4L2_MEMORY_MMAP.rawValue
    return buffer
  }
}
