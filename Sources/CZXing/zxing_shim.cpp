// The only file that sees zxing-cpp's C++ API (see include/stockroom_zxing.h).
#include "stockroom_zxing.h"

#include <ZXing/ReadBarcode.h>
#include <ZXing/ZXVersion.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>

namespace {

void writeError(char *error, size_t size, const char *message) {
  if (error != nullptr && size > 0) std::snprintf(error, size, "%s", message);
}

ZXing::Binarizer binarizer(int value) {
  switch (value) {
  case 1: return ZXing::Binarizer::GlobalHistogram;
  case 2: return ZXing::Binarizer::FixedThreshold;
  case 3: return ZXing::Binarizer::BoolCast;
  default: return ZXing::Binarizer::LocalAverage;
  }
}

ZXing::DecodeHints hints(const stockroom_zxing_options &options, uint32_t formats, int maxSymbols) {
  ZXing::DecodeHints hints;
  hints.setFormats(ZXing::BarcodeFormats(static_cast<ZXing::BarcodeFormat>(formats)));
  hints.setTryHarder(options.try_harder != 0);
  hints.setTryRotate(options.try_rotate != 0);
  // zxing's own downscaling merges reads too (see above); stockroom scales images itself.
  hints.setTryDownscale(false);
  hints.setBinarizer(binarizer(options.binarizer));
  const int most = maxSymbols < 1 ? 1 : (maxSymbols > 255 ? 255 : maxSymbols);
  hints.setMaxNumberOfSymbols(static_cast<uint8_t>(most));
  hints.setEanAddOnSymbol(ZXing::EanAddOnSymbol::Ignore);
  // As zbar does: Codabar's start and stop letters are part of what the code says.
  hints.setReturnCodabarStartEnd(true);
  return hints;
}

bool copy(const ZXing::Result &result, stockroom_zxing_symbol &out) {
  std::memset(&out, 0, sizeof out);
  out.format = static_cast<uint32_t>(result.format());
  std::string text;
  const ZXing::ByteArray &raw = result.bytes();
  const bool useText = result.hasECI();
  if (useText) text = result.text();
  const size_t length = useText ? text.size() : raw.size();
  if (length > 0) {
    out.bytes = static_cast<uint8_t *>(std::malloc(length));
    if (out.bytes == nullptr) return false;
    std::memcpy(out.bytes, useText ? reinterpret_cast<const uint8_t *>(text.data()) : raw.data(), length);
  }
  out.length = length;
  std::snprintf(out.symbology_identifier, sizeof out.symbology_identifier, "%s", result.symbologyIdentifier().c_str());
  out.content_type = static_cast<int>(result.contentType());
  const auto &position = result.position();
  for (int corner = 0; corner < 4; ++corner) {
    out.corners[corner * 2] = position[corner].x;
    out.corners[corner * 2 + 1] = position[corner].y;
  }
  out.line_count = result.lineCount();
  out.orientation = result.orientation();
  out.bytes_are_text = useText ? 1 : 0;
  if (result.format() == ZXing::BarcodeFormat::Aztec) {
    // Deprecated in favour of bytes(), which is what 1.4 gets wrong here: it reads an Aztec symbol's padding after
    // an apparent binary shift as 31 more bytes. Only the bits show where the data ends.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    const ZXing::ByteArray &bits = result.rawBytes();
    const int bitCount = result.numBits();
#pragma GCC diagnostic pop
    if (bitCount > 0 && static_cast<size_t>(bitCount) <= bits.size() * 8) {
      out.data_bits = static_cast<uint8_t *>(std::malloc(bits.size()));
      if (out.data_bits == nullptr) return false;
      std::memcpy(out.data_bits, bits.data(), bits.size());
      out.data_bit_count = bitCount;
    }
  }
  return true;
}

} // namespace

