// cairo (Debian libcairo2-dev 1.16): drawing codes to PNG, SVG and PDF. Imported only by
// Sources/CodeRendering/Cairo.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
