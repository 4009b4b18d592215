import CodeRendering
import InventoryCore

/// What the Generate screen shows where the code goes: the code drawn with half blocks (one module a column, two a
/// line, quiet zone included), or the reason there is none, in the words of the content's checks or the encoder.
enum CodePreview: Equatable {
  /// `lines` are "█", "▀", "▄" and spaces (dark is drawn as the character, light as the background).
  case code(CodeRequest, lines: [String])
  /// `isBlank`: nothing typed yet, so the reason is a hint rather than an error.
  case problem(String, isBlank: Bool)

  /// The preview of `draft`, as it stands.
  static func of(_ draft: CodeDraft) -> CodePreview {
    do throws(CodeContentError) {
      return of(CodeRequest(try draft.content(), kind: draft.kind.historyName))
    } catch {
      return .problem(error.description, isBlank: draft.isBlank)
    }
  }

  /// The preview of a code made again from History.
  static func of(_ created: CreatedCode) -> CodePreview {
    do throws(CodeContentError) {
      return of(try CodeRequest(remaking: created))
    } catch {
      return .problem(error.description, isBlank: false)
    }
  }

  static func of(_ request: CodeRequest) -> CodePreview {
    do throws(CodeRenderingError) {
      let symbol = try ZintEncoder.encode(request.spec)
      return .code(request, lines: try HalfBlockDrawing.lines(symbol, colours: false))
    } catch {
      return .problem(error.description, isBlank: false)
    }
  }

  var request: CodeRequest? {
    guard case .code(let request, _) = self else { return nil }
    return request
  }

  /// Columns and lines the drawing takes (without its caption).
  var size: (columns: Int, rows: Int) {
    guard case .code(_, let lines) = self else { return (0, 0) }
    return (lines.map(\.count).max() ?? 0, lines.count)
  }

  /// The line under the code: the digits under a barcode, the start of what a 2D code holds (one line).
  var caption: String {
    guard case .code(let request, _) = self else { return "" }
    let flat = request.preview.split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.terminalSafe
  }
}
