import Foundation
import Testing

@testable import InventoryCore

@Suite struct CSVWriterTests {
  @Test(arguments: [
    ("plain", "plain"), ("", ""), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("a\nb", "\"a\nb\""),
    ("a\rb", "\"a\rb\""), (" spaced ", " spaced "), ("tab\there", "tab\there"), ("é🍰", "é🍰"),
  ])
  func quotesOnlyWhatRFC4180Requires(_ value: String, _ written: String) throws {
    var bytes: [UInt8] = []
    var writer = CSVRecordWriter { bytes += $0 }
    writer.append(value)
    writer.append(Int64(-12))
    try writer.endRecord()
    try writer.flush()
    #expect(String(decoding: bytes, as: UTF8.self) == written + ",-12\r\n")
  }

  @Test(arguments: [(Int64(0), "0.00"), (5, "0.05"), (1234, "12.34"), (100_000, "1000.00"), (-250, "-2.50")])
  func writesMoneyWithTwoDecimals(_ minorUnits: Int64, _ written: String) throws {
    var bytes: [UInt8] = []
    var writer = CSVRecordWriter { bytes += $0 }
    writer.append(Money(minorUnits: minorUnits))
    try writer.flush()
    #expect(String(decoding: bytes, as: UTF8.self) == written)
    #expect(written == Money(minorUnits: minorUnits).description)
  }

  @Test func handsTheSinkChunksOfTheRequestedSize() throws {
    var chunks: [[UInt8]] = []
    var writer = ItemCSVWriter(chunkSize: 1024) { chunks.append($0) }
    let items = (1...200).map { Item(id: Int64($0), name: "Item \($0)", createdAt: CSVFixture.time(Int64($0))) }
    for item in items { try writer.write(item, categoryName: nil) }
    #expect(chunks.count > 10)
    #expect(chunks.allSatisfy { $0.count >= 1024 && $0.count < 1024 + 200 })
    try writer.finish()
    #expect(Data(chunks.joined()) == ItemCSVWriter.data(for: items.map { ($0, nil) }))
  }

  @Test func aFailingSinkStopsTheWrite() {
    struct DiskFull: Error {}
    var writer = ItemCSVWriter(chunkSize: 1) { _ in throw DiskFull() }
    #expect(throws: DiskFull.self) { try writer.write(Item(name: "Nut"), categoryName: nil) }
  }

  @Test func theReorderListSaysHowManyToOrder() {
    let items: [(item: Item, categoryName: String?)] = [
      (Item(id: 1, name: "Nut", barcode: "036000291452", quantity: 2, minimumQuantity: 5, targetQuantity: 12), "Parts"),
      (Item(id: 2, name: "=Bolt", quantity: 0, minimumQuantity: 3), nil),
    ]
    #expect(
      String(decoding: ReorderListCSVWriter.data(for: items), as: UTF8.self)
        == "id,barcode,name,category,quantity,minimum,target,to_order\r\n"
        + "1,036000291452,Nut,Parts,2,5,12,10\r\n" + "2,,'=Bolt,,0,3,,3\r\n")
  }
}
