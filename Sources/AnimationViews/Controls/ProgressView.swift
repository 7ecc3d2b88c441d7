import AnimationCore
import AnimationRuntime
import Foundation

/// A view that shows progress: a bar filled with the tint up to the
/// fraction done, or, without a value, a spinner that turns forever.
///
/// It draws through the innermost ``ProgressViewStyle`` set with
/// `progressViewStyle(_:)`; inside a style's `makeBody`,
/// `ProgressView(configuration)` draws with the style set outside that one
/// (the default when there is none), as in SwiftUI.
///
/// As iOS draws them: the bar is 4 points high and as wide as offered,
/// under its label; the spinner is 8 bars around a 20-point circle, fading
/// behind the leading one, turning once a second from when it appears (a
/// `repeatForever` animation, so a recording of it never settles).
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a spinner with a label.
    ///
    /// - Parameter label: The label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a bar for a value, with a label.
    ///
    /// - Parameters:
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    ///   - label: The label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a spinner.
    nonisolated public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a bar for a value.
    ///
    /// - Parameters:
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// Creates a view for a `Progress`: a bar for its fraction completed,
    /// or a spinner when it is indeterminate. The fraction is read when the
    /// view is made; the view does not observe the object.
    ///
    /// - Parameter progress: The progress.
    nonisolated public init(_ progress: Progress) {
        let fraction = progress.isIndeterminate ? nil : Self.fraction(progress.fractionCompleted, of: 1)
        self.init(fraction: fraction, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a bar for a value, with a label and a label for the value.
    ///
    /// - Parameters:
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    ///   - label: The label.
    ///   - currentValueLabel: What the value reads as.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a spinner with a label.
    ///
    /// - Parameter titleKey: The label.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a spinner with a label, not localized.
    ///
    /// - Parameter title: The label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a bar for a value, with a label.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a bar for a value, with a label that is not localized.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view from a style's configuration: inside
    /// `makeBody`, the progress view as the style set outside this one
    /// draws it.
    ///
    /// - Parameter configuration: The configuration `makeBody` was given.
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView {
    /// The fraction done, clamped to `0...1`; 0 for a total that is not
    /// positive or values that are not finite.
    nonisolated static func fraction(_ value: Double, of total: Double) -> Double {
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return min(max(value / total, 0), 1)
    }

    nonisolated private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { fraction(Double($0), of: Double(total)) }
    }
}

extension ProgressView: View {
    /// The view as the innermost progress style draws it.
    public var body: some View {
        _ProgressViewStyled(
            configuration: ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }))
    }
}
