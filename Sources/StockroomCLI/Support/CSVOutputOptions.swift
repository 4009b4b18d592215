import ArgumentParser
import AtomicFiles
import Foundation

/// Where a command's CSV goes: stdout, or a file written whole or not at all (a failure midway leaves the old
/// file, or none). An existing regular file is someone's data and is replaced only with `--force`; a device
/// (/dev/stdout, /dev/full) is written to, not replaced.
struct CSVOutputOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "Write to this file instead of stdout (an existing file only with --force).")
  var output: String?
  @Flag(help: "Replace the --output file if it exists (it is replaced only once the new one is complete).")
  var force = false

  /// Refuses an existing file before anything is read, so the refusal costs nothing.
  func checkDestination() throws {
    guard let output, !force, existingType == .typeRegular else { return }
    throw CommandFailure(
      message: "\(output) exists already and was left as it is: choose another name, or add --force to replace it",
      status: ExitStatus.fileProblem)
  }

  /// Opens the destination (call `commit()` once everything is written).
  func open() throws -> AtomicFileWriter {
    try output.map { try AtomicFileWriter(path: $0, replacing: force || existingType != .typeRegular) }
      ?? .standardOutput()
  }

  /// Says on stderr what went to the file (stdout carries only the CSV).
  func reportWritten(_ what: String) {
    guard let output else { return }
    FileHandle.standardError.write(Data("exported \(what) to \(output)\n".utf8))
  }

  private var existingType: FileAttributeType? {
    output.flatMap { try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType }
  }
}
