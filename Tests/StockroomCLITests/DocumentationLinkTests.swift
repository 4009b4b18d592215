import Foundation
import Testing

/// README.md and docs/**/*.md link each other by relative paths; a moved or renamed file breaks them silently.
@Suite struct DocumentationLinkTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// README.md, RELIABILITY.md, BENCHMARKS.md and every .md under docs/.
  static func documents() -> [URL] {
    var files = ["README.md", "RELIABILITY.md", "BENCHMARKS.md"].map { repository.appendingPathComponent($0) }
    let docs = repository.appendingPathComponent("docs")
    let walker = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
    while let file = walker?.nextObject() as? URL {
      if file.pathExtension == "md" { files.append(file) }
    }
    return files.filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The targets of `[text](target)` and `![alt](target)` that are relative paths (no scheme, not an anchor).
  static func relativeLinks(in text: String) -> [String] {
    let pattern = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/
    return text.matches(of: pattern).map { String($0.output.1) }.filter {
      !$0.contains("://") && !$0.hasPrefix("mailto:") && !$0.hasPrefix("#")
    }
  }

  @Test func theLinkFinderSeesRelativeLinksOnly() {
    let text = "[a](docs/x.md) ![b](../p.png \"t\") [c](https://e.org/a) [d](#top) [e](y.md#part)"
    #expect(Self.relativeLinks(in: text) == ["docs/x.md", "../p.png", "y.md#part"])
  }

  @Test func everyRelativeLinkResolves() throws {
    let documents = Self.documents()
    #expect(documents.count > 10, "README.md and docs/ were not found from \(Self.repository.path)")
    var broken: [String] = []
    for document in documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      for link in Self.relativeLinks(in: text) {
        let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let target = document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        if !FileManager.default.fileExists(atPath: target.path) {
          broken.append("\(document.path.dropFirst(Self.repository.path.count + 1)): \(link)")
        }
      }
    }
    #expect(broken.isEmpty, "broken links: \(broken)")
  }
}
