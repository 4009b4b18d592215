import Foundation
import Synchronization

/// A machine made busy: threads that spin until `stop()`, so that anything run meanwhile gets a fraction of a core.
/// What a read tries must not change under it (issue 22).
public final class BusyCores: Sendable {
  private let spinning = Atomic<Bool>(true)
  private let running = Atomic<Int>(0)

  /// Starts `threads` spinning threads (default: twice the cores), each pinned to `cpu` when one is given.
  public init(threads: Int = 2 * ProcessInfo.processInfo.activeProcessorCount, pinnedTo cpu: Int? = nil) {
    for _ in 0..<max(1, threads) {
      running.add(1, ordering: .sequentiallyConsistent)
      let thread = Thread { [self] in
        if let cpu { _ = Self.pinCallingThread(to: cpu) }
        var turns: UInt64 = 0
        while spinning.load(ordering: .relaxed) { turns &+= 1 }
        running.subtract(1, ordering: .sequentiallyConsistent)
      }
      thread.name = "busy-core"
      thread.start()
    }
  }

  deinit { stop() }

  /// Stops the threads and waits until every one has ended.
  public func stop() {
    spinning.store(false, ordering: .sequentiallyConsistent)
    while running.load(ordering: .sequentiallyConsistent) > 0 { usleep(1000) }
  }

  /// `body`'s result, computed while every core is kept busy.
  public static func whileBusy<T>(_ body: () throws -> T) rethrows -> T {
    let busy = BusyCores()
    defer { busy.stop() }
    return try body()
  }

  /// `body`'s result, computed on one CPU only, sharing it with `siblings` spinning threads (the calling thread and
  /// any process it starts get about 1 / (siblings + 1) of a core). The other cores stay free for the rest of a
  /// test run; the calling thread's CPUs are given back afterwards.
  public static func whileSharingACore<T>(siblings: Int = 2, _ body: () throws -> T) throws -> T {
    var previous = CPUSet()
    guard Affinity.get(&previous), let cpu = previous.first else {
      throw BusyCoresError(reason: "sched_getaffinity failed (errno \(errno))")
    }
    guard pinCallingThread(to: cpu) else { throw BusyCoresError(reason: "sched_setaffinity failed (errno \(errno))") }
    defer { _ = Affinity.set(&previous) }
    let busy = BusyCores(threads: siblings, pinnedTo: cpu)
    defer { busy.stop() }
    return try body()
  }

  /// Pins the calling thread to `cpu`.
  static func pinCallingThread(to cpu: Int) -> Bool {
    var set = CPUSet()
    guard set.insert(cpu) else { return false }
    return Affinity.set(&set)
  }
}

/// A CPU mask as the kernel takes it (1024 CPUs, as glibc's cpu_set_t; its macros do not import).
struct CPUSet {
  var words = [UInt](repeating: 0, count: 1024 / UInt.bitWidth)

  mutating func insert(_ cpu: Int) -> Bool {
    guard cpu >= 0, cpu < words.count * UInt.bitWidth else { return false }
    words[cpu / UInt.bitWidth] |= 1 << UInt(cpu % UInt.bitWidth)
    return true
  }

  /// The lowest-numbered CPU in the set.
  var first: Int? {
    words.indices.first { words[$0] != 0 }.map { $0 * UInt.bitWidth + words[$0].trailingZeroBitCount }
  }
}

/// `sched_getaffinity` / `sched_setaffinity` of the calling thread (pid 0). Swift's Glibc module leaves them out
/// (they need _GNU_SOURCE), so they are looked up by name.
enum Affinity {
  private typealias Call = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32

  private static func call(_ name: String) -> Call? {
    dlsym(nil, name).map { unsafeBitCast($0, to: Call.self) }
  }

  static func get(_ set: inout CPUSet) -> Bool { run("sched_getaffinity", &set) }
  static func set(_ set: inout CPUSet) -> Bool { run("sched_setaffinity", &set) }

  private static func run(_ name: String, _ set: inout CPUSet) -> Bool {
    guard let function = call(name) else { return false }
    let size = set.words.count * MemoryLayout<UInt>.size
    return set.words.withUnsafeMutableBytes { function(0, size, $0.baseAddress) } == 0
  }
}

/// The machine could not be made busy as asked.
public struct BusyCoresError: Error, CustomStringConvertible {
  public var reason: String
  public var description: String { "BusyCores: \(reason)" }
}
