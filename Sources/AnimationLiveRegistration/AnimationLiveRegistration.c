#include "AnimationLiveRegistration.h"

// Defined by AnimationLive (LivePageServer.swift).
extern void swift_animation_register_live_server(void);

__attribute__((constructor)) static void animation_live_registration(void) {
    swift_animation_register_live_server();
}
