import Testing

@testable import Scanning

/// A decoder that finds nothing and remembers the size of every image it was handed.
final class CountingDecoder: BarcodeDecoder {
  let name = "counting"
  private(set) var images: [Int] = []

  func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
    images.append(image.width * image.height)
    return []
  }
}

/// What a still image's read tries is set by its work budget (pixels handed to the decoders) and nothing else.
@Suite struct WorkBudgetTests {
  static let frame = GreyFrame(width: 640, height: 480, filledWith: 200)

  static func passesTried(within budget: WorkBudget) throws -> [Int] {
    var options = ScanOptions()
    options.workBudget = budget
    let decoder = CountingDecoder()
    _ = try BarcodeReader(options: options, decoder: decoder).read(frame)
    return decoder.images
  }

  @Test func aBudgetSpentByThePlainPassTriesNothingMore() throws {
    #expect(try Self.passesTried(within: WorkBudget(pixels: 0)) == [640 * 480])
    #expect(try Self.passesTried(within: WorkBudget(pixels: 640 * 480)) == [640 * 480])
  }

  @Test func theDefaultBudgetTriesEveryHardPassOnA640x480Image() throws {
    let standard = try Self.passesTried(within: .standard)
    #expect(standard == (try Self.passesTried(within: .unlimited)))
    // Plain, denoise, halve, sharpen, local contrast, rotate by +45 and -45 degrees, invert.
    #expect(standard.count == 8)
  }

  @Test func aPassStartsOnlyWhileTheWorkSoFarIsUnderTheBudget() throws {
    // Plain and denoise spend 2 x 307,200 pixels; halve starts with 614,400 spent, and then the budget is gone.
    let tried = try Self.passesTried(within: WorkBudget(pixels: 614_401))
    #expect(tried == [640 * 480, 640 * 480, 320 * 240])
  }

  @Test func budgetsAndMetersSaturateRatherThanTrap() {
    #expect(WorkBudget.unlimited.times(2) == .unlimited)
    #expect(WorkBudget(pixels: -5).pixels == 0)
    #expect(WorkBudget(pixels: 10).divided(by: 0).pixels == 10)
    var meter = WorkMeter()
    meter.add(width: Int.max, height: 2)
    meter.add(width: 1, height: 1)
    #expect(meter.pixels == .max)
    #expect(!meter.allows(.unlimited, since: 0))
  }
}
