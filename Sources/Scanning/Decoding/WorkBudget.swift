/// How much a still image's read may try after its plain pass, counted in work, not seconds: the pixels handed
/// to the decoders (every pass's working images, every second look's crop). A wall-clock budget tried fewer
/// passes on a busy or slow machine, so the same image gave different answers (issue 22); this one gives the
/// same passes, in the same order, everywhere.
public struct WorkBudget: Sendable, Hashable, CustomStringConvertible {
  /// Pixels the decoders may be handed, at least 0.
  public let pixels: Int

  public init(pixels: Int) { self.pixels = max(0, pixels) }

  /// The still-image default: 6 megapixels. On a 640x480 image that is every hard pass of both decoders (about
  /// 2.9 Mpx each); on a 12 MP photograph the plain passes alone spend it. On scan-bench's 240 images it read what
  /// the 0.5 s wall-clock budget read (69 %, no wrong read; 2026-11-27), and none changed with every core busy.
  public static let standard = WorkBudget(pixels: 6_000_000)

  /// No limit: every pass and every second look (tests, benchmarks of what the passes buy).
  public static let unlimited = WorkBudget(pixels: .max)

  /// This budget split `parts` ways (each decoder's share of the first reads).
  func divided(by parts: Int) -> WorkBudget { WorkBudget(pixels: pixels / max(1, parts)) }

  /// This budget `factor` times over, without overflow.
  func times(_ factor: Int) -> WorkBudget {
    let (product, overflow) = pixels.multipliedReportingOverflow(by: max(0, factor))
    return WorkBudget(pixels: overflow ? .max : product)
  }

  public var description: String { pixels == .max ? "unlimited" : "\(pixels) px" }
}

/// Work done so far by one reader: pixels handed to its decoders. Saturates rather than traps.
struct WorkMeter {
  private(set) var pixels = 0

  mutating func add(width: Int, height: Int) {
    let (area, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
    let (sum, overflowed) = pixels.addingReportingOverflow(overflow ? .max : area)
    pixels = overflowed ? .max : sum
  }

  /// Whether less than `budget` has been spent since the meter read `start`.
  func allows(_ budget: WorkBudget, since start: Int) -> Bool { pixels - start < budget.pixels }
}
