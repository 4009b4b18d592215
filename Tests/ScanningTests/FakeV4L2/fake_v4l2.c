// A fake V4L2 webcam for tests, loaded with LD_PRELOAD. libv4l2 reaches devices only through
// syscall(), so this interposes syscall() and serves /dev/video0..N-1 itself: QUERYCAP, ENUM_FMT,
// ENUM_FRAMESIZES, G/S/TRY_FMT, G/S_PARM, QUERYCTRL, G/S_CTRL, REQBUFS, QUERYBUF, mmap, QBUF, DQBUF,
// STREAMON/OFF, and poll() on its devices. The camera sends YUYV (or MJPEG, as most USB webcams do at 720p
// and above), so the real libv4l2 converts it as it would a real camera's. Build: gcc -shared -fPIC ... -ldl -ljpeg
//
// Environment:
//   FAKE_V4L2_DEVICES   number of devices (default 1)
//   FAKE_V4L2_MODE      ok | eacces | ebusy | unplug | noformat | metadata  (default ok)
//   FAKE_V4L2_UNPLUG_AFTER  frames delivered before ENODEV in unplug mode (default 10)
//   FAKE_V4L2_FRAMES    frames before the camera stops producing (DQBUF then says ENODEV; default 300)
//   FAKE_V4L2_Y4M       a .y4m whose luma the camera shows (looped); default a grey pattern
//   FAKE_V4L2_LOG       file to append the call sequence to, one call a line
//   FAKE_V4L2_TORCH     1 to offer the flash LED control
//   FAKE_V4L2_FPS       deliver at most this many frames a second, DQBUF waiting for each frame's time as a
//                       real camera's does (default: as fast as asked)
//   FAKE_V4L2_PRELOAD   1 to turn the whole FAKE_V4L2_Y4M video into camera frames once and copy one per DQBUF:
//                       the driver then costs the process about what a real one does (a CPU benchmark's camera)
//   FAKE_V4L2_FORMAT    yuyv (default: 640x480 and 1280x720) | mjpeg (1280x720 only, real JPEG frames, 4:2:2
//                       as webcams send them: libv4l2 decodes them into the format the app asks for) | grey
//                       (8-bit luma, which the app takes natively, without libv4l2's conversion)
//   FAKE_V4L2_PADDING   yuyv and grey: bytes of padding at the end of each line (bytesperline > width x bytes a
//                       pixel), filled with a pattern that reads as bars if a reader ignores bytesperline
//   FAKE_V4L2_FIRST_FRAME_DELAY  seconds from STREAMON to the first frame (webcams take a second or two)
//   FAKE_V4L2_DROP_AFTER, FAKE_V4L2_DROP_FPS  after this many frames the rate falls to DROP_FPS (low light:
//                       a longer exposure), FAKE_V4L2_FPS (default 30 when these are set) before
// A frame is due at its time on the camera's clock (from STREAMON): poll() waits for it (up to its timeout) and
// DQBUF on a non-blocking descriptor says EAGAIN until then. Timestamps are the monotonic time each frame was due,
// as a real driver stamps them.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/videodev2.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <jpeglib.h> // after stdio.h, which it needs
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define MAX_FDS 16
#define BUFFERS 4
typedef long (*syscall_fn)(long, ...);

struct fake_device {
  int fd, index, streaming, count, queued[BUFFERS], memfd, nonblocking;
  unsigned width, height;
  unsigned long frames;
  unsigned char *memory;
  size_t buffer_size, stride;
  struct timespec started;
  unsigned long started_frames;
};
static struct fake_device devices[MAX_FDS];
static int controls[8] = {128, 10, 100, 1, 0, 3, 300, 0};
static const struct { unsigned id; const char *name; int min, max, def, menu; } table[] = {
  {V4L2_CID_BRIGHTNESS, "Brightness", 0, 255, 128, 0},
  {V4L2_CID_GAIN, "Gain", 0, 100, 10, 0},
  {V4L2_CID_ZOOM_ABSOLUTE, "Zoom, Absolute", 100, 500, 100, 0},
  {V4L2_CID_FOCUS_AUTO, "Focus, Auto", 0, 1, 1, 0},
  {V4L2_CID_FOCUS_ABSOLUTE, "Focus (absolute)", 0, 250, 0, 0},
  {V4L2_CID_EXPOSURE_AUTO, "Auto Exposure", 0, 3, 3, 1},
  {V4L2_CID_EXPOSURE_ABSOLUTE, "Exposure Time, Absolute", 3, 2047, 300, 0},
  {V4L2_CID_FLASH_LED_MODE, "LED Mode", 0, 2, 0, 1},
};
static const int control_count = 8;

