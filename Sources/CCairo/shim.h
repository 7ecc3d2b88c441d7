#include <cairo/cairo.h>
// libpng's simplified writer, for PNG files written fast (libcairo2-dev
// depends on libpng-dev, so it is there wherever Cairo's headers are).
#include <png.h>
// Cairo's SVG surface: a PDF image turned into SVG for the SVG renderer.
#include <cairo/cairo-svg.h>
