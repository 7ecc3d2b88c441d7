// Entry points of the Swift runtime that Swift code cannot declare itself
// (their names are reserved), and a call in Swift's calling convention that
// Swift cannot make: what the preview runner's discovery and the SwiftUI
// module's delegate adaptors need. Every function here is the runtime's,
// exported by libswiftCore; nothing is reimplemented.
#pragma once

#include <stdbool.h>

/// The runtime's enumeration of the metadata sections of each loaded image
/// (ELF platforms): `body` is called with each image's `MetadataSections`
/// record and `context`, until it returns false.
void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);

/// The implementation of a class method for a class: `method` is the
/// method's descriptor, `description` the descriptor of the class that
/// declares it.
const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

/// Calls a Swift function whose only argument is `self`, a class's metatype
/// (an allocating initializer such as `init()`), and returns the +1 object
/// it makes.
static inline void *swift_animation_call_allocating_init(const void *function, const void *metatype) {
    typedef void *__attribute__((swiftcall)) (*AllocatingInit)(void *__attribute__((swift_context)) metatype);
    return ((AllocatingInit)function)((void *)metatype);
}
