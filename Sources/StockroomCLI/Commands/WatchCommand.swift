import ArgumentParser
import Dispatch
import Foundation
import InventoryCore
import Scanning

#if canImport(Glibc)
  import Glibc
#endif

/// `stockroom watch --camera SOURCE`: runs the live pipeline and prints each confirmed scan.
struct WatchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Scan live from a camera, a .y4m video or a folder of images; print each confirmed scan.",
    discussion: """
      A code is reported on the frame that reads it when the read is strong (both decoders agree, or a \
      2D code, an EAN-13/UPC-A or a Code 128 read well and undisputed), after --confirm frames when it is \
      weak (EAN-8, UPC-E, I2/5, Code 39 and the rest), and again only after it has been out of view for \
      --cooldown seconds. Ctrl-C stops. A damaged .y4m (a missing or over-long FRAME line, a \
      last frame cut short) is reported on stderr with the frame and byte where it breaks, after the frames \
      before it were scanned. Exit status: 0 something was scanned, 1 nothing was scanned and the source \
      ended cleanly, 66 the source is missing or cannot be opened, 65 it is not usable video: damaged, \
      larger than 16384 pixels a side or 67,108,864 pixels, or a frame rate outside 0.1-1000 per second \
      (65 and 66 win over 0: codes scanned before the damage are still printed).
      """)

  @Option(
    name: .long, help: "A camera device (/dev/video0), a .y4m video, or a folder of images. Default: the first camera.")
  var camera: String?

  @Flag(name: .long, help: "Print JSON lines: data, format, timestamp, boundingBox, area, quality; errors as JSON too.")
  var json = false

  @Flag(name: .long, help: "Replay videos and folders as fast as possible instead of at their frame rate.")
  var fast = false

  @Flag(name: .long, help: "Also print hints (too dark, blurred, ...) while nothing decodes.")
  var hints = false

  @Option(name: .long, help: "Frames that must read a weak code before it counts (a strong read counts at once).")
  var confirm = 2

  @Option(name: .long, help: "Seconds a code must be out of view before it counts again.")
  var cooldown = 1.0

  @Option(name: .long, help: "Frame rate of a folder of images.")
  var folderRate = 10.0

  @OptionGroup var scan: ScanOptionGroup
  @OptionGroup var cameraOptions: CameraOptionGroup

  func validate() throws {
    guard confirm >= 1 else { throw ValidationError("--confirm must be at least 1") }
    guard cooldown >= 0 else { throw ValidationError("--cooldown cannot be negative") }
    guard folderRate > 0 else { throw ValidationError("--folder-rate must be positive") }
  }

  func run() async throws {
    var options = PipelineOptions()
    options.scan = try scan.scanOptions()
    if options.scan.effort == .thorough { options.scan.effort = .live }
    options.confirmationFrames = confirm
    options.cooldown = cooldown
    let pipeline = ScanPipeline(options: options)
    let stopOnInterrupt = Self.stopOnInterrupt(pipeline)
    defer { stopOnInterrupt.cancel() }

    let open = try sourceFactory()
    var scanned = 0
    var failure: FrameSourceError?
    for await event in pipeline.events(from: open) {
      switch event {
      case .scanned(let scan):
        scanned += 1
        print(json ? ScanJSON.line(WatchJSON(scan)) : Self.describe(scan))
      case .hint(let hint, let time):
        guard hints else { continue }
        if json {
          print(ScanJSON.line(["hint": hint.rawValue, "frameTime": String(format: "%.3f", time)]))
        } else {
          printError("hint: \(hint.rawValue)")
        }
      case .error(let error):
        failure = error
        if json { print(ScanJSON.line(["error": error.description])) } else { printError("stockroom watch: \(error)") }
      case .started, .stopped: continue
      }
      fflush(nil)  // each line out as it happens (stdout may be a pipe)
    }
    if let failure { throw ExitCode(Self.exitCode(for: failure)) }
    if scanned == 0 { throw ExitCode(1) }
  }

  /// Opens the source --camera names (`FrameSources.open`): a .y4m file, a folder of images, or a camera.
  private func sourceFactory() throws -> @Sendable () throws(FrameSourceError) -> any FrameSource {
    let target = camera
    let options = try sourceOptions()
    return { () throws(FrameSourceError) in try FrameSources.open(target: target, options: options) }
  }

  private func sourceOptions() throws -> FrameSources.Options {
    var options = FrameSources.Options()
    options.realTime = !fast
    options.folderFrameRate = folderRate
    options.camera = try cameraOptions.settings()
    return options
  }

  static func describe(_ scan: ConfirmedScan) -> String {
    let quality = scan.quality
    return "\(scan.result.symbology.rawValue):\(scan.text.terminalSafe)  [\(quality.rating.rawValue) "
      + "\(String(format: "%.2f", quality.overall)); \(quality.advice)]"
  }

  static func exitCode(for error: FrameSourceError) -> Int32 {
    switch error {
    case .badImage, .unsupportedFileType, .unsupportedFormat, .imageTooLarge, .damagedVideo: 65
    default: 66
    }
  }

  /// Ctrl-C stops the pipeline cleanly (the camera is released, `stopped` is delivered).
  static func stopOnInterrupt(_ pipeline: ScanPipeline) -> any DispatchSourceSignal {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { pipeline.stop() }
    source.resume()
    return source
  }
}

/// One confirmed scan as a JSON line.
struct WatchJSON: Encodable {
  var data: String
  var format: String
  var timestamp: String
  var frameTime: Double
  var boundingBox: ScanJSON.Box
  var area: Int
  var quality: ScanJSON.Quality
  var decoder: String
  var gs1: ScanJSON.GS1?

  init(_ scan: ConfirmedScan) {
    data = scan.text
    format = scan.result.symbology.rawValue
    timestamp = ISO8601DateFormatter().string(from: Date())
    frameTime = (scan.time * 1000).rounded() / 1000
    boundingBox = ScanJSON.Box(scan.result.box)
    area = scan.result.area
    quality = ScanJSON.Quality(scan.quality)
    decoder = scan.result.decoder
    gs1 = ScanJSON.GS1(scan.result)
  }
}
