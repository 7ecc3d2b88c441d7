import AnimationCore
import Foundation

/// The size of controls.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge

    /// The padding of a bordered button's label (horizontal, vertical) and
    /// its font, as this package draws it (SwiftUI does not document them).
    var borderedPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: (6, 3)
        case .small: (10, 5)
        case .regular: (12, 7)
        case .large: (20, 14)
        case .extraLarge: (24, 18)
        }
    }
}

/// The outline of a bordered button, and a shape that draws it (see
/// `ButtonBorderShape+Shape.swift`).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
        /// ``AnimationEngine/Shape/buttonBorder``: the environment's shape.
        case environment
    }

    let kind: Kind
    /// The inset on every side, when drawn as a shape.
    var insetAmount: CGFloat = 0

    init(kind: Kind) {
        self.kind = kind
    }

    /// The style's choice: a rounded rectangle of radius 8 here.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of radius 8.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle of a radius.
    ///
    /// - Parameter radius: The corner radius.
    /// - Returns: The shape.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The shape to draw.
    var shape: AnyShape {
        switch kind {
        case .automatic, .roundedRectangle(nil), .environment: AnyShape(RoundedRectangle(cornerRadius: 8))
        case .roundedRectangle(let radius?): AnyShape(RoundedRectangle(cornerRadius: radius))
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The size of controls in the view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The outline of bordered buttons in the view.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls in the view.
    ///
    /// - Parameter controlSize: The size.
    /// - Returns: The view.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the outline of bordered buttons in the view.
    ///
    /// - Parameter shape: The outline.
    /// - Returns: The view.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
