import CCairo

/// Label text with cairo's text API (`cairo_select_font_face`, `cairo_text_extents`, `cairo_show_text`) in
/// DejaVu Sans, measured in the context's units, so names are cut to the label by the font that prints them.
enum CairoText {
  static let family = "DejaVu Sans"

  enum Weight { case regular, bold }

  static func select(_ context: OpaquePointer, size: Double, weight: Weight) {
    cairo_select_font_face(
      context, family, CAIRO_FONT_SLANT_NORMAL, weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, size)
  }

  /// How far `text` advances in the selected font.
  static func width(_ text: String, in context: OpaquePointer) -> Double {
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    return extents.x_advance
  }

  /// `text` cut with "…" to `width` in the selected font.
  static func fitted(_ text: String, width: Double, in context: OpaquePointer) -> String {
    TextFitting.truncated(text, toWidth: width) { self.width($0, in: context) }
  }

  /// Draws `text` with its baseline's left end at (`x`, `baseline`).
  static func show(_ text: String, x: Double, baseline: Double, in context: OpaquePointer) {
    guard !text.isEmpty else { return }
    cairo_move_to(context, x, baseline)
    cairo_show_text(context, text)
  }
}
