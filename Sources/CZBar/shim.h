#ifndef STOCKROOM_CZBAR_SHIM_H
#define STOCKROOM_CZBAR_SHIM_H
#include <zbar.h>

/// zbar's `zbar_fourcc` is a function-like macro, which Swift cannot import: the grey fourcc ("Y800").
static inline unsigned long stockroom_zbar_fourcc_grey(void) { return zbar_fourcc('Y', '8', '0', '0'); }

#endif
