import Foundation
import InventoryCore
import Scanning

/// Codes as zint writes them by default (issue 22, item 6): no quiet zone, 1 or 2 pixels a module, the image no
/// bigger than the code. Printed labels saved this way, or a screenshot of one, are what a user hands `decode`.
public enum TinyCodes {
  /// The 2D codes zxing reads and zbar's QR, and linear codes of both decoders.
  public static let specs: [CodeSpec] =
    FixtureCatalog.twoDimensionalCodes
    + [
      FixtureCatalog.spec(.qr), FixtureCatalog.spec(.code128), FixtureCatalog.spec(.ean13),
      FixtureCatalog.spec(.code39),
    ].compactMap { $0 }

  /// zint scales: 0.5 draws 1 pixel a module, 1 draws 2.
  public static let scales: [Double] = [0.5, 1]

  /// How the code is shown: as zint drew it, in a small picture with white around it, or underexposed.
  public enum Setting: String, Sendable, CaseIterable {
    case bare
    case onSmallPicture = "on 320x240"
    case dark
  }

  public struct Image: Sendable {
    public var spec: CodeSpec
    public var scale: Double
    public var setting: Setting
    public var frame: GreyFrame
    public var label: String { "\(spec.label) x\(scale) \(setting.rawValue)" }
  }

  /// Every spec at every scale in every setting.
  public static func images() throws -> [Image] {
    var images: [Image] = []
    for spec in specs {
      for scale in scales {
        let code = try Zint.frame(spec, scale: scale, quietZones: false)
        for setting in Setting.allCases {
          images.append(Image(spec: spec, scale: scale, setting: setting, frame: show(code, setting)))
        }
      }
    }
    return images
  }

  public static func show(_ code: GreyFrame, _ setting: Setting) -> GreyFrame {
    switch setting {
    case .bare: code
    case .onSmallPicture: Degrade.place(code, on: max(320, code.width + 8), max(240, code.height + 8), at: nil)
    case .dark: Degrade.noise(Degrade.darken(code, to: 0.4), sigma: 4, seed: 2)
    }
  }
}