static syscall_fn real(void) {
  static syscall_fn next;
  if (!next) next = (syscall_fn)dlsym(RTLD_NEXT, "syscall");
  return next;
}
static const char *env(const char *name, const char *fallback) {
  const char *value = getenv(name);
  return value && *value ? value : fallback;
}
static int mode(const char *name) { return strcmp(env("FAKE_V4L2_MODE", "ok"), name) == 0; }
static void logf_(const char *format, ...) {
  const char *path = getenv("FAKE_V4L2_LOG");
  if (!path) return;
  FILE *file = fopen(path, "a");
  if (!file) return;
  va_list args;
  va_start(args, format);
  vfprintf(file, format, args);
  va_end(args);
  fputc('\n', file);
  fclose(file);
}
static long fail(int error) { errno = error; return -1; }
static struct fake_device *find(long fd) {
  for (int i = 0; i < MAX_FDS; i++) if (devices[i].fd == fd && fd > 0) return &devices[i];
  return NULL;
}
static int torch(void) { return strcmp(env("FAKE_V4L2_TORCH", "0"), "1") == 0; }
static int mjpeg(void) { return strcmp(env("FAKE_V4L2_FORMAT", "yuyv"), "mjpeg") == 0; }
static int grey(void) { return strcmp(env("FAKE_V4L2_FORMAT", "yuyv"), "grey") == 0; }
static unsigned padding(void) { return mjpeg() ? 0 : (unsigned)strtoul(env("FAKE_V4L2_PADDING", "0"), NULL, 10); }
static unsigned pixel_bytes(void) { return grey() ? 1 : 2; }
static unsigned camera_format(void) {
  if (mode("noformat")) return v4l2_fourcc('X', 'Y', 'Z', '1');
  return mjpeg() ? V4L2_PIX_FMT_MJPEG : grey() ? V4L2_PIX_FMT_GREY : V4L2_PIX_FMT_YUYV;
}

static long fake_open(const char *path, long flags) {
  int index = atoi(path + strlen("/dev/video"));
  if (index >= atoi(env("FAKE_V4L2_DEVICES", "1"))) return fail(ENOENT);
  logf_("open %s", path);
  if (mode("eacces")) return fail(EACCES);
  for (int i = 0; i < MAX_FDS; i++) {
    if (devices[i].fd > 0) continue;
    memset(&devices[i], 0, sizeof devices[i]);
    devices[i].fd = (int)real()(SYS_openat, AT_FDCWD, "/dev/null", O_RDWR | O_CLOEXEC);
    devices[i].index = index;
    devices[i].width = 640;
    devices[i].height = 480;
    devices[i].memfd = -1;
    devices[i].nonblocking = (flags & O_NONBLOCK) != 0;
    return devices[i].fd;
  }
  return fail(EMFILE);
}

static void set_size(struct fake_device *device, struct v4l2_format *format) {
  // Two sizes, like a cheap webcam: the nearest to what was asked (MJPEG: 1280x720 only). One format, whatever
  // was asked for, as a driver does.
  unsigned w = format->fmt.pix.width, h = format->fmt.pix.height;
  int big = mjpeg() || (w * h) > (640 * 480 + 1280 * 720) / 2;
  format->fmt.pix.width = big ? 1280 : 640;
  format->fmt.pix.height = big ? 720 : 480;
  format->fmt.pix.pixelformat = camera_format();
  format->fmt.pix.field = V4L2_FIELD_NONE;
  format->fmt.pix.bytesperline = mjpeg() ? 0 : format->fmt.pix.width * pixel_bytes() + padding();
  format->fmt.pix.sizeimage = (format->fmt.pix.width * pixel_bytes() + padding()) * format->fmt.pix.height;
  format->fmt.pix.colorspace = V4L2_COLORSPACE_SRGB;
  (void)device;
}

