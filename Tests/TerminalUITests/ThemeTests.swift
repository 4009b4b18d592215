import InventoryCore
import Testing

@testable import TerminalUI

@Suite("Themes")
struct ThemeTests {
  static let meaningfulRoles: [StyleRole] = [
    .header, .headerBadge, .title, .selection, .lowStock, .error, .warning, .hint, .keyHint, .keyHintKey, .dim,
    .border, .fieldFocused, .dialog,
  ]

  @Test("the monochrome theme uses no colour at all")
  func monochromeHasNoColour() {
    let roles =
      Self.meaningfulRoles + [.normal, .success, .field] + PaletteColor.allCases.map { .category($0) }
      + [.pixels(top: 0, bottom: 255)]
    for role in roles {
      let style = Theme.monochrome.style(for: role)
      #expect(style.foreground == .standard && style.background == .standard, "\(role)")
    }
    #expect(!Theme.monochrome.usesColor)
  }

  @Test("in monochrome, roles that must stand out differ from normal text by attributes")
  func monochromeKeepsDistinctions() {
    let normal = Theme.monochrome.style(for: .normal)
    for role in Self.meaningfulRoles {
      #expect(Theme.monochrome.style(for: role) != normal, "\(role) would look like normal text")
    }
    #expect(Theme.monochrome.style(for: .selection).attributes.contains(.reverse))
    #expect(Theme.monochrome.style(for: .lowStock) != Theme.monochrome.style(for: .selection))
  }

  @Test("meanings colour carries also have a symbol, in every theme")
  func symbols() {
    #expect(StyleRole.error.symbol == "✗")
    #expect(StyleRole.warning.symbol == "!")
    #expect(StyleRole.success.symbol == "✓")
    #expect(StyleRole.lowStock.symbol == "▼")
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 1))
    var status = StatusLine()
    status.show(.error("disk full"), now: .zero)
    status.draw(into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == ["✗ disk full         "])
  }

  @Test("NO_COLOR (non-empty) or --no-color choose the monochrome theme")
  func resolution() {
    #expect(Theme.resolved(noColorFlag: false, environment: [:]).name == "colour")
    #expect(Theme.resolved(noColorFlag: true, environment: [:]).name == "monochrome")
    #expect(Theme.resolved(noColorFlag: false, environment: ["NO_COLOR": "1"]).name == "monochrome")
    #expect(Theme.resolved(noColorFlag: false, environment: ["NO_COLOR": ""]).name == "colour")
  }

  @Test("palette colours match InventoryCore's category colours one to one")
  func paletteMatchesCategories() {
    #expect(Set(PaletteColor.allCases.map(\.rawValue)) == Set(CategoryColor.allCases.map(\.rawValue)))
    #expect(Set(PaletteColor.allCases.map(\.ansiIndex)).count == PaletteColor.allCases.count)
    #expect(Theme.colour.style(for: .category(.brightRed)).foreground == .ansi(9))
  }

  @Test("the colour theme shows preview pixels as grey foreground and background")
  func pixels() {
    let style = Theme.colour.style(for: .pixels(top: 10, bottom: 200))
    #expect(style.foreground == .grey(10) && style.background == .grey(200))
  }
}
