import AnimationCore
import Foundation

extension Path: Shape {
    /// The path itself (a path does not resize to its frame).
    public func path(in rect: CGRect) -> Path {
        self
    }
}