static FILE *video;
static long video_frame_size, video_width, video_height;
// One frame at the device's size, `bytes` a pixel (YUYV 2, grey 1), lines `stride` bytes apart (the padding
// gets a pattern of its own).
static void fill(struct fake_device *device, unsigned char *yuyv, size_t stride, unsigned bytes) {
  unsigned w = device->width, h = device->height;
  static unsigned char *luma;
  const char *path = getenv("FAKE_V4L2_Y4M");
  if (path && !video && (video = fopen(path, "rb"))) {
    char header[256];
    if (fgets(header, sizeof header, video)) {
      char *W = strstr(header, " W"), *H = strstr(header, " H");
      video_width = W ? atol(W + 2) : 0;
      video_height = H ? atol(H + 2) : 0;
      video_frame_size = video_width * video_height * 3 / 2;
      luma = malloc((size_t)video_frame_size);
    }
  }
  int have = 0;
  if (video && luma) {
    char marker[64];
    if (!fgets(marker, sizeof marker, video)) { rewind(video); fgets(marker, sizeof marker, video); fgets(marker, sizeof marker, video); }
    have = fread(luma, 1, (size_t)video_frame_size, video) == (size_t)video_frame_size;
  }
  for (unsigned y = 0; y < h; y++) {
    for (unsigned x = 0; x < w; x++) {
      unsigned char value = 180;
      if (have && x < video_width && y < video_height) value = luma[y * video_width + x];
      yuyv[y * stride + x * bytes] = value;
      if (bytes == 2) yuyv[y * stride + x * 2 + 1] = 128;
    }
    for (size_t x = (size_t)w * bytes; x < stride; x++) yuyv[y * stride + x] = (x / 4) % 2 ? 0 : 255;
  }
}

// MJPEG: the YUYV frame compressed as a webcam does (YCbCr, 4:2:2), into `out` (at most `capacity` bytes).
// Returns the JPEG's size, 0 if it did not fit.
static size_t compress(struct fake_device *device, const unsigned char *yuyv, unsigned char *out, size_t capacity) {
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr error;
  cinfo.err = jpeg_std_error(&error);
  jpeg_create_compress(&cinfo);
  unsigned char *target = NULL;
  unsigned long size = 0;
  jpeg_mem_dest(&cinfo, &target, &size);
  cinfo.image_width = device->width;
  cinfo.image_height = device->height;
  cinfo.input_components = 3;
  cinfo.in_color_space = JCS_YCbCr;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, 85, TRUE);
  cinfo.comp_info[0].h_samp_factor = 2;
  cinfo.comp_info[0].v_samp_factor = 1;
  jpeg_start_compress(&cinfo, TRUE);
  unsigned char *row = malloc((size_t)device->width * 3);
  while (row && cinfo.next_scanline < cinfo.image_height) {
    const unsigned char *line = yuyv + (size_t)cinfo.next_scanline * device->width * 2;
    for (unsigned x = 0; x < device->width; x++) {
      row[x * 3] = line[x * 2];
      row[x * 3 + 1] = 128;
      row[x * 3 + 2] = 128;
    }
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&cinfo, rows, 1);
  }
  free(row);
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  size_t used = size <= capacity ? size : 0;
  if (used) memcpy(out, target, used);
  free(target);
  return used;
}

