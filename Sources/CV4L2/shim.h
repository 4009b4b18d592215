#ifndef STOCKROOM_CV4L2_SHIM_H
#define STOCKROOM_CV4L2_SHIM_H
// Swift cannot import variadic functions (v4l2_open, v4l2_ioctl), the _IOR/_IOWR request macros
// (VIDIOC_*), V4L2_PIX_FMT_* (v4l2_fourcc) or the V4L2_CID_* sums; these helpers stand in for them.
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <linux/videodev2.h>
#include <libv4l2.h>

/// Opens a device read-write and non-blocking (frames are awaited with poll) through libv4l2.
static inline int stockroom_v4l2_open(const char *path) { return v4l2_open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC); }
static inline int stockroom_v4l2_ioctl(int fd, unsigned long request, void *argument) {
  return v4l2_ioctl(fd, request, argument);
}
/// libv4l2 prints "libv4l2: error ..." to stderr unless v4l2_log_file is set: point it at a sink.
static inline void stockroom_v4l2_set_log_file(FILE *file) { v4l2_log_file = file; }

static inline unsigned long stockroom_vidioc_querycap(void) { return VIDIOC_QUERYCAP; }
static inline unsigned long stockroom_vidioc_enum_fmt(void) { return VIDIOC_ENUM_FMT; }
static inline unsigned long stockroom_vidioc_enum_framesizes(void) { return VIDIOC_ENUM_FRAMESIZES; }
static inline unsigned long stockroom_vidioc_s_fmt(void) { return VIDIOC_S_FMT; }
static inline unsigned long stockroom_vidioc_reqbufs(void) { return VIDIOC_REQBUFS; }
static inline unsigned long stockroom_vidioc_querybuf(void) { return VIDIOC_QUERYBUF; }
static inline unsigned long stockroom_vidioc_qbuf(void) { return VIDIOC_QBUF; }
static inline unsigned long stockroom_vidioc_dqbuf(void) { return VIDIOC_DQBUF; }
static inline unsigned long stockroom_vidioc_streamon(void) { return VIDIOC_STREAMON; }
static inline unsigned long stockroom_vidioc_streamoff(void) { return VIDIOC_STREAMOFF; }
static inline unsigned long stockroom_vidioc_queryctrl(void) { return VIDIOC_QUERYCTRL; }
static inline unsigned long stockroom_vidioc_g_ctrl(void) { return VIDIOC_G_CTRL; }
static inline unsigned long stockroom_vidioc_s_ctrl(void) { return VIDIOC_S_CTRL; }

static inline unsigned int stockroom_pix_fmt_grey(void) { return V4L2_PIX_FMT_GREY; }
static inline unsigned int stockroom_pix_fmt_yuv420(void) { return V4L2_PIX_FMT_YUV420; }
static inline unsigned int stockroom_pix_fmt_yuyv(void) { return V4L2_PIX_FMT_YUYV; }

static inline unsigned int stockroom_cid_brightness(void) { return V4L2_CID_BRIGHTNESS; }
static inline unsigned int stockroom_cid_gain(void) { return V4L2_CID_GAIN; }
static inline unsigned int stockroom_cid_exposure_auto(void) { return V4L2_CID_EXPOSURE_AUTO; }
static inline unsigned int stockroom_cid_exposure_absolute(void) { return V4L2_CID_EXPOSURE_ABSOLUTE; }
static inline unsigned int stockroom_cid_focus_auto(void) { return V4L2_CID_FOCUS_AUTO; }
static inline unsigned int stockroom_cid_focus_absolute(void) { return V4L2_CID_FOCUS_ABSOLUTE; }
static inline unsigned int stockroom_cid_zoom_absolute(void) { return V4L2_CID_ZOOM_ABSOLUTE; }
static inline unsigned int stockroom_cid_flash_led_mode(void) { return V4L2_CID_FLASH_LED_MODE; }
static inline int stockroom_flash_led_mode_torch(void) { return V4L2_FLASH_LED_MODE_TORCH; }
static inline int stockroom_flash_led_mode_none(void) { return V4L2_FLASH_LED_MODE_NONE; }
static inline int stockroom_exposure_manual(void) { return V4L2_EXPOSURE_MANUAL; }

#endif
