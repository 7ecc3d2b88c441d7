// PDF images for PNG and SVG output: poppler-glib draws a PDF page with
// Cairo, as vectors.
#include <poppler.h>