// FAKE_V4L2_PRELOAD: every frame of the video converted to YUYV at the device's size, once.
static unsigned char *preloaded;
static size_t preloaded_count, preloaded_size;
static int preload(struct fake_device *device) {
  size_t size = (size_t)device->width * device->height * 2;
  if (preloaded) return preloaded_size == size;
  const char *path = getenv("FAKE_V4L2_Y4M");
  FILE *file = path ? fopen(path, "rb") : NULL;
  if (!file) return 0;
  char header[256], marker[64];
  long w = 0, h = 0;
  if (fgets(header, sizeof header, file)) {
    char *W = strstr(header, " W"), *H = strstr(header, " H");
    w = W ? atol(W + 2) : 0;
    h = H ? atol(H + 2) : 0;
  }
  size_t luma_size = (size_t)(w * h), frame_size = luma_size * 3 / 2;
  unsigned char *luma = w > 0 && h > 0 ? malloc(frame_size) : NULL;
  while (luma && fgets(marker, sizeof marker, file) && fread(luma, 1, frame_size, file) == frame_size) {
    unsigned char *grown = realloc(preloaded, (preloaded_count + 1) * size);
    if (!grown) break;
    preloaded = grown;
    unsigned char *yuyv = preloaded + preloaded_count * size;
    for (unsigned y = 0; y < device->height; y++)
      for (unsigned x = 0; x < device->width; x++) {
        yuyv[(y * device->width + x) * 2] = x < w && y < h ? luma[y * w + x] : 180;
        yuyv[(y * device->width + x) * 2 + 1] = 128;
      }
    preloaded_count++;
  }
  free(luma);
  fclose(file);
  preloaded_size = size;
  return preloaded_count > 0;
}

// When the next frame is due on the camera's clock, in seconds after STREAMON: the first-frame delay, then
// FAKE_V4L2_FPS, then FAKE_V4L2_DROP_FPS after FAKE_V4L2_DROP_AFTER frames. 0 with none of them: at once.
static double due_after_start(struct fake_device *device) {
  double delay = atof(env("FAKE_V4L2_FIRST_FRAME_DELAY", "0"));
  double drop_fps = atof(env("FAKE_V4L2_DROP_FPS", "0"));
  double fps = atof(env("FAKE_V4L2_FPS", drop_fps > 0 ? "30" : "0"));
  double n = (double)(device->frames - device->started_frames);
  if (fps <= 0) return delay;
  double drop_after = atof(env("FAKE_V4L2_DROP_AFTER", "0"));
  if (drop_fps <= 0 || n <= drop_after) return delay + n / fps;
  return delay + drop_after / fps + (n - drop_after) / drop_fps;
}
static int paced(void) {
  return atof(env("FAKE_V4L2_FPS", "0")) > 0 || atof(env("FAKE_V4L2_DROP_FPS", "0")) > 0
         || atof(env("FAKE_V4L2_FIRST_FRAME_DELAY", "0")) > 0;
}
static struct timespec due_time(struct fake_device *device) {
  double at = due_after_start(device);
  struct timespec due = device->started;
  due.tv_sec += (time_t)at;
  due.tv_nsec += (long)((at - (double)(time_t)at) * 1e9);
  if (due.tv_nsec >= 1000000000L) { due.tv_sec += 1; due.tv_nsec -= 1000000000L; }
  return due;
}
static double seconds_until(struct timespec due) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(due.tv_sec - now.tv_sec) + (double)(due.tv_nsec - now.tv_nsec) / 1e9;
}

