import ArgumentParser
import Foundation
import InventoryCore
import Scanning

/// `stockroom decode FILE...`: reads barcodes from image files, like zbarimg.
struct DecodeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decode",
    abstract: "Read barcodes from image files (PNG, JPEG, PGM/PPM) or folders of them.",
    discussion: """
      Prints SYMBOLOGY:TEXT for each code. Two decoders read each image (zbar and zxing-cpp) and check \
      each other: a code is printed when both read it alike, when it is a 2D code (its error correction rules \
      out a misread), or when a second look (the other decoder, or another preparation of the image) reads it \
      again; a code the decoders read differently, or that one decoder read only once, is named on stderr \
      instead (--unconfirmed prints lone reads too). --json gives the basis of each read. A file that cannot be read is reported on stderr \
      ("stockroom decode: FILE: why") and the others are still decoded; a last line on stderr counts the \
      files that failed. Exit status: 0 a code was found and every file was read; 1 every file was read \
      and no code was found; 66 some file is missing or unreadable, 65 some file is not a readable image \
      (too large, damaged, not an image), whether or not codes were found in the others (66 wins when both). \
      Images may be at most 16384 pixels a side and 67,108,864 pixels in all.
      """)

  @Argument(help: "Image files or folders of images.")
  var files: [String]

  @Flag(
    name: .long,
    help: """
      Print only the decoded text, exactly as read (control characters included: for scripts; the default \
      output shows them escaped).
      """)
  var raw = false

  @Flag(
    name: .long,
    help:
      "Print one JSON object per code: file, text, symbology, box, quality, decoder, confidence, gs1 (its elements).")
  var json = false

  @Flag(
    name: .long,
    help: "Also print codes one decoder read once and nothing confirmed (a misread is possible: check digits can pass)."
  )
  var unconfirmed = false

  @OptionGroup var scan: ScanOptionGroup

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one image file or folder") }
    guard !(raw && json) else { throw ValidationError("--raw and --json exclude each other") }
  }

  struct JSONLine: Encodable {
    var file: String
    var text: String
    var symbology: String
    var box: ScanJSON.Box
    var quality: ScanJSON.Quality
    var decoder: String
    var confidence: ScanJSON.Confidence
    var gs1: ScanJSON.GS1?
  }

  func run() async throws {
    var options = try scan.scanOptions()
    options.includesUnconfirmed = unconfirmed
    let reader = try BarcodeReader(options: options)
    var found = 0
    var failed = 0
    var attempted = 0
    var worstError: Int32 = 0
    func report(_ error: FrameSourceError) {
      printError("stockroom decode: \(error)")
      failed += 1
      worstError = max(worstError, Self.exitCode(for: error))
    }
    for path in files {
      let source: ImageFileSource
      do {
        source = try ImageFileSource(paths: [path])
      } catch {
        attempted += 1
        report(error)
        continue
      }
      // A bad file is reported and skipped; the source goes on with the file after it.
      while let outcome = Self.next(from: source) {
        attempted += 1
        switch outcome {
        case .failure(let error): report(error)
        case .success(let frame):
          let file = source.currentPath ?? path
          let judged = try reader.readJudged(frame)
          for result in judged.reported {
            found += 1
            print(line(for: result, file: file, frame: frame))
          }
          for withheld in judged.withheld { printError("stockroom decode: \(file): \(withheld)") }
        }
      }
    }
    if worstError != 0 {
      if attempted > 1 {
        let others = found > 0 ? "codes were found in the others" : "no code was found in the others"
        printError("stockroom decode: \(failed) of \(attempted) files could not be read; \(others)")
      }
      throw ExitCode(worstError)
    }
    if found == 0 { throw ExitCode(1) }
  }

  /// The next image of `source`, or why it could not be read; nil after the last file.
  private static func next(from source: ImageFileSource) -> Result<GreyFrame, FrameSourceError>? {
    do {
      guard let frame = try source.nextFrame() else { return nil }
      return .success(frame)
    } catch {
      return .failure(error)
    }
  }

  private func line(for result: ScanResult, file: String, frame: GreyFrame) -> String {
    if raw { return result.text }
    if json {
      return ScanJSON.line(
        JSONLine(
          file: file, text: result.text, symbology: result.symbology.rawValue, box: ScanJSON.Box(result.box),
          quality: ScanJSON.Quality(result.quality(in: frame)), decoder: result.decoder,
          confidence: ScanJSON.Confidence(result.confidence), gs1: ScanJSON.GS1(result)))
    }
    return "\(result.symbology.rawValue):\(result.text.terminalSafe)"
  }

  /// sysexits: 66 (EX_NOINPUT) for a missing or unreadable file, 65 (EX_DATAERR) for bad content (not an image,
  /// damaged, too large).
  static func exitCode(for error: FrameSourceError) -> Int32 {
    switch error {
    case .fileNotFound, .unreadable: 66
    default: 65
    }
  }
}
