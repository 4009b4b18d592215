import CodeRendering
import Labelling

/// The layout and copies last chosen for labels, offered first next time (a thermal printer's user picks 62 mm
/// once per session, not once per item).
struct LabelChoices {
  var layout = LabelLayout.a4ThreeBySeven
  var copies = LabelCopies.each(1)
}
