// Swift Testing declares a cross-import overlay, `_Testing_UIKit`, for
// files that import both Testing and UIKit (on Apple platforms it makes
// UIKit's images attachable). The toolchain for Linux declares it too but
// ships no such module, so a test importing Testing and SwiftUI (which
// re-exports this package's UIKit) would fail with "no such module
// '_Testing_UIKit'". This empty module answers that import; UIKit depends
// on it, so every build that has UIKit has it.
enum TestingUIKitOverlay {}
