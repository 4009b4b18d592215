import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of another program: its wall-clock time from spawn to exit, what it printed, and its peak resident
/// memory when asked for.
struct ChildRun {
  var seconds: Double
  /// Measured by GNU time (`/usr/bin/time -f %M`), which forks the program from its own small process. Our own
  /// `wait4` cannot say: glibc's posix_spawn shares this process's memory until exec, and the kernel carries the
  /// high-water mark of that memory (this benchmark's, tens of MiB) into the child's `ru_maxrss`.
  var peakKiB: Int?
  var output: String
}

struct ChildFailure: Error, CustomStringConvertible {
  var description: String
}

enum ChildProcess {
  static let gnuTime = "/usr/bin/time"

  /// Runs `executable` with `arguments`, its standard output to a file (read back into `output`), its standard
  /// error to ours; under GNU time when `measuresMemory` (which adds a fork to the wall-clock time).
  /// Throws unless it exits with status 0.
  static func run(_ executable: String, _ arguments: [String], outputFile: String, measuresMemory: Bool = false)
    throws -> ChildRun
  {
    let peakFile = outputFile + ".peak"
    guard measuresMemory else { return try spawn(executable, arguments, outputFile: outputFile) }
    var run = try spawn(gnuTime, ["-f", "%M", "-o", peakFile, executable] + arguments, outputFile: outputFile)
    let peak = (try? String(contentsOfFile: peakFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let kibibytes = peak.flatMap(Int.init) else {
      throw ChildFailure(description: "GNU time gave no peak memory for \(executable): '\(peak ?? "")'")
    }
    run.peakKiB = kibibytes
    return run
  }

  private static func spawn(_ executable: String, _ arguments: [String], outputFile: String) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    let spawned = (argv + [nil]).withUnsafeBufferPointer { pointer in
      guard let base = pointer.baseAddress else { return EINVAL }
      return posix_spawn(&pid, executable, &actions, nil, base, environ)
    }
    guard spawned == 0 else {
      throw ChildFailure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw ChildFailure(description: "waitpid failed for \(executable)") }
    }
    let seconds = (ContinuousClock.now - start).seconds
    let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    // WIFEXITED / WEXITSTATUS are macros Swift does not import.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw ChildFailure(
        description: "\(executable) \(arguments.joined(separator: " ")) failed (wait status \(status))")
    }
    return ChildRun(seconds: seconds, peakKiB: nil, output: output)
  }
}
