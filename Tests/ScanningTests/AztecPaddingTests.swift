import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// zxing-cpp 1.4 reads an Aztec symbol's padding after an apparent binary shift as 31 more bytes (issue 22, item 6).
@Suite struct AztecPaddingTests {
  /// Text that ends in a 12-bit codeword with 10 or 11 padding bits: zint's 23-layer symbol (`--vers=27`) of
  /// these read as the text plus 31 bytes with zxing-cpp 1.4 alone (measured: 36 bytes for "SHELF").
  static let paddedSymbols: [CodeSpec] = ["AAAAA", "SHELF", "abcd"].map {
    CodeSpec(.aztec, zint: "AZTEC", input: $0, expected: $0, zintOptions: ["--vers=27"], variant: "padded")
  }

  @Test(arguments: paddedSymbols)
  func zxingReadsTheTextWithoutThePadding(spec: CodeSpec) throws {
    let frame = try Zint.frame(spec, scale: 2, canvas: (480, 480))
    let symbols = try ZXingDecoder().decode(frame, options: DecoderOptions(symbologies: [.aztec]))
    #expect(symbols.map { String(decoding: $0.bytes, as: UTF8.self) } == [spec.expected])
  }

  @Test func theDefaultReaderReportsTheTextAlone() throws {
    let spec = try #require(Self.paddedSymbols.first)
    var options = ScanOptions()
    options.symbologies = [.aztec]
    let results = try BarcodeReader(options: options).read(try Zint.frame(spec, scale: 2, canvas: (480, 480)))
    #expect(results.map(\.text) == [spec.expected])
  }

  /// "AAAAA" in the upper table (five 5-bit codes, 'A' is 2) followed by `padding` 1 bits.
  static func upperA(padding: Int) -> (bytes: [UInt8], count: Int) {
    bits(String(repeating: "00010", count: 5) + String(repeating: "1", count: padding))
  }

  static func bits(_ text: String) -> (bytes: [UInt8], count: Int) {
    var bytes = [UInt8](repeating: 0, count: (text.count + 7) / 8)
    for (index, bit) in text.enumerated() where bit == "1" { bytes[index / 8] |= 0x80 >> UInt8(index % 8) }
    return (bytes, text.count)
  }

  @Test func tenOrMorePaddingBitsInTheUpperTableAreABinaryShiftOf31Bytes() {
    let padded = Self.upperA(padding: 11)
    #expect(AztecPadding.ending(of: padded.bytes, count: padded.count) == .paddingReadAsBytes(31))
    let ten = Self.upperA(padding: 10)
    #expect(AztecPadding.ending(of: ten.bytes, count: ten.count) == .paddingReadAsBytes(31))
  }

  @Test func fewerPaddingBitsThanAShiftAndItsLengthEndCleanly() {
    for padding in [0, 4, 5, 9] {
      let padded = Self.upperA(padding: padding)
      #expect(AztecPadding.ending(of: padded.bytes, count: padded.count) == .clean, "padding \(padding)")
    }
  }

  @Test func aBinarySegmentInsideTheDataIsSkippedWhole() {
    // B/S, length 1, the byte 0xE9, then 'A' back in the upper table and 4 padding bits.
    let data = Self.bits("11111" + "00001" + "11101001" + "00010" + "1111")
    #expect(AztecPadding.ending(of: data.bytes, count: data.count) == .clean)
  }

  @Test func aShiftThatClaimsMoreBytesThanTheBitsHoldOverDataIsAnOverrun() {
    // B/S, length 3, but one byte of data (not all 1 bits) left.
    let data = Self.bits("00010" + "11111" + "00011" + "01000001")
    #expect(AztecPadding.ending(of: data.bytes, count: data.count) == .overrun)
  }

  @Test func digitsAndPunctuationKeepTheirOwnCodeWidths() {
    // D/L, '1' '2' (4-bit codes), U/L, then 'A' and 11 padding bits: the padding is read in the upper table.
    let data = Self.bits("11110" + "0011" + "0100" + "1110" + "00010" + String(repeating: "1", count: 11))
    #expect(AztecPadding.ending(of: data.bytes, count: data.count) == .paddingReadAsBytes(31))
    // The same in the digit table: U/S then B/S need 9 bits, and 11 leave too few for the length.
    let digits = Self.bits("11110" + "0011" + "0100" + String(repeating: "1", count: 11))
    #expect(AztecPadding.ending(of: digits.bytes, count: digits.count) == .clean)
  }

  @Test func bytesReadFromThePaddingAreCutOffUnlessTheyAreText() {
    let padded = Self.upperA(padding: 11)
    let read = Array("AAAAA".utf8) + [UInt8](repeating: 0x44, count: 31)
    #expect(
      ZXingDecoder.withoutPadding(read, bits: padded.bytes, count: padded.count, isText: false) == Array("AAAAA".utf8))
    #expect(ZXingDecoder.withoutPadding(read, bits: padded.bytes, count: padded.count, isText: true) == nil)
    let clean = Self.upperA(padding: 4)
    #expect(
      ZXingDecoder.withoutPadding(Array("AAAAA".utf8), bits: clean.bytes, count: clean.count, isText: false)
        == Array("AAAAA".utf8))
  }
}