static long fake_ioctl(struct fake_device *device, unsigned long request, void *argument) {
  switch (request) {
  case VIDIOC_QUERYCAP: {
    struct v4l2_capability *cap = argument;
    memset(cap, 0, sizeof *cap);
    snprintf((char *)cap->driver, sizeof cap->driver, "fakecam");
    snprintf((char *)cap->card, sizeof cap->card, "Fake Camera %d", device->index);
    snprintf((char *)cap->bus_info, sizeof cap->bus_info, "fake:%d", device->index);
    cap->version = 0x060100;
    cap->device_caps = mode("metadata") ? V4L2_CAP_META_CAPTURE | V4L2_CAP_STREAMING
                                        : V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING;
    cap->capabilities = cap->device_caps | V4L2_CAP_DEVICE_CAPS;
    logf_("QUERYCAP");
    return 0;
  }
  case VIDIOC_ENUM_FMT: {
    struct v4l2_fmtdesc *desc = argument;
    if (desc->index > 0 || desc->type != V4L2_BUF_TYPE_VIDEO_CAPTURE) return fail(EINVAL);
    desc->flags = 0;
    desc->pixelformat = camera_format();
    desc->flags = mjpeg() ? V4L2_FMT_FLAG_COMPRESSED : 0;
    snprintf((char *)desc->description, sizeof desc->description, "%s",
             mode("noformat") ? "Mystery" : mjpeg() ? "Motion-JPEG" : grey() ? "Greyscale" : "YUYV 4:2:2");
    return 0;
  }
  case VIDIOC_ENUM_FRAMESIZES: {
    struct v4l2_frmsizeenum *size = argument;
    if (size->index > (mjpeg() ? 0u : 1u)) return fail(EINVAL);
    size->type = V4L2_FRMSIZE_TYPE_DISCRETE;
    size->discrete.width = size->index || mjpeg() ? 1280 : 640;
    size->discrete.height = size->index || mjpeg() ? 720 : 480;
    return 0;
  }
  case VIDIOC_ENUM_FRAMEINTERVALS: {
    struct v4l2_frmivalenum *interval = argument;
    if (interval->index > 0) return fail(EINVAL);
    interval->type = V4L2_FRMIVAL_TYPE_DISCRETE;
    interval->discrete.numerator = 1;
    interval->discrete.denominator = 30;
    return 0;
  }
  case VIDIOC_G_FMT: case VIDIOC_TRY_FMT: case VIDIOC_S_FMT: {
    struct v4l2_format *format = argument;
    if (format->type != V4L2_BUF_TYPE_VIDEO_CAPTURE) return fail(EINVAL);
    if (request == VIDIOC_G_FMT) { format->fmt.pix.width = device->width; format->fmt.pix.height = device->height; }
    if (request == VIDIOC_S_FMT) {
      logf_("S_FMT %ux%u", format->fmt.pix.width, format->fmt.pix.height);
      if (mode("ebusy")) return fail(EBUSY);
    }
    set_size(device, format);
    if (request == VIDIOC_S_FMT) { device->width = format->fmt.pix.width; device->height = format->fmt.pix.height; }
    return 0;
  }
  case VIDIOC_G_PARM: case VIDIOC_S_PARM: {
    struct v4l2_streamparm *parm = argument;
    parm->parm.capture.capability = V4L2_CAP_TIMEPERFRAME;
    parm->parm.capture.timeperframe.numerator = 1;
    parm->parm.capture.timeperframe.denominator = 30;
    return 0;
  }
  case VIDIOC_QUERYCTRL: {
    struct v4l2_queryctrl *query = argument;
    unsigned id = query->id;
    int next = (id & V4L2_CTRL_FLAG_NEXT_CTRL) != 0, found = -1;
    id &= ~V4L2_CTRL_FLAG_NEXT_CTRL;
    for (int i = 0; i < control_count; i++) {
      if (table[i].id == V4L2_CID_FLASH_LED_MODE && !torch()) continue;
      if (next ? table[i].id > id && (found < 0 || table[i].id < table[found].id) : table[i].id == id) found = i;
    }
    if (found < 0) return fail(EINVAL);
    memset(query, 0, sizeof *query);
    query->id = table[found].id;
    query->type = table[found].menu ? V4L2_CTRL_TYPE_MENU : V4L2_CTRL_TYPE_INTEGER;
    snprintf((char *)query->name, sizeof query->name, "%s", table[found].name);
    query->minimum = table[found].min;
    query->maximum = table[found].max;
    query->step = 1;
    query->default_value = table[found].def;
    return 0;
  }
  case VIDIOC_G_CTRL: case VIDIOC_S_CTRL: {
    struct v4l2_control *control = argument;
    for (int i = 0; i < control_count; i++) {
      if (table[i].id != control->id || (table[i].id == V4L2_CID_FLASH_LED_MODE && !torch())) continue;
      if (request == VIDIOC_G_CTRL) { control->value = controls[i]; return 0; }
      if (control->value < table[i].min || control->value > table[i].max) return fail(ERANGE);
      controls[i] = control->value;
      logf_("S_CTRL %s=%d", table[i].name, control->value);
      return 0;
    }
    return fail(EINVAL);
  }
  case VIDIOC_REQBUFS: {
    struct v4l2_requestbuffers *request_buffers = argument;
    if (request_buffers->memory != V4L2_MEMORY_MMAP) return fail(EINVAL);
    logf_("REQBUFS %u", request_buffers->count);
    if (device->streaming) return fail(EBUSY);
    if (device->memory) { munmap(device->memory, device->stride * BUFFERS); device->memory = NULL; }
    if (device->memfd >= 0) { close(device->memfd); device->memfd = -1; }
    device->count = request_buffers->count > BUFFERS ? BUFFERS : (int)request_buffers->count;
    request_buffers->count = (unsigned)device->count;
    memset(device->queued, 0, sizeof device->queued);
    if (device->count == 0) return 0;
    device->buffer_size = ((size_t)device->width * pixel_bytes() + padding()) * device->height;
    device->stride = (device->buffer_size + 4095) & ~(size_t)4095;
    device->memfd = memfd_create("fakecam", MFD_CLOEXEC);
    if (device->memfd < 0 || ftruncate(device->memfd, (off_t)(device->stride * BUFFERS)) != 0) return fail(ENOMEM);
    device->memory = mmap(NULL, device->stride * BUFFERS, PROT_READ | PROT_WRITE, MAP_SHARED, device->memfd, 0);
    return device->memory == MAP_FAILED ? fail(ENOMEM) : 0;
  }
  case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF: {
    struct v4l2_buffer *buffer = argument;
    if (request == VIDIOC_DQBUF) {
      if (!device->streaming) return fail(EINVAL);
      unsigned long limit = mode("unplug") ? strtoul(env("FAKE_V4L2_UNPLUG_AFTER", "10"), NULL, 10)
                                           : strtoul(env("FAKE_V4L2_FRAMES", "300"), NULL, 10);
      if (device->frames >= limit) { logf_("DQBUF ENODEV"); return fail(ENODEV); }
      int index = -1;
      for (int i = 0; i < device->count; i++) if (device->queued[(device->frames + i) % device->count]) { index = (int)((device->frames + i) % device->count); break; }
      if (index < 0) return fail(EAGAIN);
      // Not due yet: a non-blocking descriptor says so (poll waits for it); a blocking one waits.
      struct timespec due = due_time(device);
      if (seconds_until(due) > 0 && device->nonblocking) return fail(EAGAIN);
      while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL) == EINTR) {}
      device->queued[index] = 0;
      unsigned char *target = device->memory + device->stride * (size_t)index;
      size_t used = device->buffer_size;
      if (mjpeg()) {
        unsigned char *yuyv = malloc((size_t)device->width * device->height * 2);
        if (!yuyv) return fail(ENOMEM);
        fill(device, yuyv, (size_t)device->width * 2, 2);
        used = compress(device, yuyv, target, device->buffer_size);
        free(yuyv);
        if (!used) return fail(EIO);
      } else if (strcmp(env("FAKE_V4L2_PRELOAD", "0"), "1") == 0 && !padding() && !grey() && preload(device))
        memcpy(target, preloaded + (device->frames % preloaded_count) * preloaded_size, preloaded_size);
      else
        fill(device, target, (size_t)device->width * pixel_bytes() + padding(), pixel_bytes());
      memset(buffer, 0, sizeof *buffer);
      buffer->index = (unsigned)index;
      buffer->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
      buffer->memory = V4L2_MEMORY_MMAP;
      buffer->bytesused = (unsigned)used;
      buffer->length = (unsigned)device->buffer_size;
      buffer->m.offset = (unsigned)(device->stride * (size_t)index);
      buffer->field = V4L2_FIELD_NONE;
      buffer->sequence = (unsigned)device->frames;
      // Stamped when due on the camera's clock (a paced camera), or 30 a second (one as fast as asked).
      if (paced()) {
        buffer->timestamp.tv_sec = due.tv_sec;
        buffer->timestamp.tv_usec = due.tv_nsec / 1000;
      } else {
        buffer->timestamp.tv_sec = (long)(device->frames / 30);
        buffer->timestamp.tv_usec = (long)(device->frames % 30) * 1000000 / 30;
      }
      buffer->flags = V4L2_BUF_FLAG_MAPPED | V4L2_BUF_FLAG_DONE | V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
      device->frames++;
      logf_("DQBUF %d", index);
      return 0;
    }
    if ((int)buffer->index >= device->count) return fail(EINVAL);
    if (request == VIDIOC_QBUF) { device->queued[buffer->index] = 1; logf_("QBUF %u", buffer->index); return 0; }
    buffer->length = (unsigned)device->buffer_size;
    buffer->m.offset = (unsigned)(device->stride * buffer->index);
    buffer->flags = device->queued[buffer->index] ? V4L2_BUF_FLAG_QUEUED : 0;
    logf_("QUERYBUF %u", buffer->index);
    return 0;
  }
  case VIDIOC_STREAMON:
    logf_("STREAMON");
    device->streaming = 1;
    clock_gettime(CLOCK_MONOTONIC, &device->started);
    device->started_frames = device->frames;
    return 0;
  case VIDIOC_STREAMOFF: logf_("STREAMOFF"); device->streaming = 0; memset(device->queued, 0, sizeof device->queued); return 0;
  default: return fail(ENOTTY);
  }
}

