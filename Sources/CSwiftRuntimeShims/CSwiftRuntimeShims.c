// The header's functions are the runtime's, or inline.
#include "CSwiftRuntimeShims.h"
