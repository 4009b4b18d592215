import Foundation
import TestSupport
import Testing

/// The first key after the server hangs (paused: connections open, nothing answering) answers at once: the
/// screen it opens is drawn as last read and says it is reading, and it shows the fresh rows by itself once the
/// server answers.
@Suite(
  "the first key after the server hangs, in tmux",
  .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct FirstKeyAfterAHangEndToEndTests {
  @Test func aTabSwitchIsDrawnAtOnceMarkedReadingAndCatchesUpWhenTheServerAnswers() throws {
    try StationOnItsOwnServer.withServerPaused(database: "hung") { server, till in
      try tabSwitchAndSearchAnswerAtOnce(server: server, till: till)
    }
  }

  /// A list screen opened during the hang says it cannot read yet; the rows that land take the message away with
  /// them (it used to stay up to its 10 s lifetime under rows already read).
  @Test func aListScreenReadDuringTheHangClearsItsMessageWhenTheRowsLand() throws {
    try StationOnItsOwnServer.withServerPaused(
      database: "hung_categories", seed: ["--name", "Green tea", "--category", "Tea", "--quantity", "5"]
    ) { server, till in
      try till.press("5")
      try till.waitUntil("Categories drawn while its read is pending", timeout: .seconds(5)) { screen in
        screen.contains { $0.contains("› Categories") } && screen.contains { $0.contains("cannot read categories") }
      }
      server.resume()
      let landed = try till.waitUntil("the category read by itself", timeout: .seconds(20)) { screen in
        screen.contains { $0.contains("Tea") && $0.contains("■") }
      }
      #expect(!landed.contains { $0.contains("cannot read categories") })
      try till.press("q")
      try till.waitFor("[exit 0]")
    }
  }

  /// Low & out and Expiring opened during the hang say their rows are not read yet, never that nothing is out of
  /// stock or expiring (they said so before reading anything); the rows that land replace the message.
  @Test func lowAndOutAndExpiringReadDuringTheHangSayTheyAreNotReadYet() throws {
    try StationOnItsOwnServer.withServerPaused(
      database: "hung_low_stock", seed: ["--name", "Green tea", "--quantity", "0"]
    ) { server, till in
      try till.press("3")
      let low = try till.waitUntil("Low & out drawn while its read is pending", timeout: .seconds(5)) { screen in
        screen.contains { $0.contains("› Low & out") }
          && screen.contains { $0.contains("The low and out of stock items are not read yet.") }
      }
      #expect(!low.contains { $0.contains("Nothing is out of stock") })
      try till.press("E")
      let expiring = try till.waitUntil("Expiring drawn while its read is pending", timeout: .seconds(5)) { screen in
        screen.contains { $0.contains("The expiring lots are not read yet.") }
      }
      #expect(!expiring.contains { $0.contains("No lot has expired") })
      server.resume()
      try till.waitUntil("the expiring lots read by themselves", timeout: .seconds(20)) { screen in
        screen.contains { $0.contains("No lot has expired") }
      }
      try till.press("Escape")
      try till.waitUntil("the low and out of stock items read by themselves", timeout: .seconds(20)) { screen in
        screen.contains { $0.contains("Green tea") } && !screen.contains { $0.contains("not read yet") }
      }
      try till.press("q")
      try till.waitFor("[exit 0]")
    }
  }

  private func tabSwitchAndSearchAnswerAtOnce(server: PrivatePostgresServer, till: TmuxSession) throws {
    // History has never been read: drawn at once, saying its read is pending (a key that waited for the read
    // would have waited the whole deadline, then said only that the server has not answered).
    try till.press("4")
    let pending = try till.waitUntil("History drawn while its read is pending", timeout: .seconds(2)) { screen in
      screen.contains { $0.contains("› History") } && screen.contains { $0.contains("reading from the server…") }
    }
    #expect(!pending.contains { $0.contains("Green tea") })
    // A letter typed in the search meanwhile: its read is refused unsent, and the list stays as last read.
    try till.press("2")
    try till.waitFor("› Inventory", timeout: .seconds(2))
    try till.press("/")
    try till.press("g")
    try till.waitUntil("the search typed, the rows as last read", timeout: .seconds(2)) { screen in
      screen.contains { $0.contains("Search: g") } && screen.contains { $0.contains("Green tea") && $0.contains(" 5 ") }
    }
    try till.press("Enter")  // not Escape: an Escape followed by 4 reads as Alt-4
    try till.press("4")
    try till.waitFor("› History", timeout: .seconds(2))
    server.resume()
    try till.waitUntil("History's rows, read again by itself", timeout: .seconds(20)) { screen in
      screen.contains { $0.contains("Green tea") } && !screen.contains { $0.contains("reading from the server") }
    }
    try till.press("q")
    try till.waitFor("[exit 0]")
  }
}
