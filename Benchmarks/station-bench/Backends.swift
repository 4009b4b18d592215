import BenchSupport
import Foundation
import InventoryCore
import PostgresStore
import SQLiteStore
import TestSupport

enum Backend: String, CaseIterable, CustomStringConvertible {
  case sqlite = "SQLite"
  case postgresql = "PostgreSQL"

  var description: String { rawValue }
}

struct BenchFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// New, empty inventories on either backend, and stations on them.
final class Backends {
  let server: PrivatePostgresServer
  let folder: TemporaryDirectory
  private var made = 0

  init(server: PrivatePostgresServer, folder: TemporaryDirectory) {
    self.server = server
    self.folder = folder
  }

  /// The name of a new, empty inventory: a file, or a database on the server.
  func newInventory(_ backend: Backend) throws -> String {
    made += 1
    let name = "bench_\(made)"
    if backend == .postgresql { try server.psql("CREATE DATABASE \(name)") }
    return name
  }

  func open(_ backend: Backend, _ name: String, station: String) throws -> any Inventory {
    let origin = ActionOrigin(station: station, session: UUID().uuidString)
    switch backend {
    case .sqlite:
      return SQLiteInventory(database: try AppDatabase.open(path: folder.path(name + ".sqlite")), origin: origin)
    case .postgresql:
      return try PostgresInventory(
        settings: PostgresSettings(
          endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: name,
          connectTimeoutSeconds: 10, queryTimeoutSeconds: 600),
        origin: origin, environment: ["HOME": folder.url.path])
    }
  }
}

func loadAverage() -> String {
  ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(1)
    .joined()
}

func machineDescription() -> String {
  let cores = ProcessInfo.processInfo.activeProcessorCount
  let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
  let date = Date().formatted(.iso8601.year().month().day())
  return "\(date), \(cores) cores, \(format(memory, decimals: 0)) GiB"
}
