#include "AnimationCairoRegistration.h"

// Defined by AnimationCairo (CairoBackend.swift).
extern void swift_animation_register_cairo_backend(void);

__attribute__((constructor)) static void animation_cairo_registration(void) {
    swift_animation_register_cairo_backend();
}
