import Foundation
import InventoryCore
import Scanning

/// Degraded photographs of linear codes, for judging lone reads (issue 22, item 2): the ways a still image goes
/// wrong (blur, noise, dark, low contrast, turned, cut off), each deterministic for its seed. Wrong reads come
/// from the turned and cut-off scenes (a line across part of the bars), withheld right ones from all of them.
public enum LoneReadScenes {
  public enum Scene: String, Sendable, CaseIterable {
    case clean
    case blur
    case heavyBlur = "heavy-blur"
    case noise
    case dark
    case lowContrast = "low-contrast"
    case turned15 = "turned-15"
    case turned33 = "turned-33"
    case turned42 = "turned-42"
    case turned70 = "turned-70"
    case cutLeft = "cut-left"
    case cutRight = "cut-right"
    case smallNoisy = "small+noise"
  }

  /// The linear codes of the catalog plus the short and fragment-prone ones a lone read is riskiest on.
  public static let specs: [CodeSpec] =
    FixtureCatalog.codes.filter { !$0.symbology.isTwoDimensional } + [
      CodeSpec(.ean13, zint: "EANX", input: "400638133393", expected: "4006381333931", variant: "2"),
      CodeSpec(.upcE, zint: "UPCE", input: "0123456", expected: "01234565", variant: "2"),
      CodeSpec(.code39, zint: "CODE39", input: "A1", expected: "A1", variant: "short"),
      CodeSpec(.itf, zint: "C25INTER", input: "1234", expected: "1234", variant: "short"),
      CodeSpec(.code128, zint: "CODE128", input: "42", expected: "42", variant: "short"),
    ]

  /// `code` (a zint image on its own) degraded by `scene` on a 640x480 canvas.
  public static func apply(_ scene: Scene, to code: GreyFrame, seed: UInt64) -> GreyFrame {
    let canvas = (width: max(640, code.width + 40), height: max(480, code.height + 40))
    let placed = Degrade.place(code, on: canvas.width, canvas.height, at: nil)
    switch scene {
    case .clean: return placed
    case .blur: return Degrade.noise(Degrade.blur(placed, radius: 1, passes: 3), sigma: 3, seed: seed)
    case .heavyBlur: return Degrade.noise(Degrade.blur(placed, radius: 2, passes: 3), sigma: 3, seed: seed)
    case .noise: return Degrade.noise(placed, sigma: 30, seed: seed)
    case .dark: return Degrade.noise(Degrade.darken(placed, to: 0.15), sigma: 8, seed: seed)
    case .lowContrast: return Degrade.noise(lowContrast(placed, from: 110, to: 150), sigma: 4, seed: seed)
    case .turned15: return Degrade.noise(Degrade.rotate(placed, degrees: 15), sigma: 3, seed: seed)
    case .turned33: return Degrade.noise(Degrade.rotate(placed, degrees: 33), sigma: 3, seed: seed)
    case .turned42: return Degrade.noise(Degrade.rotate(placed, degrees: 42), sigma: 3, seed: seed)
    case .turned70: return Degrade.noise(Degrade.rotate(placed, degrees: 70), sigma: 3, seed: seed)
    case .cutLeft, .cutRight:
      // A fifth of the code off the picture's edge: what a photo framed too tightly shows.
      let cut = code.width / 5
      let left = scene == .cutLeft ? -cut : canvas.width - code.width + cut
      let shifted = Degrade.place(code, on: canvas.width, canvas.height, at: PixelPoint(x: left, y: 60))
      return Degrade.noise(shifted, sigma: 3, seed: seed)
    case .smallNoisy: return Degrade.noise(Degrade.scale(placed, by: 0.55), sigma: 10, seed: seed)
    }
  }

  /// Grey levels squeezed into `low`...`high`: a faded print or a flat, grey photo.
  public static func lowContrast(_ frame: GreyFrame, from low: Int, to high: Int) -> GreyFrame {
    var out = frame
    for index in out.pixels.indices {
      out.pixels[index] = UInt8(clamping: low + Int(out.pixels[index]) * (high - low) / 255)
    }
    return out
  }
}
