// SwiftUI code shared with macOS, as multiplatform projects write it: on
// Linux `os(iOS)` is false, so the AppKit branch is the one that
// compiles. Swift 5 language mode, like Views.swift.

import SwiftUI

#if os(iOS)
typealias PlatformColor = UIColor
typealias PlatformImage = UIImage
#else
typealias PlatformColor = NSColor
typealias PlatformImage = NSImage
#endif

struct SharedPlatformCard: View {
    var screenWidth: CGFloat {
        #if os(iOS)
        return UIScreen.main.bounds.width
        #else
        return NSScreen.main!.visibleFrame.width
        #endif
    }

    var background: PlatformColor {
        #if os(iOS)
        return .systemBackground
        #else
        return .windowBackgroundColor
        #endif
    }

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(Color(nsColor: background))
                .frame(width: screenWidth / 2, height: 40)
            Text("Shared")
                .font(Font(NSFont.systemFont(ofSize: 20)))
                .foregroundColor(Color(nsColor: .labelColor))
        }
    }
}
