// swift-tools-version:6.2
import PackageDescription

/// Warnings are errors in our own targets (dependencies keep their own settings).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "stockroom",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "stockroom", targets: ["stockroom"])
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    // MARK: Core: pure Swift, no C, no storage, no terminal.
    .target(name: "InventoryCore", swiftSettings: strict),
    // MARK: The inventory's rules written once over each store's narrow storage protocols (issue 20).
    .target(name: "InventoryEngine", dependencies: ["InventoryCore"], swiftSettings: strict),

    // MARK: Files written whole or not at all (exports, backups, label sheets, a new database), POSIX calls only.
    .target(name: "AtomicFiles", swiftSettings: strict),
    .testTarget(name: "AtomicFilesTests", dependencies: ["AtomicFiles", "TestSupport"], swiftSettings: strict),

    // MARK: Storage: SQLite through GRDB.
    .target(
      name: "SQLiteStore",
      dependencies: [
        "InventoryCore", "InventoryEngine", "AtomicFiles", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: strict),

    // MARK: A station's scans kept while its server is away, sent once when it is back (issue 11).
    .target(
      name: "OfflineScans",
      dependencies: ["InventoryCore", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strict),
    .testTarget(
      name: "OfflineScansTests", dependencies: ["OfflineScans", "SQLiteStore", "TestSupport"],
      swiftSettings: strict),

    // MARK: Storage on a PostgreSQL server, for several stations on one inventory (issue 11).
    .target(
      name: "PostgresStore",
      dependencies: ["InventoryCore", "InventoryEngine", .product(name: "PostgresNIO", package: "postgres-nio")],
      swiftSettings: strict),
    .testTarget(
      name: "PostgresStoreTests", dependencies: ["PostgresStore", "InventoryCore", "OfflineScans", "TestSupport"],
      swiftSettings: strict),

    // MARK: Product catalogue (issue 12): what a code is, from a local file built from Open Food Facts' export or
    // a supplier's CSV; never the network. Its own SQLite file, whatever the inventory's store.
    .target(
      name: "ProductCatalogue",
      dependencies: ["InventoryCore", "AtomicFiles", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strict),
    .testTarget(
      name: "ProductCatalogueTests", dependencies: ["ProductCatalogue", "InventoryCore", "TestSupport"],
      swiftSettings: strict),

    // MARK: Scanning: frame sources, zbar decoding, the live pipeline (issue 3).
    .systemLibrary(name: "CZBar", path: "Sources/CZBar", pkgConfig: "zbar"),
    .systemLibrary(name: "CV4L2", path: "Sources/CV4L2", pkgConfig: "libv4l2"),
    .systemLibrary(name: "CImageIO", path: "Sources/CImageIO", pkgConfig: "libpng"),
    // zxing-cpp 1.4 has only a C++ API: this small C++ target gives Scanning one C function to call.
    .target(
      name: "CZXing", path: "Sources/CZXing",
      cxxSettings: [.define("ZX_USE_UTF8")],
      linkerSettings: [.linkedLibrary("ZXing")]),
    .target(
      name: "Scanning", dependencies: ["InventoryCore", "CZBar", "CV4L2", "CImageIO", "CZXing"],
      swiftSettings: strict),
    .target(
      name: "ScanningFixtures", dependencies: ["Scanning", "InventoryCore", "TestPrimitives"],
      path: "Tests/ScanningFixtures",
      swiftSettings: strict),
    .testTarget(
      name: "ScanningTests", dependencies: ["Scanning", "ScanningFixtures", "InventoryCore"], exclude: ["FakeV4L2"],
      swiftSettings: strict),
    .executableTarget(
      name: "scan-bench", dependencies: ["Scanning", "ScanningFixtures", "InventoryCore"],
      path: "Benchmarks/scan-bench",
      swiftSettings: strict),
    // MARK: End of Scanning.

    // MARK: Code rendering: libzint encodes, cairo draws (PNG, SVG, PDF), the decoders check (issue 10).
    .systemLibrary(name: "CZint", path: "Sources/CZint"),
    .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo"),
    .target(
      name: "CodeRendering", dependencies: ["InventoryCore", "Scanning", "CZint", "CCairo"], swiftSettings: strict),
    .testTarget(
      name: "CodeRenderingTests", dependencies: ["CodeRendering", "Scanning", "InventoryCore", "TestSupport"],
      swiftSettings: strict),
    // The documentation's screenshots: a tmux capture drawn as a PNG (`make docs`).
    .executableTarget(name: "terminal-screenshot", dependencies: ["CodeRendering"], swiftSettings: strict),
    // Which labels items get (copies, text, in-store codes first) and the sheet's file: shared by the CLI and app.
    .target(
      name: "Labelling", dependencies: ["InventoryCore", "AtomicFiles", "CodeRendering"], swiftSettings: strict),
    .testTarget(
      name: "LabellingTests",
      dependencies: [
        "Labelling", "CodeRendering", "InventoryCore", "SQLiteStore", "AtomicFiles", "Scanning", "TestSupport",
      ],
      swiftSettings: strict),

    // MARK: Printing: CUPS's lp and lpstat run as programs, Foundation only (issue 10).
    .target(name: "Printing", swiftSettings: strict),
    .testTarget(name: "PrintingTests", dependencies: ["Printing", "TestSupport"], swiftSettings: strict),

    // MARK: Terminal UI: ncursesw wrapper, canvas, widgets, run loop (no inventory knowledge).
    .systemLibrary(name: "CNCursesW", path: "Sources/CNCursesW"),
    .target(name: "TerminalUI", dependencies: ["CNCursesW", "InventoryCore"], swiftSettings: strict),
    .executableTarget(name: "terminalui-demo", dependencies: ["TerminalUI"], swiftSettings: strict),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], swiftSettings: strict),
    // MARK: End of Terminal UI.

    // MARK: The terminal app: screens on the inventory service and the scanning engine.
    .target(
      name: "App",
      dependencies: [
        "InventoryCore", "AtomicFiles", "Scanning", "TerminalUI", "CodeRendering", "Labelling", "Printing",
      ],
      swiftSettings: strict),
    .testTarget(name: "AppTests", dependencies: ["App", "TestSupport", "TerminalUI"], swiftSettings: strict),

    // MARK: Front ends.
    .target(
      name: "StockroomCLI",
      dependencies: [
        "InventoryCore", "SQLiteStore", "AtomicFiles", "PostgresStore", "OfflineScans", "Scanning", "App",
        "CodeRendering",
        "Labelling", "Printing", "ProductCatalogue", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict),
    .executableTarget(name: "stockroom", dependencies: ["StockroomCLI"], swiftSettings: strict),

    // MARK: Benchmarks (`make bench`).
    // A sample inventory and timing helpers the benchmarks share.
    .target(
      name: "BenchSupport", dependencies: ["InventoryCore", "TestPrimitives"], path: "Benchmarks/BenchSupport",
      swiftSettings: strict),
    .executableTarget(
      name: "stockroom-bench",
      dependencies: [
        "BenchSupport", "InventoryCore", "SQLiteStore", "TestSupport", .product(name: "CSV", package: "CSV.swift"),
      ],
      path: "Benchmarks/stockroom-bench",
      swiftSettings: strict),
    // Several stations (issue 11): PostgreSQL beside SQLite, on a private server the benchmark starts.
    .executableTarget(
      name: "station-bench",
      dependencies: ["BenchSupport", "InventoryCore", "SQLiteStore", "PostgresStore", "TestSupport"],
      path: "Benchmarks/station-bench",
      swiftSettings: strict),
    // The product catalogue (issue 12): importing 1,000,000 Open Food Facts rows, and looking codes up.
    .executableTarget(
      name: "catalog-bench",
      dependencies: ["BenchSupport", "InventoryCore", "SQLiteStore", "ProductCatalogue"],
      path: "Benchmarks/catalog-bench",
      swiftSettings: strict),
    .executableTarget(
      name: "tui-bench", dependencies: ["App", "InventoryCore", "SQLiteStore", "TerminalUI"],
      path: "Benchmarks/tui-bench", swiftSettings: strict),
    .executableTarget(
      name: "scan-screen-bench", dependencies: ["App", "InventoryCore", "SQLiteStore", "Scanning", "TerminalUI"],
      path: "Benchmarks/scan-screen-bench", swiftSettings: strict),
    // `stockroom scan -` as a whole process beside sqlite3 and psql, at 10k, 100k and 1M items (issue 27).
    .executableTarget(
      name: "cli-scan-bench",
      dependencies: ["BenchSupport", "InventoryCore", "SQLiteStore", "PostgresStore", "TestSupport"],
      path: "Benchmarks/cli-scan-bench", swiftSettings: strict),
    // The release binary in a real terminal (tmux): key → screen timed by a control-mode client, and the Scan tab's
    // share of a core on a fake 720p30 camera (issue 27).
    .executableTarget(
      name: "terminal-bench", dependencies: ["BenchSupport", "InventoryCore", "SQLiteStore", "TestSupport"],
      path: "Benchmarks/terminal-bench", swiftSettings: strict),
    .executableTarget(
      name: "label-bench", dependencies: ["CodeRendering", "InventoryCore", "SQLiteStore"],
      path: "Benchmarks/label-bench", swiftSettings: strict),

    // MARK: Tests, one target per source target.
    // What every test target and benchmark shares and nothing else: one seeded generator, one process spawner.
    .target(name: "TestPrimitives", path: "Tests/TestPrimitives", swiftSettings: strict),
    .target(
      name: "TestSupport",
      dependencies: ["InventoryCore", "SQLiteStore", "TestPrimitives"],
      path: "Tests/TestSupport",
      swiftSettings: strict),
    // CSV.swift: the reference `CSVFieldSplitter` must split exactly like.
    .testTarget(
      name: "InventoryCoreTests",
      dependencies: ["InventoryCore", "TestPrimitives", .product(name: "CSV", package: "CSV.swift")],
      swiftSettings: strict),
    .testTarget(
      name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "TestSupport"], exclude: ["CSVFuzzCorpus"],
      swiftSettings: strict),
    // One behaviour for every storage backend: the same tests against SQLite and PostgreSQL.
    .testTarget(
      name: "InventoryConformanceTests",
      dependencies: [
        "InventoryCore", "InventoryEngine", "SQLiteStore", "PostgresStore", "TestSupport",
        // CSV.swift reads exported files back: a parser other than the one that wrote them.
        .product(name: "CSV", package: "CSV.swift"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "StockroomCLITests", dependencies: ["StockroomCLI", "TestSupport"], swiftSettings: strict),
  ],
  cxxLanguageStandard: .cxx17
)
