// A fake V4L2 webcam for tests, loaded with LD_PRELOAD. libv4l2 reaches devices only through
// syscall(), so this interposes syscall() and serves /dev/video0..N-1 itself: QUERYCAP, ENUM_FMT,
// ENUM_FRAMESIZES, G/S/TRY_FMT, G/S_PARM, QUERYCTRL, G/S_CTRL, REQBUFS, QUERYBUF, mmap, QBUF, DQBUF,
// STREAMON/OFF. The camera sends YUYV, so the real libv4l2 converts it as it would a real camera's.
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
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/videodev2.h>
#include <stdarg.h>
#include <stdio.h>
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
  int fd, index, streaming, count, queued[BUFFERS], memfd;
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

static long fake_open(const char *path) {
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
    return devices[i].fd;
  }
  return fail(EMFILE);
}

static void set_size(struct fake_device *device, struct v4l2_format *format) {
  // Two sizes, like a cheap webcam: the nearest to what was asked.
  unsigned w = format->fmt.pix.width, h = format->fmt.pix.height;
  int big = (w * h) > (640 * 480 + 1280 * 720) / 2;
  format->fmt.pix.width = big ? 1280 : 640;
  format->fmt.pix.height = big ? 720 : 480;
  format->fmt.pix.pixelformat = mode("noformat") ? v4l2_fourcc('X', 'Y', 'Z', '1') : V4L2_PIX_FMT_YUYV;
  format->fmt.pix.field = V4L2_FIELD_NONE;
  format->fmt.pix.bytesperline = format->fmt.pix.width * 2;
  format->fmt.pix.sizeimage = format->fmt.pix.width * format->fmt.pix.height * 2;
  format->fmt.pix.colorspace = V4L2_COLORSPACE_SRGB;
  (void)device;
}

static FILE *video;
static long video_frame_size, video_width, video_height;
static void fill(struct fake_device *device, unsigned char *yuyv) {
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
      yuyv[(y * w + x) * 2] = value;
      yuyv[(y * w + x) * 2 + 1] = 128;
    }
  }
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

// FAKE_V4L2_FPS: waits until the next frame is due (counted from STREAMON).
static void pace(struct fake_device *device) {
  double fps = atof(env("FAKE_V4L2_FPS", "0"));
  if (fps <= 0) return;
  double at = (double)(device->frames - device->started_frames) / fps;
  struct timespec due = device->started;
  due.tv_sec += (time_t)at;
  due.tv_nsec += (long)((at - (double)(time_t)at) * 1e9);
  if (due.tv_nsec >= 1000000000L) { due.tv_sec += 1; due.tv_nsec -= 1000000000L; }
  while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL) == EINTR) {}
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
    desc->pixelformat = mode("noformat") ? v4l2_fourcc('X', 'Y', 'Z', '1') : V4L2_PIX_FMT_YUYV;
    snprintf((char *)desc->description, sizeof desc->description, mode("noformat") ? "Mystery" : "YUYV 4:2:2");
    return 0;
  }
  case VIDIOC_ENUM_FRAMESIZES: {
    struct v4l2_frmsizeenum *size = argument;
    if (size->index > 1) return fail(EINVAL);
    size->type = V4L2_FRMSIZE_TYPE_DISCRETE;
    size->discrete.width = size->index ? 1280 : 640;
    size->discrete.height = size->index ? 720 : 480;
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
    device->buffer_size = (size_t)device->width * device->height * 2;
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
      device->queued[index] = 0;
      pace(device);
      if (strcmp(env("FAKE_V4L2_PRELOAD", "0"), "1") == 0 && preload(device))
        memcpy(device->memory + device->stride * (size_t)index,
               preloaded + (device->frames % preloaded_count) * preloaded_size, preloaded_size);
      else
        fill(device, device->memory + device->stride * (size_t)index);
      memset(buffer, 0, sizeof *buffer);
      buffer->index = (unsigned)index;
      buffer->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
      buffer->memory = V4L2_MEMORY_MMAP;
      buffer->bytesused = (unsigned)device->buffer_size;
      buffer->length = (unsigned)device->buffer_size;
      buffer->m.offset = (unsigned)(device->stride * (size_t)index);
      buffer->field = V4L2_FIELD_NONE;
      buffer->sequence = (unsigned)device->frames;
      buffer->timestamp.tv_sec = (long)(device->frames / 30);
      buffer->timestamp.tv_usec = (long)(device->frames % 30) * 1000000 / 30;
      buffer->flags = V4L2_BUF_FLAG_MAPPED | V4L2_BUF_FLAG_DONE;
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
    if (a2 && strncmp((const char *)a2, "/dev/video", 10) == 0) return fake_open((const char *)a2);
    break;
  case SYS_open:
    if (a1 && strncmp((const char *)a1, "/dev/video", 10) == 0) return fake_open((const char *)a1);
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
