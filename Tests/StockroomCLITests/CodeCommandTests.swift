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
