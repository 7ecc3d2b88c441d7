import AnimationCore
import Foundation

/// A view that shows a value within a range, as in SwiftUI.
///
/// The default style (`.linearCapacity`, iOS's automatic style) draws the
/// label, then a 4-point capsule filled in the tint to the value's share of
/// the range between the minimum and maximum labels, then the current
/// value's label. The circular styles (`.accessoryCircular`,
/// `.accessoryCircularCapacity`) draw a 58-point ring, 6 points wide,
/// trimmed to the share, with the current value's label inside. A value
/// outside the range (or not a number) is clamped to it (NaN to its lower
/// bound).
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: MinimumValueLabel
    let maximumValueLabel: MaximumValueLabel
    @Environment(\.gaugeStyleKind) private var style

    /// A gauge with every label.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range (0...1 by default).
    ///   - label: What the gauge shows.
    ///   - currentValueLabel: The value's label.
    ///   - minimumValueLabel: The lower bound's label.
    ///   - maximumValueLabel: The upper bound's label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let share = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = share.isNaN ? 0 : min(max(share, 0), 1)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The gauge, in the environment's style.
    @MainActor @ViewBuilder public var body: some View {
        switch style {
        case .circular:
            ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
                Circle().trim(from: 0, to: fraction).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                currentValueLabel.font(.system(size: 12, weight: .medium))
            }
            .frame(width: 58, height: 58)
        case .linear:
            VStack(alignment: .leading, spacing: 4) {
                label
                HStack(spacing: 6) {
                    minimumValueLabel.font(.caption)
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.gray.opacity(0.3))
                            Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                        }
                    }
                    .frame(height: 4)
                    maximumValueLabel.font(.caption)
                }
                currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range.
    ///   - label: What the gauge shows.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label and the value's label.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range.
    ///   - label: What the gauge shows.
    ///   - currentValueLabel: The value's label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() })
    }
}

/// How a ``Gauge`` draws, as in SwiftUI.
public struct GaugeStyleKind: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case linear, circular }
    let shape: Shape
}

/// A style of gauges: `.gaugeStyle(.accessoryCircular)`.
public protocol GaugeStyle: Sendable {
    /// The style's kind.
    var _kind: GaugeStyleKind { get }
}

/// A bar filled to the share (iOS's automatic style).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Linear.
    public var _kind: GaugeStyleKind { GaugeStyleKind(shape: .linear) }
}

/// A ring trimmed to the share, with the value inside.
public struct CircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Circular.
    public var _kind: GaugeStyleKind { GaugeStyleKind(shape: .circular) }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the share.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar filled to the share (the accessory look).
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar with the value marked (drawn filled to it).
    public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The platform's style: a bar.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// A ring trimmed to the share.
    public static var accessoryCircular: CircularGaugeStyle { CircularGaugeStyle() }
    /// A ring trimmed to the share.
    public static var accessoryCircularCapacity: CircularGaugeStyle { CircularGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: GaugeStyleKind.Shape { .linear }
}

extension EnvironmentValues {
    var gaugeStyleKind: GaugeStyleKind.Shape {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyleKind, style._kind.shape)
    }
}

extension Gauge: View {}
