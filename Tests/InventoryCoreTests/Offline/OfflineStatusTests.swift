import Foundation
import InventoryCore
import Testing

/// What the header of a server station says about its connection, in each state.
@Suite struct OfflineStatusTests {
  /// 1970-01-01 14:02 UTC.
  let twoPastTwo = Date(timeIntervalSince1970: 50_520)
  let utc = TimeZone(identifier: "UTC") ?? TimeZone.current

  @Test func aServerStationSaysItIsConnectedAndALocalFileSaysNothing() {
    #expect(OfflineStatus(isServer: true).summary == "server connected")
    #expect(!OfflineStatus(isServer: true).needsAttention)
    #expect(OfflineStatus.online.summary == nil)
  }

  @Test func awaySaysSinceWhenOnTheWallClockAndHowManyScansWait() {
    let away = OfflineStatus(isServer: true, serverAway: true, awaySince: twoPastTwo, waiting: 12)
    #expect(away.summary(timeZone: utc) == "server away since 14:02 · 12 scans waiting")
    let paris = TimeZone(identifier: "Europe/Paris") ?? utc
    #expect(away.summary(timeZone: paris)?.hasPrefix("server away since 15:02") == true)
    #expect(OfflineStatus(isServer: true, serverAway: true).summary == "server away")
    #expect(away.needsAttention)
  }

  @Test func backWithScansWaitingSaysItIsSendingThem() {
    #expect(OfflineStatus(isServer: true, waiting: 1).summary == "server back · sending 1 scan")
    #expect(
      OfflineStatus(isServer: true, waiting: 3, conflicts: 2).summary
        == "server back · sending 3 scans · 2 offline scans refused")
  }

  @Test func aReadStillRunningSaysSoUntilTheServerIsKnownAway() {
    let reading = OfflineStatus(isServer: true, reading: true)
    #expect(reading.summary == "reading from the server…")
    #expect(!reading.needsAttention)
    #expect(
      OfflineStatus(isServer: true, waiting: 1, reading: true).summary
        == "server back · sending 1 scan · reading from the server…")
    #expect(OfflineStatus(isServer: true, serverAway: true, reading: true).summary == "server away")
  }
}
