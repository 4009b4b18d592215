import Foundation
import TestSupport
import Testing

/// A server that closes the terminal UI's connections in the middle of its work (a proxy drops whichever
/// connection reaches the statement): a scan whose COMMIT landed but whose answer was lost counts once, a scan
/// whose statement never arrived is not lost, a read cut mid-query says so or reads again (never an empty list
/// that looks complete), and the keys answer throughout.
@Suite(
  "a station whose connections are cut mid-query, in tmux", .serialized,
  .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct CutConnectionEndToEndTests {
  @Test func connectionsCutMidQueryLoseNoScanCountNoneTwiceAndTheScreensRecover() throws {
    let station = try StationOnItsOwnServer(
      database: "cut", settings: ["synchronous_commit": "on"],
      seed: ["--name", "Green tea", "--barcode", "4006381333931", "--quantity", "5"])
    let server = station.server
    defer { server.stop() }
    let proxy = try CuttingProxy(upstreamFolder: server.socketFolder, port: server.port)
    let till = try station.openTill(through: proxy)
    defer { till.kill() }
    try till.waitFor("server connected")
    try till.waitFor("Green tea")
    try till.press("1")
    try till.waitFor("no camera found")

    // The scan commits; the connection drops before its answer arrives.
    proxy.cutWhicheverConnection(at: .afterCommit(following: "INSERT INTO stock_movement"))
    try till.scan("4006381333931")
    try till.waitFor("Green tea (5 in stock): +1?")
    try till.press("Enter")
    try till.waitFor("Green tea 5 -> 6", timeout: .seconds(20))
    #expect(proxy.didCutLive)

    // The connection drops before the scan's statement reaches the server: nothing of it was written.
    proxy.cutWhicheverConnection(at: .beforeStatement("INSERT INTO stock_movement"))
    try till.scan("4006381333931")
    try till.waitFor("Green tea (6 in stock): +1?")
    try till.press("Enter")
    try till.waitUntil("the scan whose statement never arrived, counted", timeout: .seconds(20)) { screen in
      screen.contains { $0.contains("Green tea 6 -> 7") } && !screen.contains { $0.contains("waiting") }
    }
    #expect(proxy.didCutLive)

    // A read cut mid-query (History searching its movements): its rows, read again, or says it could not read.
    try till.press("4")
    try till.waitFor("› History")
    proxy.cutWhicheverConnection(at: .beforeStatement("FROM stock_movement"))
    try till.press("/")
    try till.type("tea", interval: .milliseconds(40))
    let history = try till.waitUntil("History's movements or its read error", timeout: .seconds(20)) { screen in
      screen.filter { $0.contains("Green tea") }.count >= 2 || screen.contains { $0.contains("cannot read history") }
    }
    if history.contains(where: { $0.contains("cannot read history") }) {
      // Keys answer, and reading again works on a new connection.
      try till.press("BSpace")
      try till.waitUntil("History's movements, read again", timeout: .seconds(20)) { screen in
        screen.filter { $0.contains("Green tea") }.count >= 2 && !screen.contains { $0.contains("cannot read") }
      }
    }
    #expect(proxy.didCutLive)
    try till.press("Enter")  // from the search to the list
    try till.press("2")
    try till.waitFor("› Inventory")
    try till.waitFor("server connected", timeout: .seconds(10))
    try till.press("q")
    try till.waitFor("[exit 0]")

    let stored = try server.psql(
      """
      SELECT (SELECT quantity FROM item) || ' ' || (SELECT count(*) FROM stock_movement WHERE delta = 1)
        || ' ' || (SELECT count(*) FROM scan)
      """, database: "cut")
    #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == "7 2 2")
  }
}
