import Foundation
import TestSupport
import Testing

/// What `make install` and `make deb` ship, checked from the built binary: help text, man pages, the package.
@Suite struct InstallationTests {
  /// The repository's root folder (this file is Tests/StockroomCLITests/InstallationTests.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every command path (`["items", "add"]`...) from the binary's own dump of its command tree.
  static func commandPaths() throws -> [[String]] {
    let dump = try ProcessRunner.stockroom(["--experimental-dump-help"])
    let tree = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
    var paths: [[String]] = []
    func walk(_ command: [String: Any], _ path: [String]) {
      paths.append(path)
      for case let sub as [String: Any] in command["subcommands"] as? [Any] ?? [] {
        if let name = sub["commandName"] as? String, name != "help" { walk(sub, path + [name]) }
      }
    }
    walk(try #require(tree?["command"] as? [String: Any]), [])
    return paths
  }

  @Test func noHelpTextHasALineContinuationBackslash() throws {
    let paths = try Self.commandPaths()
    #expect(paths.count > 50)
    for path in paths {
      let help = try ProcessRunner.stockroom(path + ["--help"])
      #expect(help.status == 0, "\(path)")
      let stray = help.stdout.split(separator: "\n").filter {
        $0.trimmingCharacters(in: .whitespaces).hasSuffix("\\")
      }
      #expect(stray.isEmpty, "stockroom \(path.joined(separator: " ")) --help: \(stray)")
    }
  }

  @Test func manPagesRenderWithoutWarnings() throws {
    let python = try #require(ProcessRunner.executable(named: "python3"), "python3 writes the man pages")
    let man = try #require(ProcessRunner.executable(named: "man"), "man-db is a test dependency (make test)")
    #expect(FileManager.default.fileExists(atPath: "/usr/bin/groff"), "groff is a test dependency (make test)")
    let folder = try TemporaryDirectory()
    let generated = try ProcessRunner.run(
      python,
      [
        Self.repository.appendingPathComponent("scripts/generate-man.py").path, ProcessRunner.stockroomPath,
        folder.path("man"),
      ])
    #expect(generated.status == 0, "\(generated.stderr)")
    let pages = generated.stdout.split(separator: "\n").map(String.init)
    let topLevel = try Self.commandPaths().filter { $0.count == 1 }
    #expect(pages.count == topLevel.count + 1)
    for page in pages {
      let rendered = try ProcessRunner.run(
        man, ["--warnings", "-E", "UTF-8", "-l", page], environment: ["MANWIDTH": "80", "MANPAGER": "cat"])
      #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(page): \(rendered.stderr)")
      for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
        #expect(rendered.stdout.contains("\n\(section)\n"), "\(page) has no \(section)")
      }
    }
    let root = try ProcessRunner.run(
      man, ["-l", folder.path("man/stockroom.1")], environment: ["MANWIDTH": "200", "MANPAGER": "cat"])
    for fact in [
      "STOCKROOM_DB", "STOCKROOM_STATION", "STOCKROOM_CATALOG", "STOCKROOM_OPERATION_ID", "NO_COLOR",
      "PGPASSWORD", "stockroom.sqlite", "EXAMPLES", "stockroom-count(1)",
    ] {
      #expect(root.stdout.contains(fact), "stockroom(1) does not mention \(fact)")
    }
    #expect(root.stdout.contains("75") && root.stdout.contains("may have been applied"))
  }
}

extension InstallationTests {
  static func script(_ name: String) -> String { repository.appendingPathComponent("scripts/\(name)").path }

  /// PATH for the scripts (they run python3, dpkg's tools, install).
  static var pathEnvironment: [String: String] {
    ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
  }

