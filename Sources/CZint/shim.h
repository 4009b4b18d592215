// libzint (Debian libzint-dev 2.11): barcode encoding. Imported only by Sources/CodeRendering/Zint.
#include <zint.h>
