import Foundation
import ScanningFixtures
import Testing

@testable import Scanning

#if canImport(Glibc)
  import Glibc
#endif

/// Mutation fuzzing of every frame reader (PNG, JPEG, PGM/PPM, y4m), starting from the committed seeds in
/// Tests/FuzzCorpus. Whatever the input: no crash, every failure a FrameSourceError naming the file, every frame
/// within `FrameLimits.standard`, and the process's peak memory bounded. The run is seeded, so a failure replays.
///
/// `make test` runs a short pass (STOCKROOM_FUZZ_ITERATIONS inputs per format, default 2000); `make fuzz` a long one.
@Suite struct FrameReaderFuzzTests {
  static let iterations = Int(ProcessInfo.processInfo.environment["STOCKROOM_FUZZ_ITERATIONS"] ?? "") ?? 2000
  static let seed = UInt64(ProcessInfo.processInfo.environment["STOCKROOM_FUZZ_SEED"] ?? "") ?? 0x5EED
  /// Peak-RSS growth allowed over a run: the largest accepted frame is 64 MiB and libjpeg may take 384 MiB more
  /// while decoding it; a decompression bomb (4 GB for one 65500x65500 JPEG) would blow far past this.
  static let memoryBound = 1 << 30

  @Test(arguments: ByteMutator.Format.allCases)
  func mutatedFilesNeverCrashAndStayWithinTheLimits(format: ByteMutator.Format) throws {
    let seeds = try FuzzCorpus.seeds(format)
    try #require(!seeds.isEmpty, "no seeds for \(format) in \(FuzzCorpus.folder)")
    let folder = try Fixtures.freshFolder()
    let offset = UInt64(ByteMutator.Format.allCases.firstIndex(of: format) ?? 0)
    var random = SeededGenerator(seed: Self.seed &+ offset)
    var tally = Tally()
    let started = ContinuousClock.now
    let peakBefore = Self.peakMemory()
    for iteration in 0..<Self.iterations {
      let (name, bytes) = random.pick(seeds)
      let mutant = ByteMutator.mutate(bytes, format: format, using: &random)
      let label = "\(format) seed \(name), iteration \(iteration) of run seed \(Self.seed)"
      try Self.read(mutant, format: format, in: folder, label: label, tally: &tally)
    }
    let elapsed = ContinuousClock.now - started
    let growth = Self.peakMemory() - peakBefore
    #expect(growth < Self.memoryBound, "peak memory grew by \(growth) bytes while fuzzing \(format)")
    // Some mutants must still decode and some must fail, or the mutations are not reaching the readers.
    #expect(tally.frames > 0 && tally.failures > 0, "\(format): \(tally)")
    print("fuzz \(format): \(Self.iterations) inputs in \(elapsed), \(tally), peak RSS \(Self.peakMemory() >> 20) MiB")
  }

  struct Tally: CustomStringConvertible {
    var frames = 0
    var failures = 0
    var tooLarge = 0
    var largestFrame = 0
    var description: String {
      "\(frames) frames decoded (largest \(largestFrame) pixels), \(failures) refused (\(tooLarge) as too large)"
    }
  }

  /// Decodes one mutant the way the app would: image bytes through ImageCodecs, a video through Y4MSource from
  /// a file (at most 16 frames of it).
  static func read(
    _ bytes: [UInt8], format: ByteMutator.Format, in folder: String, label: String, tally: inout Tally
  ) throws {
    let path = folder + "/mutant." + format.rawValue
    do {
      if format == .y4m {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let source = try Y4MSource(path: path, realTime: false)
        defer { source.close() }
        for _ in 0..<16 {
          guard let frame = try source.nextFrame() else { break }
          check(frame, label: label, tally: &tally)
        }
      } else {
        check(try ImageCodecs.decode(bytes, path: path), label: label, tally: &tally)
      }
    } catch let error as FrameSourceError {
      tally.failures += 1
      if case .imageTooLarge = error { tally.tooLarge += 1 }
      #expect(error.description.hasPrefix(path), "\(label): error does not name the file: \(error)")
      #expect(Self.isReaderError(error), "\(label): unexpected kind of error: \(error)")
    } catch {
      Issue.record("\(label): failed with something other than a FrameSourceError: \(error)")
    }
  }

  static func check(_ frame: GreyFrame, label: String, tally: inout Tally) {
    tally.frames += 1
    tally.largestFrame = max(tally.largestFrame, frame.width * frame.height)
    #expect(
      FrameLimits.standard.allows(width: frame.width, height: frame.height), "\(label): \(frame.width)x\(frame.height)")
    #expect(frame.pixels.count == frame.width * frame.height, "\(label)")
  }

  /// The errors a reader may give for bad content (not a device error, not "file not found").
  static func isReaderError(_ error: FrameSourceError) -> Bool {
    switch error {
    case .badImage, .imageTooLarge, .unsupportedFileType, .damagedVideo: true
    default: false
    }
  }

  /// The process's peak resident memory in bytes (getrusage's ru_maxrss is in KiB on Linux).
  static func peakMemory() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }
}

/// The committed seeds are valid files of their format (mutations must start from something that decodes).
@Suite struct FuzzCorpusTests {
  @Test(arguments: ByteMutator.Format.allCases)
  func everySeedDecodes(format: ByteMutator.Format) throws {
    let seeds = try FuzzCorpus.seeds(format)
    #expect(seeds.count >= 2)
    for (name, bytes) in seeds {
      #expect(bytes.count < 8 << 10, "\(name) should stay a small seed")
      var tally = FrameReaderFuzzTests.Tally()
      try FrameReaderFuzzTests.read(
        bytes, format: format, in: try Fixtures.freshFolder(), label: name, tally: &tally)
      #expect(tally.failures == 0 && tally.frames >= 1, "\(name): \(tally)")
    }
  }

  /// Remakes the seeds: `STOCKROOM_WRITE_FUZZ_CORPUS=1 swift test --filter FuzzCorpusTests/writeFuzzCorpus`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STOCKROOM_WRITE_FUZZ_CORPUS"] == "1"))
  func writeFuzzCorpus() throws {
    try FuzzCorpus.write(to: FuzzCorpus.folder)
  }
}
