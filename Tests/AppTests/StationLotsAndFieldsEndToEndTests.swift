import Foundation
import TestSupport
import Testing

/// A station (the terminal UI on a PostgreSQL server, through its offline journal) shows the server's lots and
/// custom fields: the Expiring view, the header's count and Settings › Fields used to find none there.
@Suite(
  "a station's lots and fields, in tmux",
  .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct StationLotsAndFieldsEndToEndTests {
  @Test func aStationShowsItsServersExpiringLotsAndCustomFields() throws {
    let station = try StationOnItsOwnServer(database: "lots_and_fields", seed: ["--name", "Aspirin"])
    defer { station.server.stop() }
    let inThreeDays = Date().addingTimeInterval(3 * 86_400).formatted(
      Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    for arguments in [
      ["adjust", "Aspirin", "+3", "--lot", "A1", "--expiry", inThreeDays], ["fields", "add", "Colour"],
    ] {
      let result = try ProcessRunner.stockroom(["--db", station.url] + arguments, environment: station.environment)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let till = try station.openTill()
    defer { till.kill() }
    try till.waitUntil("the header counting the lot due", timeout: .seconds(10)) { screen in
      screen.contains { $0.contains("server connected") && $0.contains("1 expiring") }
    }
    try till.press("3")
    try till.waitFor("› Low & out")
    try till.press("E")
    try till.waitUntil("the lot under Expiring", timeout: .seconds(10)) { screen in
      screen.contains { $0.contains("Aspirin") && $0.contains("A1") && $0.contains(inThreeDays) }
    }
    try till.press("Escape")
    // Waited for: an Escape followed at once by 7 reads as Alt-7.
    try till.waitUntil("back on Low & out") { screen in
      screen.first.map { $0.contains("› Low & out") && !$0.contains("Expiring") } == true
    }
    try till.press("7")
    try till.waitFor("› Settings")
    try till.press("F")
    try till.waitUntil("the server's field under Settings › Fields", timeout: .seconds(10)) { screen in
      screen.contains { $0.contains("Colour") }
    }
    try till.press("F10")
    try till.waitFor("[exit 0]")
  }
}
