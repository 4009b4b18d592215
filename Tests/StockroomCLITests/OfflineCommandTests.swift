import Foundation
import TestSupport
import Testing

/// `stockroom scan` on a station whose server is away keeps the scan; `stockroom offline` lists what waits
/// and what the server refused, without the server; the next command sends what waits.
@Suite(.serialized, .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct OfflineCommandTests {
  @Test func scansWhileTheServerIsAwayAreKeptListedAndSentByTheNextCommand() throws {
    let server = try PrivatePostgresServer(settings: ["synchronous_commit": "on"])
    defer { server.stop() }
    try server.psql("CREATE DATABASE shop")
    let url = "postgresql://\(server.user)@/shop?host=\(server.socketFolder)&port=\(server.port)&connect_timeout=2"
    let home = try TemporaryDirectory("stockroom-home")
    func stockroom(_ arguments: String...) throws -> ProcessRunner.Result {
      try ProcessRunner.stockroom(
        ["--db", url] + arguments, environment: ["HOME": home.url.path, "STOCKROOM_STATION": "till"])
    }
    #expect(try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "1").status == 0)

    let restarted = DispatchSemaphore(value: 0)
    Thread {
      try? server.restart(immediate: true, pause: 8)
      restarted.signal()
    }.start()
    Thread.sleep(forTimeInterval: 1)
    let kept = try stockroom("scan", "4006381333931")
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stdout == "4006381333931: kept offline, 1 scan waiting for the server\n")
    // Three removals of the two units: the third is refused when it reaches the server.
    for _ in 0..<3 { #expect(try stockroom("scan", "4006381333931", "--remove").status == 0) }
    let listed = try stockroom("offline")
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.hasPrefix("4 scan(s) waiting for the server\n"), "\(listed.stdout)")
    #expect(listed.stdout.contains("remove"), "\(listed.stdout)")
    let itemsWhileAway = try stockroom("items", "list")
    #expect(itemsWhileAway.status == 74, "a list needs the server: \(itemsWhileAway.stderr)")

    restarted.wait()
    let items = try stockroom("items", "list", "--json")
    #expect(items.status == 0, "\(items.stderr)")
    #expect(items.stderr.contains("sent 3 offline scan(s), 1 refused"), "\(items.stderr)")
    #expect(items.stdout.contains("\"quantity\" : 0"), "1 + 1 - 1 - 1, the last removal refused: \(items.stdout)")
    let after = try stockroom("offline")
    #expect(after.stdout.hasPrefix("0 scan(s) waiting for the server\n1 refused when sent\n"), "\(after.stdout)")
    #expect(after.stdout.contains("0 in stock"), "\(after.stdout)")
    let id = try #require(
      after.stdout.split(separator: "\n").last?.split(separator: " ", omittingEmptySubsequences: true).first)
    let dismissed = try stockroom("offline", "--dismiss", String(id))
    #expect(dismissed.stdout.contains("dismissed 1 refused scan(s)"), "\(dismissed.stdout)\(dismissed.stderr)")
    #expect(dismissed.stdout.contains("0 refused when sent"))
  }

  @Test func aFileInventoryHasNothingOffline() throws {
    let folder = try TemporaryDirectory()
    let result = try ProcessRunner.stockroom(["offline"], database: folder.path("s.sqlite"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("no scan is ever kept offline"))
  }
}
