// `import UIKit` on Linux: the part of UIKit that SwiftUI code reaches,
// on the headless host. The screen is the host's, colors and fonts become
// SwiftUI's, images and paths draw through SwiftUI's, haptics are
// recorded. As on iOS, SwiftUI re-exports it, and it re-exports
// Foundation.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import SwiftAnimation_CoreImage

/// The name of a method, as Objective-C's selectors name them: what
/// `UIApplication.sendAction(_:to:from:for:)` is given.
///
/// Linux has no Objective-C runtime, so the compiler rejects `#selector`;
/// write `Selector("resignFirstResponder")` where iOS code writes
/// `#selector(UIResponder.resignFirstResponder)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name.
    public let name: String

    /// A selector of a method's name.
    ///
    /// - Parameter name: The name, `"resignFirstResponder"`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector of a literal name.
    ///
    /// - Parameter value: The name.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The method's name.
    public var description: String { name }
}
