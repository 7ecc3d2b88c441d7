#include "CSwiftRuntimeShims.h"

// The runtime's own functions, exported by libswiftCore.
void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);
const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

__attribute__((swiftcall)) void swift_animation_enumerate_metadata_sections(
    bool (*body)(const void *sections, void *context), void *context) {
#if defined(__ELF__)
    swift_enumerateAllMetadataSections(body, context);
#else
    (void)body;
    (void)context;
#endif
}

__attribute__((swiftcall)) const void *swift_animation_look_up_class_method(
    const void *metadata, const void *method, const void *description) {
    return swift_lookUpClassMethod(metadata, method, description);
}

__attribute__((swiftcall)) void *swift_animation_call_allocating_init(const void *function, const void *metatype) {
    typedef void *__attribute__((swiftcall)) (*AllocatingInit)(void *__attribute__((swift_context)) metatype);
    return ((AllocatingInit)function)((void *)metatype);
}
