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

/// Decodes a JPEG held in memory to 8-bit grey (libjpeg converts YCbCr/RGB itself).
/// On success returns 0 and a malloc'd buffer of width*height bytes in *pixels (free it);
/// on failure returns -1 with libjpeg's message in `message`.
static inline int stockroom_jpeg_decode_grey(const unsigned char *data, unsigned long size,
                                             unsigned char **pixels, int *width, int *height,
                                             char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  struct stockroom_jpeg_error error;
  unsigned char *volatile buffer = NULL;
  *pixels = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = stockroom_jpeg_error_exit;
  error.manager.emit_message = stockroom_jpeg_silent;
  error.message[0] = 0;
  if (setjmp(error.jump)) {
    snprintf(message, message_size, "%s", error.message);
    jpeg_destroy_decompress(&info);
    free(buffer);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_GRAYSCALE;
  jpeg_start_decompress(&info);
  size_t stride = info.output_width;
  buffer = malloc(stride * info.output_height);
  if (buffer == NULL) {
    snprintf(message, message_size, "out of memory");
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  jpeg_destroy_decompress(&info);
  *pixels = buffer;
  return 0;
}

/// Encodes 8-bit grey pixels as a JPEG in memory. Returns 0 and a malloc'd buffer (free it), or -1.
static inline int stockroom_jpeg_encode_grey(const unsigned char *pixels, int width, int height, int quality,
                                             unsigned char **output, unsigned long *output_size,
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
