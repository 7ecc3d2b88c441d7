// Entry points of the Swift runtime that Swift code cannot declare itself
// (they are C functions), and a call in Swift's calling convention that
// Swift cannot make: what the preview runner's discovery and the SwiftUI
// module's delegate adaptors need.
//
// No Swift module imports this header: a module that did would need it in
// every client's build, and a library that says `#if canImport(SwiftUI)`
// has no way to find it. Each function below is defined in
// CSwiftRuntimeShims.c in Swift's own calling convention (`swiftcall`), and
// Swift declares it by its name (`@_silgen_name`), so the two sides agree
// on how it is called.
#pragma once

#include <stdbool.h>

/// Calls `body` with each loaded image's `MetadataSections` record and
/// `context`, until it returns false (the runtime's
/// `swift_enumerateAllMetadataSections`; ELF platforms).
__attribute__((swiftcall)) void swift_animation_enumerate_metadata_sections(
    bool (*body)(const void *sections, void *context), void *context);

/// The implementation of a class method for a class (the runtime's
/// `swift_lookUpClassMethod`): `method` is the method's descriptor,
/// `description` the descriptor of the class that declares it.
__attribute__((swiftcall)) const void *swift_animation_look_up_class_method(
    const void *metadata, const void *method, const void *description);

/// Calls a Swift function whose only argument is `self`, a class's metatype
/// (an allocating initializer such as `init()`), and returns the +1 object
/// it makes.
__attribute__((swiftcall)) void *swift_animation_call_allocating_init(const void *function, const void *metatype);
