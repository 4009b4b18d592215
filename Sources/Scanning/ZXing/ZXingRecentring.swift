import InventoryCore

/// Where else to look for the 2D codes zxing-cpp 1.4 finds only in certain places (measured here on zint
/// codes: a DataMatrix only where the image's middle row crosses it; an Aztec code only when the image's
/// centre falls within about a quarter of its size from the code's centre). Reading crops that put those
/// places elsewhere finds the code wherever it is: full-width bands for DataMatrix, squares for Aztec.
enum ZXingRecentring {
  /// Smallest crop side: codes below about 24 px do not read anyway.
  static let smallestSide = 32

  /// Every crop to read for `symbology` in a `width` x `height` image, largest first (nil: it finds them anywhere).
  static func regions(for symbology: Symbology, width: Int, height: Int) -> [PixelRect] {
    switch symbology {
    case .dataMatrix: bands(width: width, height: height)
    case .aztec: squares(width: width, height: height)
    default: []
    }
  }

  /// Full-width bands half and a quarter of the height, their middle rows a quarter of a band apart.
  static func bands(width: Int, height: Int) -> [PixelRect] {
    var regions: [PixelRect] = []
    for bandHeight in [height / 2, height / 4] where bandHeight >= smallestSide {
      let step = max(1, bandHeight / 4)
      var top = 0
      while top + bandHeight <= height {
        regions.append(PixelRect(x: 0, y: top, width: width, height: bandHeight))
        top += step
      }
    }
    return regions
  }

  /// Squares half and a quarter of the shorter side, their centres a quarter of a side apart.
  static func squares(width: Int, height: Int) -> [PixelRect] {
    var regions: [PixelRect] = []
    for side in [min(width, height) / 2, min(width, height) / 4] where side >= smallestSide {
      let step = max(1, side / 4)
      var top = 0
      while top + side <= height {
        var left = 0
        while left + side <= width {
          regions.append(PixelRect(x: left, y: top, width: side, height: side))
          left += step
        }
        top += step
      }
    }
    return regions
  }
}
