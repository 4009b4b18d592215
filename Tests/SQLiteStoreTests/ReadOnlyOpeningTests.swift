import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// Opening for reading writes nothing, so a read-only file, folder or disk can still be read.
@Suite struct ReadOnlyOpeningTests {
  @Test func openingForReadingChangesNoByteAndLeavesNoFile() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("stockroom.sqlite")
    do { try TestInventory.add("Tea", to: path) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    do {
      let service = SQLiteInventory(database: try AppDatabase.open(path: path, for: .reading))
      #expect(try service.items().map(\.name) == ["Tea"])
      #expect(try service.categories().isEmpty)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try listing(folder) == ["stockroom.sqlite"])
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
  func aDatabaseOnAReadOnlyDiskCanBeReadAndBackedUpButNotChanged() throws {
    let disk = try TinyFileSystem(kilobytes: 1024)
    let path = disk.path("stockroom.sqlite")
    do { try TestInventory.add("Rice", to: path) }
    try disk.remount("ro")

    let service = SQLiteInventory(database: try AppDatabase.open(path: path, for: .reading))
    #expect(try service.items().map(\.name) == ["Rice"])
    #expect(try service.changeToken() == service.changeToken())  // the open screens' poll
    // A write through the reading connection is refused in words.
    #expect(throws: StoreError.readOnly(path: path)) { try service.addCategory(named: "Pantry") }
    #expect(throws: StoreError.readOnly(path: path)) { try AppDatabase.open(path: path, for: .writing) }
    #expect(disk.listing() == ["stockroom.sqlite"])

    let copyFolder = try TemporaryDirectory()
    try service.database.backup(to: copyFolder.path("copy.sqlite"))
    let copy = SQLiteInventory(database: try AppDatabase.open(path: copyFolder.path("copy.sqlite"), for: .reading))
    #expect(try copy.items().map(\.name) == ["Rice"])
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
  func noDatabaseInAReadOnlyFolderSaysItCannotBeCreated() throws {
    let disk = try TinyFileSystem(kilobytes: 64)
    try disk.remount("ro")
    let path = disk.path("stockroom.sqlite")
    let error = #expect(throws: StoreError.self) { try AppDatabase.open(path: path, for: .reading) }
    #expect(error?.description.contains("there is no stockroom database there yet") == true)
  }
}
