import AnimationCore
import AnimationRuntime
import Foundation

/// A control that picks a value in a range by dragging.
///
/// Drawn as iOS draws it: a 4-point track, filled with the tint up to a
/// 28-point white thumb. A press anywhere on the slider moves the thumb
/// there and a drag moves it along (UIKit's slider moves only when its
/// thumb is dragged; the headless host has no finger to aim), snapping to
/// `step`; `onEditingChanged` hears `true` at the press and `false` at the
/// release. A change of the value in an animated transaction moves the
/// thumb with the animation. A disabled slider does not move.
///
/// With value labels (`minimumValueLabel:maximumValueLabel:`), the
/// minimum's is drawn before the track and the maximum's after it, in a row
/// with the standard spacing (this package's reading of iOS's pictures:
/// Apple publishes no figure).
public struct Slider<Label: View, ValueLabel: View> {
    let get: () -> Double
    let set: (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    /// The minimum's and the maximum's labels, if the slider has them.
    let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void, label: Label,
        valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?
    ) where V.Stride: BinaryFloatingPoint {
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound)
        self.bounds = low.isFinite && high.isFinite ? low...high : 0...1
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.valueLabels = valueLabels
    }

    /// The same slider without its value labels: the track alone.
    private var track: Slider<Label, EmptyView> {
        Slider<Label, EmptyView>(
            get: get, set: set, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }
}

extension Slider where ValueLabel == EmptyView {
    fileprivate init(
        get: @escaping () -> Double, set: @escaping (Double) -> Void, bounds: ClosedRange<Double>, step: Double?,
        onEditingChanged: @escaping (Bool) -> Void, label: Label
    ) {
        self.get = get
        self.set = set
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.valueLabels = nil
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range; `0...1` when omitted (and when not finite).
    ///   - onEditingChanged: Hears `true` when a drag starts, `false` when
    ///     it ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(), valueLabels: nil)
    }

    /// Creates a slider that snaps to steps.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - step: The step from the lower bound (ignored when not positive).
    ///   - onEditingChanged: Hears `true` when a drag starts, `false` when
    ///     it ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: EmptyView(), valueLabels: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label (for accessibility: iOS does not draw
    /// it, and neither does the host).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range; `0...1` when omitted.
    ///   - label: The label.
    ///   - onEditingChanged: Hears `true` when a drag starts, `false` when
    ///     it ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(), valueLabels: nil)
    }

    /// Creates a slider that snaps to steps, with a label (not drawn).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - step: The step from the lower bound; 1 when omitted.
    ///   - label: The label.
    ///   - onEditingChanged: Hears `true` when a drag starts, `false` when
    ///     it ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(), valueLabels: nil)
    }
}

extension Slider {
    /// Creates a slider with a label (not drawn) and labels for its
    /// minimum and maximum, drawn at its ends.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range; `0...1` when omitted.
    ///   - label: The label.
    ///   - minimumValueLabel: The label before the track.
    ///   - maximumValueLabel: The label after the track.
    ///   - onEditingChanged: Hears `true` when a drag starts, `false` when
    ///     it ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    /// Creates a slider that snaps to steps, with a label (not drawn) and
    /// labels for its minimum and maximum.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - step: The step from the lower bound; 1 when omitted.
    ///   - label: The label.
    ///   - minimumValueLabel: The label before the track.
    ///   - maximumValueLabel: The label after the track.
    ///   - onEditingChanged: Hears `true` when a drag starts, `false` when
    ///     it ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }
}

extension Slider: View {
    /// Draws the slider.
    public var body: Never { neverBody }
}

extension Slider: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        if let valueLabels {
            node.updateChild(
                HStack {
                    valueLabels.minimum; track; valueLabels.maximum
                }, in: context)
            return
        }
        let span = bounds.upperBound - bounds.lowerBound
        let value = get()
        let fraction = span > 0 && value.isFinite ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
        let tint = TintShapeStyle()._resolvePaint(in: context.environment)
        let leaf = node.ownPrimitive {
            SliderLeaf(fraction: node.makeAttribute("value", initial: fraction, role: .drawing), tint: tint)
        }
        leaf.tint = tint
        leaf.isEnabled = context.environment.isEnabled
        node.animate(leaf.fraction, to: fraction, in: context)
        node.invalidateDrawing()
        if context.environment.isEnabled {
            let bounds = self.bounds, step = self.step, set = self.set, editing = onEditingChanged
            node.pointerTarget.pressHandler = { [unowned node] phase in
                @MainActor func setValue(at point: CGPoint) {
                    let frame = node.frame
                    let usable = max(frame.width - SliderLeaf.thumb, 1)
                    let fraction = min(max((point.x - frame.minX - SliderLeaf.thumb / 2) / usable, 0), 1)
                    var value = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
                    if let step { value = min(bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step, bounds.upperBound) }
                    set(value)
                }
                switch phase {
                case .began(let point):
                    editing(true)
                    setValue(at: point)
                case .moved(let point, _):
                    setValue(at: point)
                case .ended(let point, _):
                    setValue(at: point)
                    editing(false)
                case .cancelled:
                    editing(false)
                    return .failed
                }
                // A slider takes the press at once.
                return .recognized
            }
        } else {
            node.pointer?.pressHandler = nil
        }
        node.removeChildren()
    }
}

/// A slider: as wide as offered (the thumb's width when asked for its
/// ideal), as high as its thumb; draws its track, fill and thumb.
final class SliderLeaf: NodePrimitive, NodeLayout, NodeDrawing {
    static let thumb: CGFloat = 28
    let fraction: AnimatedValue<Double>
    var tint: _ResolvedShapeStyle
    var isEnabled = true

    init(fraction: AnimatedValue<Double>, tint: _ResolvedShapeStyle) {
        self.fraction = fraction
        self.tint = tint
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: max(proposal.width ?? Self.thumb, Self.thumb), height: Self.thumb)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let frame = item.frame
        let usable = max(frame.width - Self.thumb, 0)
        let center = frame.minX + Self.thumb / 2 + usable * CGFloat(fraction.presentation)
        let track = CGRect(x: frame.minX + 2, y: frame.midY - 2, width: max(frame.width - 4, 0), height: 4)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(center - track.minX, 0), height: 4)
        let thumb = CGRect(x: center - Self.thumb / 2, y: frame.midY - Self.thumb / 2, width: Self.thumb, height: Self.thumb)
        let gray = Color.Resolved(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
        item.tapTarget = ObjectIdentifier(node)
        item.opacity = isEnabled ? 1 : 0.4
        item.children = [
            DisplayList.Item(frame: track, content: .shape(Path(roundedRect: track, cornerRadius: 2), paint: .color(gray), stroke: nil)),
            DisplayList.Item(frame: filled, content: .shape(Path(roundedRect: filled, cornerRadius: 2), paint: tint.paint(in: track), stroke: nil)),
            DisplayList.Item(
                frame: thumb,
                shadow: DisplayList.Shadow(
                    color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 4, offset: CGSize(width: 0, height: 2)),
                content: .shape(Path(ellipseIn: thumb), paint: .color(Color.white.resolved), stroke: nil))
        ]
    }
}
