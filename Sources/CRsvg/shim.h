// Image files for PNG output: gdk-pixbuf decodes PNG and JPEG, librsvg
// draws SVG with Cairo.
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>
