import TerminalUI

/// The scan screen. Scaffold: the scanning helper replaces it with the camera preview, modes and manual entry.
public final class ScanScreen: Screen {
  public let title = "Scan"
  let environment: AppEnvironment

  public init(environment: AppEnvironment) { self.environment = environment }

  public func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {}

  public func handle(_ event: InputEvent) -> ScreenAction { .unhandled }
}
