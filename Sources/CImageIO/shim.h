#ifndef STOCKROOM_CIMAGEIO_SHIM_H
#define STOCKROOM_CIMAGEIO_SHIM_H
// libpng's simplified API imports as is. libjpeg reports errors by longjmp-ing out of its error_exit
// callback, which Swift cannot do, so the whole libjpeg call sequence lives here, behind setjmp.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/// png_image.message is a fixed char array (a tuple in Swift): hand out a pointer to it.
static inline const char *stockroom_png_message(const png_image *image) { return image->message; }

struct stockroom_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static inline void stockroom_jpeg_error_exit(j_common_ptr info) {
  struct stockroom_jpeg_error *error = (struct stockroom_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

/// libjpeg's warnings go to stderr by default; a terminal UI must never see them.
static inline void stockroom_jpeg_silent(j_common_ptr info, int level) { (void)info; (void)level; }

/// Progressive JPEGs with more scans than this are refused: real encoders write about ten, and each scan costs a
/// pass over the whole image, so a small file with thousands of scans would take minutes (a CPU bomb).
#define STOCKROOM_JPEG_MAX_SCANS 500

/// libjpeg calls this between passes; it stops a decode whose scan count passes STOCKROOM_JPEG_MAX_SCANS.
static inline void stockroom_jpeg_progress(j_common_ptr info) {
  struct stockroom_jpeg_error *error = (struct stockroom_jpeg_error *)info->err;
  if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > STOCKROOM_JPEG_MAX_SCANS) {
    snprintf(error->message, sizeof error->message, "more than %d progressive scans", STOCKROOM_JPEG_MAX_SCANS);
    longjmp(error->jump, 1);
  }
}

/// Decodes a JPEG held in memory to 8-bit grey (libjpeg converts YCbCr/RGB itself).
/// The size in the header is checked before anything is allocated for pixels: a side over `max_side` or more
/// than `max_pixels` in all returns -2 with the claimed size in *width and *height. libjpeg's own working memory
/// is capped at `max_memory` bytes (jpeg_memory_mgr.max_memory_to_use), and its error_exit, which would
/// exit() the process, is replaced by a longjmp back here.
/// On success returns 0 and a malloc'd buffer of width*height bytes in *pixels (free it);
/// on failure returns -1 with libjpeg's message in `message`.
static inline int stockroom_jpeg_decode_grey(const unsigned char *data, unsigned long size, long max_side,
                                             long max_pixels, long max_memory, unsigned char **pixels,
                                             int *width, int *height, char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  struct stockroom_jpeg_error error;
  struct jpeg_progress_mgr progress;
  unsigned char *volatile buffer = NULL;
  memset(&info, 0, sizeof info);
  *pixels = NULL;
  *width = 0;
  *height = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = stockroom_jpeg_error_exit;
  error.manager.emit_message = stockroom_jpeg_silent;
  error.message[0] = 0;
  if (setjmp(error.jump)) {
    snprintf(message, message_size, "%s", error.message[0] ? error.message : "libjpeg failed");
    jpeg_destroy_decompress(&info);
    free(buffer);
    return -1;
  }
  jpeg_create_decompress(&info);
  info.mem->max_memory_to_use = max_memory;
  progress.progress_monitor = stockroom_jpeg_progress;
  info.progress = &progress;
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  /* JDIMENSION is at most 65500 here (libjpeg refuses more), so the product fits in a long. */
  long claimed_width = (long)info.image_width, claimed_height = (long)info.image_height;
  if (claimed_width > max_side || claimed_height > max_side || claimed_width * claimed_height > max_pixels) {
    *width = (int)claimed_width;
    *height = (int)claimed_height;
    jpeg_destroy_decompress(&info);
    return -2;
  }
  info.out_color_space = JCS_GRAYSCALE;
  jpeg_start_decompress(&info);
  size_t stride = info.output_width;
  buffer = malloc(stride * info.output_height + 1);
  if (buffer == NULL) {
    snprintf(message, message_size, "out of memory");
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    if (jpeg_read_scanlines(&info, &row, 1) != 1) {
      /* A memory source never suspends; no row means something is wrong, never a loop without end. */
      snprintf(error.message, sizeof error.message, "libjpeg returned no row");
      longjmp(error.jump, 1);
    }
  }
  jpeg_finish_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  jpeg_destroy_decompress(&info);
  *pixels = buffer;
  return 0;
}

/// Encodes 8-bit grey pixels as a JPEG in memory (progressive when `progressive` is non-zero). Returns 0 and a malloc'd buffer (free it), or -1.
static inline int stockroom_jpeg_encode_grey(const unsigned char *pixels, int width, int height, int quality,
                                             int progressive, unsigned char **output, unsigned long *output_size,
                                             char *message, size_t message_size) {
  struct jpeg_compress_struct info;
  struct stockroom_jpeg_error error;
  *output = NULL;
  *output_size = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = stockroom_jpeg_error_exit;
  error.manager.emit_message = stockroom_jpeg_silent;
  error.message[0] = 0;
  if (setjmp(error.jump)) {
    snprintf(message, message_size, "%s", error.message);
    jpeg_destroy_compress(&info);
    return -1;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, output, output_size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 1;
  info.in_color_space = JCS_GRAYSCALE;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  if (progressive) jpeg_simple_progression(&info);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)width * info.next_scanline);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  return 0;
}

#endif
