import Foundation
import Synchronization

/// The live scanning pipeline: reads a frame source on its own thread and delivers `ScanEvent`s as an
/// async stream. Pausing stops analysis but keeps reading (a camera stays open and its buffers keep
/// flowing); `stop()` or dropping the stream ends it and closes the source.
public final class ScanPipeline: Sendable {
  public let options: PipelineOptions
  /// Makes the decoders on the pipeline's thread, which then owns them (decoders need not be thread-safe).
  private let makeDecoders: @Sendable () -> [any BarcodeDecoder]
  /// The newest frame and the codes read lately, for a live preview (see `PreviewTap`).
  public let preview = PreviewTap()
  private let control = Mutex(Control())

  private struct Control {
    var paused = false
    var stopRequested = false
    var started = false
  }

  public init(
    options: PipelineOptions = PipelineOptions(),
    decoder makeDecoder: (@Sendable () -> any BarcodeDecoder)? = nil
  ) {
    self.options = options
    let choice = options.scan.decoders
    if let makeDecoder {
      self.makeDecoders = { [makeDecoder()] }
    } else {
      self.makeDecoders = { choice.makeDecoders() }
    }
  }

  /// Starts reading from the source `open` creates (on the pipeline's thread, which then owns it).
  /// The stream ends after `.stopped`. A pipeline runs once.
  public func events(from open: @escaping @Sendable () throws(FrameSourceError) -> any FrameSource)
    -> AsyncStream<ScanEvent>
  {
    let (stream, continuation) = AsyncStream.makeStream(of: ScanEvent.self, bufferingPolicy: .unbounded)
    let alreadyStarted = control.withLock { control in
      defer { control.started = true }
      return control.started
    }
    guard !alreadyStarted else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in self?.stop() }
    let thread = Thread { [self] in self.run(open: open, continuation: continuation) }
    thread.name = "stockroom.scan-pipeline"
    thread.start()
    return stream
  }

  public func pause() { control.withLock { $0.paused = true } }
  public func resume() { control.withLock { $0.paused = false } }
  public func stop() { control.withLock { $0.stopRequested = true } }

  public var isPaused: Bool { control.withLock { $0.paused } }

  private func run(
    open: @Sendable () throws(FrameSourceError) -> any FrameSource, continuation: AsyncStream<ScanEvent>.Continuation
  ) {
    defer { continuation.finish() }
    let source: any FrameSource
    let scanner: LiveScanner
    do {
      source = try open()
    } catch {
      continuation.yield(.error(error))
      continuation.yield(.stopped(frames: 0, analysed: 0))
      return
    }
    defer { source.close() }
    let decoders = makeDecoders()
    do {
      scanner = try LiveScanner(options: options, kind: source.kind, decoders: decoders)
    } catch {
      let names = decoders.map(\.name).joined(separator: "+")
      continuation.yield(.error(.device(device: source.name, call: names, errno: 0, reason: error.description)))
      continuation.yield(.stopped(frames: 0, analysed: 0))
      return
    }
    continuation.yield(.started(source: source.name))
    while true {
      let (paused, stopRequested) = control.withLock { ($0.paused, $0.stopRequested) }
      if stopRequested { break }
      do {
        guard let frame = try source.nextFrame() else { break }
        let events = try scanner.process(frame, paused: paused)
        preview.record(frame, reads: scanner.lastReads, paused: paused)
        for event in events { continuation.yield(event) }
      } catch let error as FrameSourceError {
        continuation.yield(.error(error))
        break
      } catch {
        continuation.yield(.error(.device(device: source.name, call: "decode", errno: 0, reason: "\(error)")))
        break
      }
    }
    preview.clear()
    continuation.yield(.stopped(frames: scanner.framesSeen, analysed: scanner.framesAnalysed))
  }
}