long syscall(long number, ...) {
  va_list args;
  va_start(args, number);
  long a1 = va_arg(args, long), a2 = va_arg(args, long), a3 = va_arg(args, long);
  long a4 = va_arg(args, long), a5 = va_arg(args, long), a6 = va_arg(args, long);
  va_end(args);
  struct fake_device *device;
  switch (number) {
  case SYS_openat:
    if (a2 && strncmp((const char *)a2, "/dev/video", 10) == 0) return fake_open((const char *)a2, a3);
    break;
  case SYS_open:
    if (a1 && strncmp((const char *)a1, "/dev/video", 10) == 0) return fake_open((const char *)a1, a2);
    break;
  case SYS_close:
    if ((device = find(a1))) {
      logf_("close");
      if (device->memory) munmap(device->memory, device->stride * BUFFERS);
      if (device->memfd >= 0) close(device->memfd);
      device->fd = 0;
    }
    break;
  case SYS_ioctl:
    if ((device = find(a1))) return fake_ioctl(device, (unsigned long)a2, (void *)a3);
    break;
  case SYS_mmap:
    if ((device = find(a5))) {
      logf_("MMAP %ld", a6 / (long)(device->stride ? device->stride : 1));
      return real()(SYS_mmap, a1, a2, a3, a4, (long)device->memfd, a6);
    }
    break;
  case SYS_read:
    if ((device = find(a1))) return fail(EINVAL);
    break;
  }
  return real()(number, a1, a2, a3, a4, a5, a6);
}

// poll() on a device waits until its next frame is due (or the timeout ends), as a camera's does; the app calls
// it directly, not through syscall(). Other descriptors go to the real poll.
int poll(struct pollfd *fds, nfds_t count, int timeout) {
  static int (*next)(struct pollfd *, nfds_t, int);
  if (!next) next = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT, "poll");
  struct fake_device *device = count == 1 ? find(fds[0].fd) : NULL;
  if (!device) return next(fds, count, timeout);
  fds[0].revents = 0;
  if (device->streaming) {
    double wait = seconds_until(due_time(device));
    if (wait > 0) {
      if (timeout >= 0 && wait * 1000 > timeout) {
        struct timespec pause = {timeout / 1000, (long)(timeout % 1000) * 1000000L};
        while (nanosleep(&pause, &pause) == -1 && errno == EINTR) {}
        return 0;
      }
      struct timespec due = due_time(device);
      while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL) == EINTR) {}
    }
  }
  fds[0].revents = (short)(fds[0].events & (POLLIN | POLLRDNORM));
  return 1;
}
