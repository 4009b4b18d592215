import Foundation
import TestSupport
import Testing

/// Two stations on one PostgreSQL server, each a real stockroom TUI in its own tmux: a scan at one shows on the
/// other's open Inventory screen at once (LISTEN/NOTIFY), and History says which station scanned.
@Suite(
  "two stations on one PostgreSQL server, in tmux", .serialized,
  .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct TwoStationsEndToEndTests {
  @Test func eachStationSeesTheOthersScansLive() throws {
    let database = try SharedPostgresServer.newDatabase(prefix: "tui")
    let home = try TemporaryDirectory("stockroom-home")
    let environment = ["HOME": home.url.path]
    let seeded = try ProcessRunner.stockroom(
      ["--db", database.url, "items", "add", "--name", "Green tea", "--barcode", "4006381333931", "--quantity", "5"],
      environment: environment)
    #expect(seeded.status == 0, "\(seeded.stderr)")
    let binary = ProcessRunner.stockroomPath
    let till = try TmuxSession(
      [binary, "--db", database.url], columns: 110, rows: 24,
      environment: environment.merging(["STOCKROOM_STATION": "till"]) { $1 })
    defer { till.kill() }
    let backRoom = try TmuxSession(
      [binary, "--db", database.url], columns: 110, rows: 24,
      environment: environment.merging(["STOCKROOM_STATION": "back-room"]) { $1 })
    defer { backRoom.kill() }
    try till.waitFor("Green tea")
    try backRoom.waitFor("Green tea")

    // The default policy asks before changing stock: Enter applies.
    try till.scan("4006381333931")
    try till.waitFor("Green tea (5 in stock): +1?")
    try till.press("Enter")
    try till.waitUntil("the till's own scan on its list") {
      $0.contains { $0.contains("Green tea") && $0.contains(" 6 ") }
    }
    try backRoom.waitUntil("the till's scan on the back room's list", timeout: .seconds(5)) { screen in
      screen.contains { $0.contains("Green tea") && $0.contains(" 6 ") }
    }
    try backRoom.scan("4006381333931")
    try backRoom.waitFor("Green tea (6 in stock): +1?")
    try backRoom.press("Enter")
    try backRoom.waitUntil("the back room's own scan on its list") {
      $0.contains { $0.contains("Green tea") && $0.contains(" 7 ") }
    }
    try till.waitUntil("the back room's scan on the till's list", timeout: .seconds(5)) { screen in
      screen.contains { $0.contains("Green tea") && $0.contains(" 7 ") }
    }

    // History (wide enough for its Station column) names both stations.
    try till.press("4")
    // Both rows in one capture (a capture taken while the screen is drawn may hold only part of it).
    try till.waitUntil("both stations in History") { screen in
      screen.contains { $0.contains("back-room") }
        && screen.contains { $0.contains(" +1 ") && $0.trimmingCharacters(in: .whitespaces).hasSuffix(" till") }
    }
    try till.press("q")
    try till.waitFor("[exit 0]")
    try backRoom.press("q")
    try backRoom.waitFor("[exit 0]")
    #expect(try database.psql("SELECT quantity FROM item") == "7")
  }
}

/// A station whose server goes away keeps scanning in the TUI, says how many scans wait, and sends them when the
/// server is back.
@Suite(
  "a station without its server, in tmux", .serialized,
  .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct ServerAwayEndToEndTests {
  @Test func scansWhileTheServerIsAwayAreKeptShownAndSentWhenItIsBack() throws {
    // A server of its own (it is restarted), committing durably.
    let station = try StationOnItsOwnServer(
      database: "away", settings: ["synchronous_commit": "on"],
      seed: ["--name", "Green tea", "--barcode", "4006381333931", "--quantity", "5"])
    let server = station.server
    defer { server.stop() }
    let till = try station.openTill()
    defer { till.kill() }
    try till.waitFor("Green tea")

    let restarted = DispatchSemaphore(value: 0)
    let away = Thread {
      try? server.restart(immediate: true, pause: 6)
      restarted.signal()
    }
    away.start()
    #expect(server.waitUntilDown(seconds: 20), "the server did not stop")
    try till.scan("4006381333931")
    try till.waitFor("kept offline, 1 scan waiting for the server")
    try till.scan("4006381333931")
    try till.waitFor("2 scans waiting")
    restarted.wait()
    try till.waitUntil("the kept scans sent and shown", timeout: .seconds(20)) { screen in
      screen.contains { $0.contains("Green tea") && $0.contains(" 7 ") } && !screen.contains { $0.contains("offline") }
    }
    try till.press("q")
    try till.waitFor("[exit 0]")
    #expect(
      try server.psql("SELECT quantity FROM item", database: "away").trimmingCharacters(in: .whitespacesAndNewlines)
        == "7")
  }

  /// A receive's scans while the server is away are kept like plain scans (they used to be refused and lost) and
  /// reach the receive once each when the server is back.
  @Test func receiveScansWhileTheServerIsAwayAreKeptAndReachTheReceiveOnce() throws {
    let station = try StationOnItsOwnServer(
      database: "receiving", settings: ["synchronous_commit": "on"],
      seed: ["--name", "Green tea", "--barcode", "4006381333931", "--quantity", "5"])
    let server = station.server
    defer { server.stop() }
    let till = try station.openTill()
    defer { till.kill() }
    try till.waitFor("Green tea")
    try till.press("6")
    try till.waitFor("Open sessions")
    try till.press("r")
    try till.waitUntil("the header's RECEIVE #1") { $0.first?.contains("RECEIVE #1") ?? false }
    try till.scan("4006381333931")
    try till.waitFor("received +1 Green tea")

    let restarted = DispatchSemaphore(value: 0)
    Thread {
      try? server.restart(immediate: true, pause: 6)
      restarted.signal()
    }.start()
    #expect(server.waitUntilDown(seconds: 20), "the server did not stop")
    try till.scan("4006381333931")
    try till.waitFor("kept offline (+1), 1 scan waiting for the server")
    try till.scan("4006381333931")
    try till.waitFor("2 scans waiting")
    restarted.wait()
    try till.waitFor("server connected", timeout: .seconds(20))
    let received = try server.psql(
      "SELECT sum(delta) || ' ' || count(*) FROM stock_session_entry", database: "receiving")
    #expect(received.trimmingCharacters(in: .whitespacesAndNewlines) == "3 3")
    try till.press("q")
    try till.waitFor("[exit 0]")
  }

  /// An item being edited when the server goes away says its category could not be read, rather than "(none)"
  /// for an item that has one; back on the list, the rows stay as last read and say so, and the header says
  /// since when the server is away.
  @Test func anEditorWithoutItsServerSaysItsCategoryCouldNotBeRead() throws {
    let station = try StationOnItsOwnServer(
      database: "editor", seed: ["--name", "Aspirin", "--category", "Pharmacy", "--quantity", "3"])
    let server = station.server
    defer { server.stop() }
    let till = try station.openTill()
    defer { till.kill() }
    try till.waitFor("Aspirin")
    try till.press("Enter")
    try till.waitFor("Pharmacy ▾")
    server.stop()
    // The next frame reads the category again (the field shows it as it is now).
    try till.press("Down")
    let editor = try till.waitFor("could not be read", timeout: .seconds(20))
    #expect(!editor.contains { $0.contains("(none) ▾") }, "\(editor.joined(separator: "\n"))")
    try till.press("Escape")
    // The list keeps its rows and says they are as last read, or, when something made it read again, that it
    // cannot: never a shorter list that looks complete.
    _ = try till.waitUntil("the list marked stale or unreadable, the header away", timeout: .seconds(20)) { screen in
      let list = screen.contains {
        $0.contains("server away: as last read") || $0.contains("cannot read") || $0.contains("could not read the list")
      }
      return list && screen.first?.contains("server away since") == true
    }
  }

  /// A server that hangs (every process paused, as a hung host or a half-open network looks: connections stay
  /// open and nothing answers) is shown away on an idle screen within seconds, without a scan failing first;
  /// while it is away screens that must read say so at once; when it answers again the header says so by
  /// itself.
  @Test func aHungServerIsShownAwayWithinSecondsAndConnectedWhenItAnswersAgain() throws {
    let station = try StationOnItsOwnServer(
      database: "hung", seed: ["--name", "Green tea", "--barcode", "4006381333931", "--quantity", "5"])
    let (server, url, environment) = (station.server, station.url, station.environment)
    defer { server.stop() }
    let till = try station.openTill()
    defer { till.kill() }
    try till.waitFor("server connected")
    // Settled: another station's scan has reached this one's list (it listens for changes and has read them).
    let scanned = try ProcessRunner.stockroom(["--db", url, "scan", "4006381333931"], environment: environment)
    #expect(scanned.status == 0, "\(scanned.stderr)")
    try till.waitUntil("the other station's scan on the list") { screen in
      screen.contains { $0.contains("Green tea") && $0.contains(" 6 ") }
    }
    server.pause()
    defer { server.resume() }
    // A probe every 2 s, each answered or given up within 3 s: "away" within 5 s (plus a loaded machine's slack).
    try till.waitFor("server away since", timeout: .seconds(10))
    // Known away, the server is not asked: a tab that must read says so at once instead of freezing the keys.
    try till.press("4")
    try till.waitFor("cannot read history", timeout: .seconds(5))
    try till.press("2")
    try till.waitFor("› Inventory")
    server.resume()
    try till.waitFor("server connected", timeout: .seconds(10))
    try till.press("q")
    try till.waitFor("[exit 0]")
  }
}

extension ServerAwayEndToEndTests {
  /// Scans taken while the server hangs (paused: connections open, nothing answering) are kept, the keys keep
  /// answering, and once it answers again every scan reaches it exactly once.
  @Test func scansWhileTheServerHangsAreKeptAndSentOnceWhenItAnswers() throws {
    try StationOnItsOwnServer.withServerPaused(database: "hanging", settings: ["synchronous_commit": "on"]) {
      server, till in try scansAreKeptAndSentOnce(server: server, till: till)
    }
  }

  private func scansAreKeptAndSentOnce(server: PrivatePostgresServer, till: TmuxSession) throws {
    // The first scan meets the hung server: kept once the probe gives up on it (or at once, if a read stalled).
    try till.scan("4006381333931")
    try till.waitFor("kept offline", timeout: .seconds(20))
    try till.scan("4006381333931")
    try till.waitFor("2 scans waiting", timeout: .seconds(10))
    // Keys answer meanwhile: another tab, and back.
    try till.press("3")
    try till.waitFor("› Low", timeout: .seconds(5))
    try till.press("2")
    try till.waitFor("› Inventory", timeout: .seconds(5))
    server.resume()
    try till.waitFor("server connected", timeout: .seconds(20))
    let sent = try server.psql(
      "SELECT (SELECT quantity FROM item) || ' ' || (SELECT count(*) FROM stock_movement WHERE delta = 1)",
      database: "hanging")
    #expect(sent.trimmingCharacters(in: .whitespacesAndNewlines) == "7 2")
    try till.press("q")
    try till.waitFor("[exit 0]")
  }
}

/// A private PostgreSQL server of one test's own (it is stopped, restarted or paused), a database on it with one
/// item added through the CLI, and the station "till" that opens the terminal UI on it.
struct StationOnItsOwnServer {
  let server: PrivatePostgresServer
  let database: String
  let url: String
  let home: TemporaryDirectory
  let environment: [String: String]

  /// `seed`: the options of `stockroom items add`.
  init(database: String, settings: [String: String] = [:], seed: [String]) throws {
    server = try PrivatePostgresServer(settings: settings)
    self.database = database
    try server.psql("CREATE DATABASE \(database)")
    url =
      "postgresql://\(server.user)@/\(database)?host=\(server.socketFolder)&port=\(server.port)&connect_timeout=2"
    home = try TemporaryDirectory("stockroom-home")
    environment = ["HOME": home.url.path, "STOCKROOM_STATION": "till"]
    let seeded = try ProcessRunner.stockroom(["--db", url, "items", "add"] + seed, environment: environment)
    #expect(seeded.status == 0, "\(seeded.stderr)")
  }

  /// Green tea (4006381333931, 5 in stock) on a server of its own, the till connected to it, then every server
  /// process paused (a hung host: connections open, nothing answering) while `body` runs; resumed and stopped
  /// after.
  static func withServerPaused(
    database: String, settings: [String: String] = [:],
    seed: [String] = ["--name", "Green tea", "--barcode", "4006381333931", "--quantity", "5"],
    _ body: (PrivatePostgresServer, TmuxSession) throws -> Void
  ) throws {
    let station = try StationOnItsOwnServer(database: database, settings: settings, seed: seed)
    let server = station.server
    defer { server.stop() }
    let till = try station.openTill()
    defer { till.kill() }
    try till.waitFor("server connected")
    server.pause()
    defer { server.resume() }
    try body(server, till)
  }

  /// The terminal UI on the database, 110×24.
  func openTill() throws -> TmuxSession {
    try TmuxSession([ProcessRunner.stockroomPath, "--db", url], columns: 110, rows: 24, environment: environment)
  }

  /// The terminal UI reaching the server through `proxy`, 110×24.
  func openTill(through proxy: CuttingProxy) throws -> TmuxSession {
    let proxied = proxy.url(user: server.user, database: database) + "&connect_timeout=2"
    return try TmuxSession(
      [ProcessRunner.stockroomPath, "--db", proxied], columns: 110, rows: 24, environment: environment)
  }
}
