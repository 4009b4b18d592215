import Foundation
import TestSupport
import Testing

/// `stockroom code`: codes made, checked by reading them back, written or drawn; bad content refused in words.
@Suite struct CodeCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test(arguments: [
    (["ean13", "590123412345"], "EAN-13:5901234123457"),
    (["upca", "03600029145"], "UPC-A:036000291452"),
    (["upca", "036000291452"], "UPC-A:036000291452"),
    (["ean8", "96385074"], "EAN-8:96385074"),
    (["ean8", "9638507"], "EAN-8:96385074"),
    (["upce", "04252614"], "UPC-E:04252614"),
    (["code128", "SHELF-42"], "CODE-128:SHELF-42"),
    (["datamatrix", "BIN 7"], "DATAMATRIX:BIN 7"),
    (["url", "https://example.com/item/42"], "QR-CODE:https://example.com/item/42"),
    (["tel", "+44 1234 567890"], "QR-CODE:tel:+441234567890"),
  ])
  func aWrittenPNGDecodesBackToWhatWasAsked(arguments: [String], decoded: String) throws {
    let file = folder.path("code.png")
    let made = try stockroom(["code"] + arguments + ["-o", file])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.hasPrefix("wrote \(file): "))
    let read = try stockroom("decode", "--symbologies", "all", file)
    #expect(read.stdout == decoded + "\n")
  }

  @Test func aWiFiCodeEscapesItsSpecialCharacters() throws {
    let file = folder.path("wifi.png")
    #expect(try stockroom("code", "wifi", "--ssid", "Shop; net", "--password", "pa\"ss;word", "-o", file).status == 0)
    let read = try stockroom("decode", "--raw", file)
    #expect(read.stdout == "WIFI:T:WPA;S:Shop\\; net;P:pa\\\"ss\\;word;;\n")
  }

  @Test func svgAndPDFAreWrittenAndAnExistingFileIsKept() throws {
    let svg = folder.path("code.svg")
    let pdf = folder.path("code.pdf")
    #expect(try stockroom("code", "qr", "hello", "-o", svg).status == 0)
    #expect(try stockroom("code", "qr", "hello", "-o", pdf).status == 0)
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)).prefix(4) == Data("%PDF".utf8))
    let again = try stockroom("code", "qr", "other", "-o", pdf)
    #expect(again.status != 0)
    #expect(try stockroom("code", "qr", "other", "-o", pdf, "--force").status == 0)
  }

  @Test func badContentIsRefusedInWordsAndWritesNothing() throws {
    let file = folder.path("bad.png")
    let short = try stockroom("code", "ean13", "59012341234", "-o", file)
    #expect(short.status == 65)
    #expect(short.stderr.contains("EAN-13 takes 12 digits"))
    let check = try stockroom("code", "ean13", "5901234123458", "-o", file)
    #expect(check.status == 65)
    #expect(check.stderr.contains("check digit should be 7"))
    let wifi = try stockroom("code", "wifi", "--password", "secret123")
    #expect(wifi.status == 65)
    #expect(wifi.stderr.contains("needs a name (SSID)"))
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func theTerminalDrawingIsBlackOnWhiteWithTheTextUnder() throws {
    let drawn = try stockroom("code", "qr", "hello")
    let lines = drawn.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("\u{1B}[30;107m") == true)
    #expect(lines.last == "hello")
    #expect(lines.count == 16)
  }
}

/// History's "Created" list: every code made, searchable, deletable, made again.
@Suite struct CreatedCodesHistoryTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func everyMadeCodeIsListedAndCanBeMadeAgainThenForgotten() throws {
    let file = folder.path("wifi.png")
    try stockroom("code", "wifi", "--ssid", "Shop", "--password", "secret123", "-o", file)
    try stockroom("code", "ean13", "590123412345")
    let list = try stockroom("history", "--created", "--json")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["kind"] as? String } == ["ean13", "qr:wifi"])
    #expect(rows.last?["file"] as? String == URL(fileURLWithPath: file).standardizedFileURL.path)
    #expect(rows.last?["content"] as? String == "WIFI:T:WPA;S:Shop;P:secret123;;")
    #expect(rows.first?["file"] == nil, "drawn in the terminal: no file")
    let searched = try stockroom("history", "--created", "--search", "Shop")
    #expect(searched.stdout.split(separator: "\n").count == 1)
    // Made again from History, to a new file, it reads back the same.
    let wifiID = try #require(rows.last?["id"] as? Int)
    let again = folder.path("again.png")
    #expect(try stockroom("code", "again", String(wifiID), "-o", again).status == 0)
    #expect(try stockroom("decode", "--raw", again).stdout == "WIFI:T:WPA;S:Shop;P:secret123;;\n")
    #expect(try stockroom("history", "--delete-created", String(wifiID)).status == 0)
    let after = try stockroom("history", "--created", "--json")
    let ids = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [[String: Any]])
      .compactMap { $0["id"] as? Int }
    #expect(ids.count == 2 && !ids.contains(wifiID), "the remade code is listed; the forgotten one is not")
    #expect(try stockroom("code", "again", String(wifiID)).status == 3)
  }
}