extern "C" int stockroom_zxing_read(
  const uint8_t *pixels, int width, int height, int row_stride, const stockroom_zxing_options *options,
  stockroom_zxing_symbol **symbols, int *count, char *error, size_t error_size) {
  if (symbols == nullptr || count == nullptr || options == nullptr) {
    writeError(error, error_size, "stockroom_zxing_read: missing argument");
    return -1;
  }
  *symbols = nullptr;
  *count = 0;
  if (pixels == nullptr || width <= 0 || height <= 0 || row_stride < width) return 0;
  try {
    // Debian builds zxing-cpp with assertions on, and Result::operator== asserts lineCount() == 1 when
    // ReadBarcodes merges two reads of one linear code (measured: with tryRotate, even without downscaling).
    // It only merges when asked for more than one symbol, so linear codes are read one per call and the 2D
    // codes, whose comparison does not assert, all at once.
    const uint32_t linear = static_cast<uint32_t>(ZXing::BarcodeFormat::LinearCodes);
    const uint32_t any = static_cast<uint32_t>(ZXing::BarcodeFormat::Any);
    const uint32_t wanted = options->formats == 0 ? any : options->formats;
    ZXing::ImageView image(pixels, width, height, ZXing::ImageFormat::Lum, row_stride);
    ZXing::Results results;
    if ((wanted & ~linear) != 0) {
      results = ZXing::ReadBarcodes(image, hints(*options, wanted & ~linear, options->max_symbols));
    }
    // A DataBar result can carry more than one line before it is compared, so even one symbol per call asserts
    // (measured: a dark, denoised DataBar, issue 22). With a minimum of one line the first read ends the scan before
    // any comparison; DataBar's own checks (finder pairs, mod-89 and GTIN check digits) stand in for the second line.
    const uint32_t dataBar =
      static_cast<uint32_t>(ZXing::BarcodeFormat::DataBar) | static_cast<uint32_t>(ZXing::BarcodeFormat::DataBarExpanded);
    for (const uint32_t formats : {wanted & linear & ~dataBar, wanted & dataBar}) {
      if (formats == 0) continue;
      ZXing::DecodeHints linearHints = hints(*options, formats, 1);
      if (formats == (wanted & dataBar)) linearHints.setMinLineCount(1);
      for (auto &result : ZXing::ReadBarcodes(image, linearHints)) results.push_back(std::move(result));
    }
    if (results.empty()) return 0;
    auto *found = static_cast<stockroom_zxing_symbol *>(std::calloc(results.size(), sizeof(stockroom_zxing_symbol)));
    if (found == nullptr) {
      writeError(error, error_size, "out of memory");
      return -1;
    }
    int copied = 0;
    for (const auto &result : results) {
      if (!result.isValid()) continue;
      if (!copy(result, found[copied])) {
        stockroom_zxing_free(found, copied + 1);  // the one that failed may hold some of its copies
        writeError(error, error_size, "out of memory");
        return -1;
      }
      ++copied;
    }
    *symbols = found;
    *count = copied;
    return 0;
  } catch (const std::exception &failure) {
    writeError(error, error_size, failure.what());
  } catch (...) {
    writeError(error, error_size, "zxing-cpp failed with an unknown exception");
  }
  return -1;
}

extern "C" void stockroom_zxing_free(stockroom_zxing_symbol *symbols, int count) {
  if (symbols == nullptr) return;
  for (int index = 0; index < count; ++index) {
    std::free(symbols[index].bytes);
    std::free(symbols[index].data_bits);
  }
  std::free(symbols);
}

extern "C" const char *stockroom_zxing_version(void) {
#define STOCKROOM_STRINGIFY(value) #value
#define STOCKROOM_VERSION(major, minor, patch) STOCKROOM_STRINGIFY(major) "." STOCKROOM_STRINGIFY(minor) "." STOCKROOM_STRINGIFY(patch)
  return STOCKROOM_VERSION(ZXING_VERSION_MAJOR, ZXING_VERSION_MINOR, ZXING_VERSION_PATCH);
}
