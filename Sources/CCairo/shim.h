#include <cairo/cairo.h>
// libpng's simplified writer, for PNG files written fast (libcairo2-dev
// depends on libpng-dev, so it is there wherever Cairo's headers are).
#include <png.h>
// Cairo's SVG surface: a PDF image turned into SVG for the SVG renderer.
#include <cairo/cairo-svg.h>
// Fonts drawn from files swift-animation ships (cairo_ft_font_face_create_for_pattern)
// and the machine's fonts as fontconfig resolves them (libcairo2-dev depends on
// libfontconfig-dev, which depends on libfreetype-dev).
#include <fontconfig/fontconfig.h>
#include <cairo/cairo-ft.h>
