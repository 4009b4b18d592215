import Foundation
import InventoryCore
import TestPrimitives
import Testing

/// The rules the CLI and the terminal UI both apply to the alert channels' settings, and the digest's message.
@Suite struct AlertSettingRulesTests {
  @Test(arguments: [
    ("stock@example.com", "stock@example.com"), ("  ann.lee+shop@mail.example.org ", "ann.lee+shop@mail.example.org"),
  ])
  func anAddressIsKeptTrimmed(text: String, kept: String) throws {
    #expect(try AlertSettingRules.emailAddress(text) == kept)
  }

  @Test(arguments: [
    "", "stock", "@example.com", "stock@", "stock@exa mple.com", "a,b@example.com", "stock@example..com",
    "Stock <stock@example.com>", "stock@example.com\r\nBcc: x@example.com", "stock@-example.com",
  ])
  func anAddressThatCouldNameAnotherRecipientOrHeaderIsRefused(text: String) {
    #expect(throws: AlertSettingError.self) { try AlertSettingRules.emailAddress(text) }
  }

  @Test(arguments: [("30m", 1_800), ("90s", 90), ("2h", 7_200), ("1d", 86_400), ("45", 2_700), (" 7D ", 604_800)])
  func anIntervalIsReadInItsUnit(text: String, seconds: Int) throws {
    #expect(try AlertSettingRules.digestInterval(text) == seconds)
  }

  @Test(arguments: ["0s", "8d", "", "m", "-5m", "1.5h", "99999999999999m", "ten"])
  func anIntervalOutsideOneSecondToSevenDaysIsRefused(text: String) {
    #expect(throws: AlertSettingError.self) { try AlertSettingRules.digestInterval(text) }
  }

  @Test func intervalsAreWordedInTheLargestUnitThatDividesThem() {
    #expect(
      [1_800, 90, 7_200, 86_400, 61].map(AlertSettingRules.intervalWording) == ["30m", "90s", "2h", "1d", "61s"])
    #expect(AlertSettingRules.digestSeconds(saved: "0") == AlertSettingRules.defaultDigestSeconds)
    #expect(AlertSettingRules.digestSeconds(saved: "120") == 120)
  }

  @Test func commandsSendmailAndTheDesktopSwitchAreChecked() throws {
    #expect(try AlertSettingRules.command("  notify.sh ") == "notify.sh")
    #expect(throws: AlertSettingError.self) { try AlertSettingRules.command("   ") }
    #expect(try AlertSettingRules.sendmailPath("/usr/lib/sendmail") == "/usr/lib/sendmail")
    #expect(throws: AlertSettingError.self) { try AlertSettingRules.sendmailPath("sendmail") }
    #expect(try AlertSettingRules.desktopSwitch("OFF") == false && AlertSettingRules.desktopSwitch("on"))
    #expect(throws: AlertSettingError.self) { try AlertSettingRules.desktopSwitch("maybe") }
    #expect(AlertSettingRules.desktopIsOn(saved: nil) && !AlertSettingRules.desktopIsOn(saved: "off"))
  }

  @Test func aDigestIsAnRFC5322MessageWhoseHeadersNoItemNameCanReach() {
    let raised = Date(timeIntervalSince1970: 1_795_845_600)  // 2026-11-28 06:00 UTC
    let alerts = [
      StockAlert(
        id: 3, itemID: 1, itemName: "Tea\r\nBcc: x@example.com", kind: .belowMinimum, quantity: 2, minimum: 5,
        raisedAt: raised, station: "till"),
      StockAlert(
        id: 4, itemID: 2, itemName: "Café", kind: .outOfStock, quantity: 0, minimum: 0, raisedAt: raised,
        station: "back room"),
    ]
    let mail = AlertDigestMail(to: "stock@example.com", alerts: alerts, date: raised, host: "shop\nBcc: evil")
    let text = mail.text
    let (head, body) = (text.components(separatedBy: "\n\n").first ?? "", text)
    #expect(
      head == """
        From: stockroom <stockroom@shopBccevil>
        To: stock@example.com
        Subject: stockroom: 2 alerts
        Date: Sat, 28 Nov 2026 06:00:00 +0000
        Message-ID: <stockroom-alerts-3-4-1795845600000@shopBccevil>
        MIME-Version: 1.0
        Content-Type: text/plain; charset=utf-8
        Content-Transfer-Encoding: 8bit
        """)
    #expect(body.contains("- 2026-11-28T06:00:00.000Z  TeaBcc: x@example.com is below its minimum"))
    #expect(body.contains("Café is out of stock  (alert 4, back room)"))
    #expect(!head.contains("Bcc: x@"), "a name cannot add a header")
  }

  /// Whatever is typed as the address or the interval: never a trap; an address accepted can neither end a mail
  /// header nor name a second recipient, and an interval accepted reads back from its own wording.
  @Test func anyTypedAddressOrIntervalIsRefusedInWordsOrSafe() {
    let pieces = [
      "ann", "@", "shop", ".", "example", "org", "-", ",", "<", ">", " ", "\r", "\n", "\u{7F}", "\"", "é", "x", "30",
      "m", "h", "d", "s", "0", "99999999999", "bcc:",
    ]
    var generator = SeededGenerator(seed: FuzzBudget.seed(2026_1133))
    var accepted = 0
    for _ in 0..<FuzzBudget.scaled(20_000) {
      let text = (0..<generator.int(0...8)).map { _ in generator.pick(pieces) }.joined()
      if let address = try? AlertSettingRules.emailAddress(text) {
        accepted += 1
        #expect(address.contains("@"), "\(text.debugDescription)")
        #expect(
          !address.unicodeScalars.contains {
            $0.value < 0x21 || $0.value == 0x7F || ",<>\"".unicodeScalars.contains($0)
          },
          "\(text.debugDescription)")
      }
      if let seconds = try? AlertSettingRules.digestInterval(text) {
        #expect(AlertSettingRules.digestSeconds.contains(seconds))
        #expect((try? AlertSettingRules.digestInterval(AlertSettingRules.intervalWording(seconds))) == seconds)
      }
    }
    #expect(accepted > 0, "some of the texts are addresses")
  }
}
