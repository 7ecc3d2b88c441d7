// Registers the live server (the AnimationLive module, with the Live trait)
// when a program that links it starts. No Swift module imports this target:
// a module that depends on it only links it, so that apps serve live
// without Hummingbird's C modules reaching that module's interface.
#pragma once
