// Not `canImport(CoreGraphics)`: this package builds a module of that name
// (the `CoreGraphics` product), which re-exports these types.
#if !canImport(Darwin)
import Foundation

/// A two-dimensional vector, API-compatible with Core Graphics'
/// `CGVector` (a scroll's velocity). Defined here only where Core Graphics
/// is missing (Linux, Windows); the `CoreGraphics` module re-exports it.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of whole components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// No movement.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
#endif
