import AnimationCore
import Foundation

/// A dimension that grows with the environment's Dynamic Type size, as in
/// SwiftUI: `@ScaledMetric var iconSize = 24.0`.
///
/// The value is the base value times the size's factor for the text style
/// (see ``DynamicTypeSize``; every style scales by the body style's factor
/// here): 24 at the default `.large`, 24 × 23/17 at `.xxxLarge`.
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
        base * Value(box.environment.dynamicTypeSize.scale)
    }
}

extension ScaledMetric: InstallableProperty {
    func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        box.environment = environment
    }
}
