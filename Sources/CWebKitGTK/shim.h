// WebKitGTK 6.0 (GTK 4) and the GLib, GIO, libsoup and GDK APIs it exposes.
#include <webkit/webkit.h>
