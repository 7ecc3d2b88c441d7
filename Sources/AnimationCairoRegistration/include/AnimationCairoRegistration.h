// Registers the Cairo raster backend (the AnimationCairo module) when a
// program that links it starts. No Swift module imports this target: a
// module that depends on it only links it, so that PNG output works in the
// program without Cairo's C modules reaching that module's interface.
#pragma once
