import ArgumentParser
import Foundation
import Scanning

/// `stockroom decode FILE...`: reads barcodes from image files, like zbarimg.
struct DecodeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decode",
    abstract: "Read barcodes from image files (PNG, JPEG, PGM/PPM) or folders of them.",
    discussion: """
      Prints SYMBOLOGY:TEXT for each code. Exit status: 0 a code was found, 1 nothing found, \
      66 a file is missing or unreadable, 65 a file is not a readable image.
      """)

  @Argument(help: "Image files or folders of images.")
  var files: [String]

  @Flag(name: .long, help: "Print only the text of each code.")
  var raw = false

  @Flag(name: .long, help: "Print one JSON object per code: file, text, symbology, box, quality.")
  var json = false

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
  }

  func run() async throws {
    let reader = try BarcodeReader(options: scan.scanOptions())
    var found = 0
    var worstError: Int32 = 0
    for path in files {
      let source: ImageFileSource
      do {
        source = try ImageFileSource(paths: [path])
        while let frame = try source.nextFrame() {
          let file = source.currentPath ?? path
          for result in try reader.read(frame) {
            found += 1
            print(line(for: result, file: file, frame: frame))
          }
        }
      } catch let error as FrameSourceError {
        printError("stockroom decode: \(error)")
        worstError = max(worstError, Self.exitCode(for: error))
      }
    }
    if worstError != 0 { throw ExitCode(worstError) }
    if found == 0 { throw ExitCode(1) }
  }

  private func line(for result: ScanResult, file: String, frame: GreyFrame) -> String {
    if raw { return result.text }
    if json {
      return ScanJSON.line(
        JSONLine(
          file: file, text: result.text, symbology: result.symbology.rawValue, box: ScanJSON.Box(result.box),
          quality: ScanJSON.Quality(result.quality(in: frame))))
    }
    return "\(result.symbology.rawValue):\(result.text)"
  }

  /// sysexits: 66 (EX_NOINPUT) for a missing or unreadable file, 65 (EX_DATAERR) for bad content.
  static func exitCode(for error: FrameSourceError) -> Int32 {
    switch error {
    case .fileNotFound, .unreadable: 66
    default: 65
    }
  }
}
