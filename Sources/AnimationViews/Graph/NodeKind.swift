import AnimationCore
import AnimationRuntime
import Foundation

/// How a node takes part in layout and drawing.
enum NodeKind {
    /// No layout of its own: its children take part in the parent's layout
    /// (a stack lays them out as its own children).
    case group
    /// Draws content.
    case leaf(Leaf)
    /// A stack: horizontal, vertical, or overlaid (`axis == nil`).
    case stack(axis: Axis?, alignment: Alignment, spacing: CGFloat?)
    /// A fixed frame; `nil` dimensions follow the child.
    case frame(width: AnimatedValue<CGFloat>?, height: AnimatedValue<CGFloat>?, alignment: Alignment)
    /// Insets around the child.
    case padding(EdgeInsets)
    /// Places the child's center at a point of the parent's space.
    case position(AnimatedValue<CGPoint>)
    /// Changes how the child is drawn, not how it is laid out.
    case effect(Effect)
    /// A tap target around the child.
    case tap
    /// Passes layout and drawing through to its one child.
    case passthrough

    /// The drawing effects.
    enum Effect {
        case scale(AnimatedValue<CGSize>, anchor: UnitPoint)
        case rotation(AnimatedValue<Angle>, anchor: UnitPoint)
        case offset(AnimatedValue<CGSize>)
        case opacity(AnimatedValue<Double>)
        case shadow(AnimatedValue<ShadowValue>)
        case blur(AnimatedValue<CGFloat>)
    }

    /// What a leaf draws.
    enum Leaf {
        case color(AnimatedValue<Color.Resolved>)
        case shape(path: (CGRect) -> Path, fill: AnimatedValue<Color.Resolved>, stroke: StrokeStyle?)
        case text(String, color: AnimatedValue<Color.Resolved>)
        case image(String)
        case spacer(minLength: CGFloat?)
    }
}