  @Test func installPutsFilesInTheirStandardPlacesAndUninstallRemovesThemAll() throws {
    let stage = try TemporaryDirectory()
    var environment = Self.pathEnvironment
    environment["DESTDIR"] = stage.path("root")
    environment["PREFIX"] = "/usr/local"
    let install = try ProcessRunner.run(
      Self.script("install.sh"), ["install", ProcessRunner.stockroomPath], environment: environment)
    #expect(install.status == 0, "\(install.stderr)")
    let prefix = stage.path("root/usr/local")
    for file in [
      "bin/stockroom", "share/man/man1/stockroom.1", "share/man/man1/stockroom-labels.1",
      "share/bash-completion/completions/stockroom", "share/zsh/site-functions/_stockroom",
      "share/fish/vendor_completions.d/stockroom.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file) was not installed")
    }
    let bash = try String(contentsOfFile: "\(prefix)/share/bash-completion/completions/stockroom", encoding: .utf8)
    #expect(bash.contains("complete") && !bash.hasPrefix("#!"))
    let version = try ProcessRunner.run("\(prefix)/bin/stockroom", ["--version"])
    #expect(version.status == 0 && !version.stdout.isEmpty)

    let uninstall = try ProcessRunner.run(Self.script("install.sh"), ["uninstall"], environment: environment)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    let left = FileManager.default.enumerator(atPath: stage.path("root"))?.compactMap { $0 as? String }.filter {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: stage.path("root/\($0)"), isDirectory: &isFolder)
      return !isFolder.boolValue
    }
    #expect(left == [], "left after uninstall: \(left ?? [])")
  }

  @Test func theDebianPackageDependsOnRuntimeLibrariesAndLintianFindsNoError() throws {
    for tool in ["dpkg-deb", "dpkg-shlibdeps", "chrpath", "lintian"] {
      _ = try #require(ProcessRunner.executable(named: tool), "\(tool) is a test dependency (make test installs it)")
    }
    let output = try TemporaryDirectory()
    var environment = Self.pathEnvironment
    // The test binary is the debug build, which links the toolchain's Swift libraries: the script refuses it
    // unless told this package is only looked at.
    let refused = try ProcessRunner.run(
      Self.script("build-deb.sh"), [ProcessRunner.stockroomPath, output.path("refused")], environment: environment)
    #expect(refused.status == 65 && refused.stderr.contains("--static-swift-stdlib"), "\(refused.stderr)")
    environment["STOCKROOM_DEB_ALLOW_SWIFT_RUNTIME"] = "1"
    environment["STOCKROOM_DEB_FAST"] = "1"
    let built = try ProcessRunner.run(
      Self.script("build-deb.sh"), [ProcessRunner.stockroomPath, output.path("deb")], environment: environment)
    #expect(built.status == 0, "\(built.stderr)")
    let deb = built.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

    let depends = try ProcessRunner.run("/usr/bin/dpkg-deb", ["-f", deb, "Depends"]).stdout
    let packages = depends.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    for library in ["libc6", "libncursesw6", "libsqlite3-0", "libzbar0", "libzxing2", "libzint2.11", "libcairo2"] {
      #expect(
        packages.contains { $0.hasPrefix(library + " ") || $0 == library }, "Depends lacks \(library): \(depends)")
    }
    #expect(!packages.contains { $0.contains("-dev") || $0.contains("swift") }, "\(depends)")

    let contents = try ProcessRunner.run("/usr/bin/dpkg-deb", ["-c", deb]).stdout
    for file in [
      "./usr/bin/stockroom", "./usr/share/man/man1/stockroom.1.gz", "./usr/share/man/man1/stockroom-count.1.gz",
      "./usr/share/bash-completion/completions/stockroom", "./usr/share/zsh/vendor-completions/_stockroom",
      "./usr/share/fish/vendor_completions.d/stockroom.fish", "./usr/share/doc/stockroom/copyright",
    ] {
      #expect(contents.contains(" \(file)\n"), "the package lacks \(file)")
    }
    #expect(!contents.contains("install-manifest"))

    let lintian = try ProcessRunner.run(
      try #require(ProcessRunner.executable(named: "lintian")), [deb], environment: Self.pathEnvironment)
    let errors = lintian.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") }
    #expect(errors.isEmpty, "lintian: \(errors)")
  }
}
