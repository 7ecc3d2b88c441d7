import AnimationCore
import Foundation

/// A shape moved: `offset`. The offset animates.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The offset.
    public var offset: CGSize

    /// The moved path.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's data and the offset.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

/// A shape turned about an anchor of its frame: `rotation`. The angle
/// animates.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The angle.
    public var angle: Angle
    /// The anchor.
    public var anchor: UnitPoint

    /// The turned path.
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }

    /// The shape's data and the angle.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
        get { AnimatablePair(shape.animatableData, angle.radians) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second)
        }
    }
}

/// A shape scaled about an anchor of its frame: `scale`. The scale
/// animates.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The scale.
    public var scale: CGSize
    /// The anchor.
    public var anchor: UnitPoint

    /// The scaled path.
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }

    /// The shape's data and the scale.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second
        }
    }
}

/// A shape transformed: `transform`.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// The transformed path.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The shape's data.
    nonisolated public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// The shape moved.
    ///
    /// - Parameter offset: The offset.
    /// - Returns: The moved shape.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved.
    ///
    /// - Parameters:
    ///   - x: Along x; 0 when omitted.
    ///   - y: Along y; 0 when omitted.
    /// - Returns: The moved shape.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned about an anchor of its frame.
    ///
    /// - Parameters:
    ///   - angle: The angle.
    ///   - anchor: The anchor; the center when omitted.
    /// - Returns: The turned shape.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about an anchor of its frame.
    ///
    /// - Parameters:
    ///   - x: The horizontal scale; 1 when omitted.
    ///   - y: The vertical scale; 1 when omitted.
    ///   - anchor: The anchor; the center when omitted.
    /// - Returns: The scaled shape.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled about an anchor of its frame.
    ///
    /// - Parameters:
    ///   - scale: The scale.
    ///   - anchor: The anchor; the center when omitted.
    /// - Returns: The scaled shape.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape transformed.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed shape.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let fit: @Sendable (ProposedViewSize) -> CGSize

    /// Creates a type-erased shape.
    ///
    /// - Parameter shape: The shape.
    nonisolated public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        fit = { shape.sizeThatFits($0) }
    }

    /// The shape's path.
    nonisolated public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The shape's size.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fit(proposal) }
}

/// The radii of a rectangle's corners.
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The top leading radius.
    public var topLeading: CGFloat
    /// The bottom leading radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing radius.
    public var bottomTrailing: CGFloat
    /// The top trailing radius.
    public var topTrailing: CGFloat

    /// Creates radii.
    ///
    /// - Parameters:
    ///   - topLeading: The top leading radius; 0 when omitted.
    ///   - bottomLeading: The bottom leading radius; 0 when omitted.
    ///   - bottomTrailing: The bottom trailing radius; 0 when omitted.
    ///   - topTrailing: The top trailing radius; 0 when omitted.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangle with a radius for each corner (leading is left here: the
/// host lays out left to right). Each radius is limited to half the
/// shorter side; the radii animate.
public struct UnevenRoundedRectangle: Shape {
    /// The radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' style (see ``RoundedCornerStyle``).
    public var style: RoundedCornerStyle

    /// Creates the rectangle from radii.
    ///
    /// - Parameters:
    ///   - cornerRadii: The radii.
    ///   - style: The corners' style; continuous when omitted.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the rectangle from four radii.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top leading radius; 0 when omitted.
    ///   - bottomLeadingRadius: The bottom leading radius; 0 when omitted.
    ///   - bottomTrailingRadius: The bottom trailing radius; 0 when omitted.
    ///   - topTrailingRadius: The top trailing radius; 0 when omitted.
    ///   - style: The corners' style; continuous when omitted.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius), style: style)
    }

    /// The radii animate.
    nonisolated public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// The rectangle with its corners.
    nonisolated public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        func r(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
        let tl = r(cornerRadii.topLeading), bl = r(cornerRadii.bottomLeading)
        let br = r(cornerRadii.bottomTrailing), tr = r(cornerRadii.topTrailing)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .zero, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false
            )
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270),
                clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset; its corners shrink by the amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: CornerInsetting {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        let radii = cornerRadii
        return UnevenRoundedRectangle(
            topLeadingRadius: max(radii.topLeading - amount, 0), bottomLeadingRadius: max(radii.bottomLeading - amount, 0),
            bottomTrailingRadius: max(radii.bottomTrailing - amount, 0), topTrailingRadius: max(radii.topTrailing - amount, 0),
            style: style
        ).path(in: rect)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    ///
    /// - Parameters:
    ///   - cornerRadius: The radius.
    ///   - style: The corners' style; continuous when omitted.
    /// - Returns: The shape.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle.
    ///
    /// - Parameters:
    ///   - cornerSize: The corner size.
    ///   - style: The corners' style; continuous when omitted.
    /// - Returns: The shape.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top leading radius; 0 when omitted.
    ///   - bottomLeadingRadius: The bottom leading radius; 0 when omitted.
    ///   - bottomTrailingRadius: The bottom trailing radius; 0 when omitted.
    ///   - topTrailingRadius: The top trailing radius; 0 when omitted.
    ///   - style: The corners' style; continuous when omitted.
    /// - Returns: The shape.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the radii of its corners.
    ///
    /// - Parameters:
    ///   - cornerRadii: The corners' radii.
    ///   - style: The corners' style; continuous when omitted.
    /// - Returns: The shape.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
