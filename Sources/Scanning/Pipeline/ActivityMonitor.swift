/// Decides which frames to analyse: all of them while something is (or was recently) in view, fewer
/// after `idleAfter` seconds of nothing, and all again as soon as the picture changes.
struct ActivityMonitor: Sendable {
  let idleAfter: Double
  let idleInterval: Double
  /// Mean absolute change of the 16x16-block thumbnail (levels) that counts as movement; block means
  /// average away sensor noise, so a few levels is already a real change.
  static let movementThreshold = 3.0

  private var lastActivity: Double?
  private var lastAnalysed: Double?
  private var reference: [UInt8] = []

  init(idleAfter: Double, idleInterval: Double) {
    self.idleAfter = idleAfter
    self.idleInterval = idleInterval
  }

  /// Whether the pipeline is in its economy mode at `time`.
  func isIdle(at time: Double) -> Bool {
    guard let lastActivity else { return false }
    return time - lastActivity >= idleAfter
  }

  /// Decides whether to analyse `frame`. Call once per frame.
  mutating func shouldAnalyse(_ frame: GreyFrame) -> Bool {
    let time = frame.time
    if lastActivity == nil { lastActivity = time }
    let thumbnail = Self.thumbnail(frame)
    defer { reference = thumbnail }
    if !reference.isEmpty, reference.count == thumbnail.count,
      Self.change(reference, thumbnail) > Self.movementThreshold
    {
      lastActivity = time
    }
    guard isIdle(at: time) else {
      lastAnalysed = time
      return true
    }
    if let lastAnalysed, time - lastAnalysed < idleInterval { return false }
    lastAnalysed = time
    return true
  }

  /// Something was read: stay at full rate.
  mutating func noteActivity(at time: Double) { lastActivity = time }

  /// Means of 16x16 blocks, sampling every 4th pixel of every 4th row (cheap: 1/16 of the pixels).
  static func thumbnail(_ frame: GreyFrame) -> [UInt8] {
    let columns = frame.width / 16
    let rows = frame.height / 16
    guard columns > 0, rows > 0 else { return [] }
    var out = [UInt8](repeating: 0, count: columns * rows)
    let width = frame.width
    frame.pixels.withUnsafeBufferPointer { pixels in
      for row in 0..<rows {
        for column in 0..<columns {
          var sum = 0
          for dy in Swift.stride(from: 0, to: 16, by: 4) {
            let base = (row * 16 + dy) * width + column * 16
            sum += Int(pixels[base]) + Int(pixels[base + 4]) + Int(pixels[base + 8]) + Int(pixels[base + 12])
          }
          out[row * columns + column] = UInt8(sum / 16)
        }
      }
    }
    return out
  }

  static func change(_ a: [UInt8], _ b: [UInt8]) -> Double {
    var total = 0
    for index in a.indices { total += abs(Int(a[index]) - Int(b[index])) }
    return Double(total) / Double(max(a.count, 1))
  }
}
