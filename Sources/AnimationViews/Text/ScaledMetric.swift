import AnimationCore
import Foundation

/// A dimension that grows with the environment's Dynamic Type size, as in
/// SwiftUI: `@ScaledMetric var iconSize = 24.0`.
///
/// The value is the base value times the growth of its text style's size
/// at the environment's Dynamic Type size (each style has its own curve, as
/// iOS's `UIFontMetrics`): 24 relative to body is 24 at the default
/// `.large` and 24 × 23/17 at `.xxxLarge`; relative to caption2, 24 × 17/11.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox()

    /// A metric of a base value that scales like a text style.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value at the default size.
    ///   - textStyle: The style it scales like (body by default).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric of a base value that scales like body text.
    ///
    /// - Parameter wrappedValue: The value at the default size.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value {
        base * Value(textStyle.scale(at: box.environment.dynamicTypeSize))
    }
}

extension ScaledMetric: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        box.environment = environment
    }
}
