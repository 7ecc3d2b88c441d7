// A library that depends on nothing and uses SwiftUI, UIKit and Combine
// where it can import them, as swift-snapshot-testing and
// swift-dependencies do.
#if canImport(SwiftUI)
import SwiftUI

public enum InteropSwiftUI {
    public static let accent: Color = .blue

    public static func badge(_ text: String) -> some View {
        Text(text).padding(4).background(accent.opacity(0.2))
    }
}
#endif

#if canImport(UIKit)
import UIKit

public enum InteropUIKit {
    public static var screenWidth: CGFloat { UIScreen.main.bounds.width }
}
#endif

#if canImport(Combine)
import Combine

public final class InteropCounter: ObservableObject {
    @Published public var count = 0
    public init() {}
}
#endif

public enum Interop {
    /// The modules this library was compiled with.
    public static var imported: [String] {
        var names: [String] = []
        #if canImport(SwiftUI)
        names.append("SwiftUI")
        #endif
        #if canImport(UIKit)
        names.append("UIKit")
        #endif
        #if canImport(Combine)
        names.append("Combine")
        #endif
        return names
    }
}
