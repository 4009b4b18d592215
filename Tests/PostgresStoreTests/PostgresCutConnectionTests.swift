import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// A connection cut at every message of a write (`CuttingProxy`): each write either returns its committed
/// result, or fails saying it did not complete (and changed nothing), or — only when the server cannot be
/// asked afterwards — says it may have been applied. Never a failure that happened anyway.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresCutConnectionTests {
  /// The stock of the item written to and what each attempt said, for one kind of write.
  private struct Trial {
    let database: TestDatabase
    let proxy: CuttingProxy
    let observer: PostgresInventory

    init() throws {
      database = try TestDatabase()
      proxy = try CuttingProxy(upstreamFolder: database.server.socketFolder, port: database.server.port)
      observer = try database.open(station: "observer")
    }

    /// A station that reaches the server through the proxy.
    func station() throws -> PostgresInventory {
      let settings = PostgresSettings(
        endpoint: .socket(folder: proxy.folder.url.path, port: database.server.port), user: database.server.user,
        database: database.name, connectTimeoutSeconds: 5, queryTimeoutSeconds: 5)
      return try PostgresInventory(
        settings: settings, origin: ActionOrigin(station: "till", session: UUID().uuidString),
        environment: database.environment, connectNow: false)
    }

    /// Runs `write` on a new station with the connection cut after each message in turn, until a run ends
    /// before its cut; `check` gets each outcome and the message it was cut after. Returns how many cuts.
    func everyCut(
      refusingAfterwards: Bool = false, _ write: (PostgresInventory) throws -> Void,
      check: (Result<Void, any Error>, Int) throws -> Void
    ) throws -> Int {
      proxy.refusing = refusingAfterwards
      var message = 1
      while message < 400 {
        let station = try station()
        proxy.cut(.afterMessage(message))
        let outcome = Result { try write(station) }
        station.close()
        guard proxy.didCut else { break }
        try check(outcome, message)
        message += 1
      }
      return message - 1
    }
  }

  /// What a failed write must be: a PostgreSQL error saying it did not complete, or that it may have.
  private static func kind(of error: any Error) -> PostgresStoreError.Kind? { (error as? PostgresStoreError)?.kind }

  @Test func anAdjustCutAtEveryMessageCountsOnceOrSaysItDidNotComplete() throws {
    let trial = try Trial()
    let id = try #require(try trial.observer.add("Tea", quantity: 10).id)
    var expected = 10
    let cuts = try trial.everyCut({ _ = try $0.adjustQuantity(itemID: id, by: 1, reason: .manual, source: .cli) }) {
      outcome, message in
      if case .success = outcome { expected += 1 }
      if case .failure(let error) = outcome {
        #expect(Self.kind(of: error) != .outcomeUnknown, "cut after message \(message): \(error)")
      }
      let quantity = try trial.observer.item(id: id)?.quantity
      #expect(quantity == expected, "cut after message \(message): \(outcome)")
    }
    #expect(cuts > 5)
    #expect(expected > 10, "some cut must fall after the commit and still report it")
  }

  @Test func anItemAddedThroughACutConnectionExistsExactlyWhenReported() throws {
    let trial = try Trial()
    var added = 0
    let cuts = try trial.everyCut({ _ = try $0.add("Cola \(UUID().uuidString.prefix(8))", quantity: 3) }) {
      outcome, message in
      if case .success = outcome { added += 1 }
      if case .failure(let error) = outcome {
        #expect(Self.kind(of: error) != .outcomeUnknown, "cut after message \(message): \(error)")
      }
      let count = try trial.observer.totals(matching: ItemQuery()).count
      #expect(count == added, "cut after message \(message)")
    }
    #expect(cuts > 5 && added > 0)
  }

  @Test func anImportCutAtEveryMessageAddsAllItsRowsOnceOrNone() throws {
    let trial = try Trial()
    var imports = 0
    let cuts = try trial.everyCut({ station in
      let unique = UUID().uuidString.prefix(8)
      let csv = try ItemCSVReader.read(data: Data("name,quantity\nA \(unique),1\nB \(unique),2\n".utf8))
      _ = try station.importItems(csv, onDuplicate: .skip, dryRun: false, progress: nil)
    }) { outcome, message in
      if case .success = outcome { imports += 1 }
      if case .failure(let error) = outcome {
        #expect(Self.kind(of: error) != .outcomeUnknown, "cut after message \(message): \(error)")
      }
      let count = try trial.observer.totals(matching: ItemQuery()).count
      #expect(count == 2 * imports, "cut after message \(message)")
    }
    #expect(cuts > 5 && imports > 0)
  }

  @Test func aBatchCommitCutAtEveryMessageReceivesOnceOrNotAtAll() throws {
    let trial = try Trial()
    let id = try #require(try trial.observer.add("Tea", quantity: 10).id)
    func openBatch() throws -> Int64 {
      let batch = try trial.observer.startSession(kind: .receive, scope: .everything, note: "")
      try trial.observer.addToSession(id: batch.id, itemID: id, quantity: 3, source: .cli, outsideScope: .refuse)
      return batch.id
    }
    var batch = try openBatch()
    var expected = 10
    let cuts = try trial.everyCut({ _ = try $0.commitSession(id: batch, source: .cli) }) { outcome, message in
      if case .success = outcome {
        expected += 3
        batch = try openBatch()
      }
      if case .failure(let error) = outcome {
        #expect(Self.kind(of: error) != .outcomeUnknown, "cut after message \(message): \(error)")
      }
      let quantity = try trial.observer.item(id: id)?.quantity
      #expect(quantity == expected, "cut after message \(message): \(outcome)")
    }
    #expect(cuts > 5 && expected > 10)
  }

  @Test func whenTheServerCannotBeAskedTheWriteSaysItMayHaveBeenApplied() throws {
    let trial = try Trial()
    let id = try #require(try trial.observer.add("Tea", quantity: 10).id)
    var lowest = 10
    var highest = 10
    var unknown = 0
    _ = try trial.everyCut(refusingAfterwards: true, { _ = try $0.adjustQuantity(itemID: id, by: 1, source: .cli) }) {
      outcome, message in
      let quantity = try #require(try trial.observer.item(id: id)?.quantity)
      switch outcome {
      case .success:
        lowest += 1
        highest += 1
      case .failure(let error) where Self.kind(of: error) == .outcomeUnknown:
        unknown += 1
        highest += 1
        #expect("\(error)".contains("may have been applied"), "\(error)")
      case .failure: break
      }
      #expect((lowest...highest).contains(quantity), "cut after message \(message): \(quantity)")
    }
    #expect(unknown > 0, "a cut right after COMMIT must leave the outcome unknown when the server is unreachable")
  }

  /// A station whose every wait is long (a 120 s statement deadline), reaching the server through the proxy.
  private func patientStation(_ trial: Trial) throws -> PostgresInventory {
    let patient = PostgresSettings(
      endpoint: .socket(folder: trial.proxy.folder.url.path, port: trial.database.server.port),
      user: trial.database.server.user, database: trial.database.name, connectTimeoutSeconds: 5,
      queryTimeoutSeconds: 120)
    return try PostgresInventory(settings: patient, environment: trial.database.environment, connectNow: false)
  }

  /// The connection closes with a statement in flight, before COMMIT: the server rolls it back, so the write runs
  /// again at once on a new connection (not at the deadline) and counts once.
  @Test func aWriteWhoseConnectionClosesBeforeCommitRunsAgainOnANewConnectionAndCountsOnce() throws {
    let trial = try Trial()
    let id = try #require(try trial.observer.add("Tea", quantity: 10).id)
    let station = try patientStation(trial)
    trial.proxy.cut(.afterStatement("INSERT INTO stock_movement", occurrence: 1))
    let start = Date()
    let change = try station.adjustQuantity(itemID: id, by: 1, source: .cli)
    #expect(trial.proxy.didCut)
    #expect(change.from == 10 && change.to == 11)
    #expect(Date().timeIntervalSince(start) < 60)
    #expect(try trial.observer.item(id: id)?.quantity == 11)
    #expect(try trial.observer.movements(itemID: id).count == 2)
  }

  /// The same, with the server unreachable afterwards: the write fails at once saying it did not complete, and
  /// changed nothing.
  @Test func aWriteWhoseConnectionClosesAndCannotReconnectFailsAtOnceHavingChangedNothing() throws {
    let trial = try Trial()
    let id = try #require(try trial.observer.add("Tea", quantity: 10).id)
    let station = try patientStation(trial)
    trial.proxy.refusing = true
    trial.proxy.cut(.afterStatement("INSERT INTO stock_movement", occurrence: 1))
    let start = Date()
    #expect {
      try station.adjustQuantity(itemID: id, by: 1, source: .cli)
    } throws: { error in
      (error as? PostgresStoreError)?.meansServerAway == true
    }
    #expect(trial.proxy.didCut)
    // Well before the 120 s deadline: the closed connection failed the statement itself.
    #expect(Date().timeIntervalSince(start) < 60)
    #expect(try trial.observer.item(id: id)?.quantity == 10)
  }

  @Test func aCommitWhoseAnswerIsLostIsReportedAsDone() throws {
    let trial = try Trial()
    let id = try #require(try trial.observer.add("Tea", quantity: 10).id)
    let station = try trial.station()
    // The first COMMIT on a new connection is the schema check's; the second is the write's.
    trial.proxy.cut(.afterStatement("COMMIT", occurrence: 2))
    let change = try station.adjustQuantity(itemID: id, by: 5, source: .cli)
    #expect(trial.proxy.didCut)
    #expect(change.to == 15)
    #expect(try trial.observer.item(id: id)?.quantity == 15)
  }
}
