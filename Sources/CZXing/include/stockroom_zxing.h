// A C view of zxing-cpp's ReadBarcodes, for Swift: zxing-cpp 1.4 has only a C++ API.
// Nothing here throws or aborts on any image: C++ exceptions are caught and returned as an error text.
#ifndef STOCKROOM_ZXING_H
#define STOCKROOM_ZXING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How to read: a mirror of the zxing::DecodeHints fields stockroom sets.
typedef struct {
  /// zxing BarcodeFormat bits (BarcodeFormat.h); 0 = every format.
  uint32_t formats;
  int try_harder;
  int try_rotate;
  /// 0 = LocalAverage, 1 = GlobalHistogram, 2 = FixedThreshold, 3 = BoolCast (zxing's Binarizer order).
  int binarizer;
  /// Most symbols to return (1..255).
  int max_symbols;
} stockroom_zxing_options;

/// One code found. `bytes` is the content as coded (zxing's Result::bytes, no charset conversion), or its
/// UTF-8 text when the code declares an ECI. `symbology_identifier` is the AIM "]cm" string ("]C1" = GS1-128).
typedef struct {
  uint32_t format;
  uint8_t *bytes;
  size_t length;
  char symbology_identifier[8];
  /// zxing ContentType: 0 Text, 1 Binary, 2 Mixed, 3 GS1, 4 ISO15434, 5 UnknownECI.
  int content_type;
  /// Corners: top-left, top-right, bottom-right, bottom-left as x,y pairs.
  int corners[8];
  /// Scan lines that read a linear code (0 for 2D codes).
  int line_count;
  /// Degrees, as zxing measures it.
  int orientation;
  /// 1 when `bytes` is the UTF-8 text of a code that declares an ECI, 0 when it is the content as coded.
  int bytes_are_text;
  /// Aztec only (NULL and 0 otherwise): the symbol's data bits after error correction, most significant bit
  /// first (zxing's rawBytes and numBits), so that Swift can see where the data ends (AztecPadding).
  uint8_t *data_bits;
  int data_bit_count;
} stockroom_zxing_symbol;

/// Reads a Lum (8-bit grey) image. On success returns 0 and sets *symbols (free with stockroom_zxing_free)
/// and *count (0 = nothing found). On failure returns -1 and writes a message into `error`.
int stockroom_zxing_read(
  const uint8_t *pixels, int width, int height, int row_stride, const stockroom_zxing_options *options,
  stockroom_zxing_symbol **symbols, int *count, char *error, size_t error_size);

void stockroom_zxing_free(stockroom_zxing_symbol *symbols, int count);

/// The library version zxing-cpp was built as ("1.4.0").
const char *stockroom_zxing_version(void);

#ifdef __cplusplus
}
#endif

#endif
