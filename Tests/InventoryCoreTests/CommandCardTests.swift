import Testing

@testable import InventoryCore

/// Command cards: the code each card carries, reading a scanned text back (exactly, with a scanner's
/// terminator or AIM identifier), and the reserved prefix no product code can have.
@Suite struct CommandCardTests {
  @Test(arguments: CommandCard.all)
  func everyCardReadsBackFromItsOwnCode(card: CommandCard) {
    #expect(card.code.hasPrefix(CommandCard.prefix))
    #expect(CommandCard(scanned: card.code) == card)
    #expect(CommandCard.isReserved(card.code))
  }

  @Test func cardCodesAreDistinctPrintableASCIIThatCode128SetBEncodes() {
    let codes = CommandCard.all.map(\.code)
    #expect(Set(codes).count == codes.count)
    #expect(codes.allSatisfy { $0.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) } })
  }

  @Test func theQuantitiesAreOneToTwentyThenTwentyFiveFiftyAndAHundred() {
    #expect(CommandCard.quantities == Array(1...20) + [25, 50, 100])
    #expect(CommandCard(scanned: "%SR:QTY:20") == .quantity(20))
    #expect(CommandCard(scanned: "%SR:QTY:100") == .quantity(100))
  }

  @Test(arguments: [
    ("%SR:REMOVE\r\n", CommandCard.remove), ("%SR:ADD\n", .add), ("%SR:DONE\r", .done), ("]C0%SR:QTY:5", .quantity(5)),
    ("]C0%SR:UNDO\r\n", .undo), ("%SR:LOOKUP", .lookUp), ("%SR:COUNT", .count),
  ])
  func aScannersTerminatorAndCode128IdentifierAreTolerated(text: String, card: CommandCard) {
    #expect(CommandCard(scanned: text) == card)
  }

  @Test(arguments: [
    "%sr:remove", "%SR:remove", "%SR:REMOVE ", " %SR:REMOVE", "%SR:QTY:05", "%SR:QTY:0", "%SR:QTY:21", "%SR:QTY:-1",
    "%SR:QTY:1000", "%SR:QTY:", "%SR:", "%SR:LOOK UP", "%SR:REMOVE\t", "]C1%SR:ADD", "%SR:ADD\n\n X",
  ])
  func anythingButACardsExactCodeIsNoCard(text: String) {
    #expect(CommandCard(scanned: text) == nil)
  }

  @Test(arguments: ["%sr:remove", "%Sr:ADD", "%SR:STOCKTAKE", "%SR:QTY:21", "]C0%SR:NEW", "%SR:"])
  func aMisCasedOrUnknownCardIsStillReservedSoNeverAProductScan(text: String) {
    #expect(CommandCard(scanned: text) == nil)
    #expect(CommandCard.isReserved(text))
  }

  /// What the prefix is chosen against: no retail, ISBN, in-store or GS1 code reads as reserved, and every
  /// card's code read as a product code is a verbatim "other" code, never a GTIN or GS1 string.
  @Test func noProductCodeIsReserved() throws {
    let products = [
      "4006381333931", "036000291452", "01234565", "0306406152", "9780306406157", InStoreCode.ean13(sequence: 7).text,
      "(01)09506000134352(17)261231", "]C1010950600013435217261231", "SHELF-7", "https://id.gs1.org/01/09506000134352",
      "SR:ADD", "%ADD",
    ]
    for text in products { #expect(!CommandCard.isReserved(text), "\(text)") }
    for card in CommandCard.all {
      let read = try ScannedCode.interpret(card.code, symbology: .code128, gs1: .detect(separator: nil))
      #expect(read.gs1 == nil)
      #expect(read.code.symbology == .code128 && read.code.key == card.code)
    }
  }

  @Test func aRefusalSaysWhyAReservedCodeIsNoCard() {
    #expect(CommandCard.refusal(of: "%sr:qty:5") == "a command card in the wrong letter case (Caps Lock on?)")
    #expect(CommandCard.refusal(of: "%SR:STOCKTAKE") == "a command card this stockroom does not know")
    #expect(CommandCard.refusal(of: "%SR:REMOVE\r\n") == nil)
    #expect(CommandCard.refusal(of: "4006381333931") == nil)
  }

  @Test func captionsAndEffectsSayWhatTheCardDoes() {
    #expect(CommandCard.lookUp.caption == "LOOK UP")
    #expect(CommandCard.quantity(25).caption == "QUANTITY 25")
    #expect(CommandCard.remove.effect.contains("remove stock"))
    #expect(CommandCard.quantity(5).effect.contains("count 5"))
    #expect(CommandCard.count.effect.contains("next release"))
  }

  @Test(arguments: ["%SR:ADD", "%sr:anything", " ]C0%SR:QTY:5 ", "%SR:"])
  func noItemCanHaveACommandCardsCodeAsItsBarcode(text: String) {
    #expect(throws: ProductCodeError.commandCardCode) { try ProductCode(itemBarcode: text) }
    #expect(throws: ItemDraft.Invalid.self) { try ItemDraft(name: "Card", barcode: text).validated() }
  }

  @Test func otherCodesWithAPercentSignStayItemBarcodes() throws {
    #expect(try ProductCode(itemBarcode: "%SRX").text == "%SRX")
    #expect(try ProductCode(itemBarcode: "AB%SR:1").text == "AB%SR:1")
  }
}
