// Swift Testing declares a cross-import overlay, `_Testing_CoreGraphics`,
// for files that import both Testing and CoreGraphics (on Apple platforms
// it makes images attachable). The toolchain for Linux declares it too but
// ships no such module, so a test importing Testing and SwiftUI (which
// re-exports this package's CoreGraphics) would fail with "no such module
// '_Testing_CoreGraphics'". This empty module answers that import;
// CoreGraphics depends on it, so every build that has CoreGraphics has it.
enum TestingCoreGraphicsOverlay {}
