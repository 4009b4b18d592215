import Foundation
import Testing

@testable import InventoryCore

/// Files that are no catalogue are refused with what they lack; the streaming reader gives the same answer
/// however the bytes are cut into chunks, and a line too long cannot take memory or the rest of the file.
@Suite struct CatalogueFileTests {
  @Test(arguments: [1, 2, 3, 7, 64, 4093])
  func chunkBoundariesDoNotChangeWhatIsRead(chunkSize: Int) throws {
    for fixture in [try CatalogueFixture.openFoodFacts(), try CatalogueFixture.supplierList()] {
      let whole = try CatalogueFixture.read(fixture)
      let chunked = try CatalogueFixture.read(fixture, chunkSize: chunkSize)
      #expect(chunked.products == whole.products)
      #expect(chunked.counts == whole.counts)
    }
  }

  @Test func lineEndsAreLFCRLFOrCRAndBlankLinesAreNotRows() throws {
    for end in ["\n", "\r\n", "\r"] {
      let text = ["code,name", "4006381333931,Tape", "", "5901234123457,Pens", ""].joined(separator: end)
      for chunkSize in [1, 2, 100] {
        let read = try CatalogueFixture.read(text, chunkSize: chunkSize)
        #expect(read.products.map(\.name) == ["Tape", "Pens"], "\(end.debugDescription) \(chunkSize)")
        #expect(read.counts.read == 2)
      }
    }
  }

  @Test func aLastLineWithoutLineBreakIsRead() throws {
    #expect(try CatalogueFixture.read("code,name\n4006381333931,Tape").products.map(\.name) == ["Tape"])
  }

  @Test func aByteOrderMarkIsDroppedAndTheHeaderChoosesTheFormat() throws {
    let off = try CatalogueFixture.read("\u{FEFF}code\tproduct_name\n4006381333931\tTape\n")
    #expect(off.format == .openFoodFacts && off.products.map(\.name) == ["Tape"])
    // Tab-separated without product_name: a simple catalogue with tabs.
    let simple = try CatalogueFixture.read("code\tname\n4006381333931\tTape\n")
    #expect(simple.format == .simpleCSV && simple.products.map(\.name) == ["Tape"])
  }

  @Test func filesThatAreNoCatalogueSayWhatTheyLack() throws {
    #expect(throws: CatalogueFileError.empty) { try CatalogueFixture.read("") }
    #expect(throws: CatalogueFileError.gzipCompressed) { try CatalogueFixture.read([0x1F, 0x8B, 0x08, 0x00, 0x0A]) }
    #expect(throws: CatalogueFileError.utf16) { try CatalogueFixture.read([0xFF, 0xFE, 0x63, 0x00, 0x0A, 0x00]) }
    let items = "id,barcode,quantity\n1,4006381333931,3\n"
    #expect(
      throws: CatalogueFileError.missingColumns(.simpleCSV, missing: ["name"], found: ["id", "barcode", "quantity"])
    ) { try CatalogueFixture.read(items) }
    #expect(
      throws: CatalogueFileError.missingColumns(
        .openFoodFacts, missing: ["code", "product_name"], found: ["code,name"])
    ) { try CatalogueFixture.read(Array("code,name\n".utf8), format: .openFoodFacts) }
    let message = CatalogueFileError.missingColumns(.simpleCSV, missing: ["code", "name"], found: ["a", "b"])
      .description
    #expect(message.contains("no \"code\" and \"name\" column") && message.contains("The header starts: \"a\", \"b\""))
  }

  @Test func aHeaderWithoutLineBreakWithinTheLimitIsAnError() throws {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: CatalogueLimits.recordBytes + 1)
    #expect(throws: CatalogueFileError.headerTooLong(limit: CatalogueLimits.recordBytes)) {
      try CatalogueFixture.read(long, chunkSize: 4096)
    }
  }

  @Test func aRecordLongerThanTheLimitIsSkippedAndTheNextOneRead() throws {
    // An unclosed quote: without the limit the rest of the file would be one field.
    var splitter = CatalogueRecordSplitter(quoting: true, delimiter: UInt8(ascii: ","), maximumBytes: 16)
    let text = "a,\"never closed and rather long\nb,c\nd,e\n"
    var records: [(Int, String, Bool)] = []
    let bytes = Array(text.utf8)
    for byte in bytes {
      [byte].withUnsafeBufferPointer { chunk in
        splitter.feed(chunk) { records.append(($0.line, String(decoding: $0.bytes, as: UTF8.self), $0.tooLong)) }
      }
    }
    splitter.finish { records.append(($0.line, String(decoding: $0.bytes, as: UTF8.self), $0.tooLong)) }
    #expect(records.map(\.0) == [1, 2, 3])
    #expect(records.map(\.1) == ["", "b,c", "d,e"])
    #expect(records.map(\.2) == [true, false, false])
  }

  @Test func quotedLineBreaksKeepTheRecordAndCountLines() throws {
    var splitter = CatalogueRecordSplitter(quoting: true, delimiter: UInt8(ascii: ","))
    var records: [(Int, String)] = []
    let text = "a,\"x\r\ny\"\r\nb,\"\"\"q\"\"\"\nc,5\" nails\n"
    Array(text.utf8).withUnsafeBufferPointer { chunk in
      splitter.feed(chunk) { records.append(($0.line, String(decoding: $0.bytes, as: UTF8.self))) }
    }
    #expect(records.map(\.0) == [1, 3, 4])
    #expect(records.map(\.1) == ["a,\"x\r\ny\"", "b,\"\"\"q\"\"\"", "c,5\" nails"])
  }

  @Test func theSixteenBytesAtATimeScanFindsTheSameLineBreakAsAByteAtATime() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...80, using: &generator)
      let bytes = (0..<count).map { _ -> UInt8 in
        switch Int.random(in: 0..<40, using: &generator) {
        case 0: 0x0A
        case 1: 0x0D
        default: UInt8.random(in: 0x20...0xFF, using: &generator)
        }
      }
      let start = Int.random(in: 0...count, using: &generator)
      let expected = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? count
      bytes.withUnsafeBufferPointer {
        #expect(CatalogueRecordSplitter.nextLineBreak(in: $0, from: start) == expected, "\(bytes) from \(start)")
      }
    }
  }
}
