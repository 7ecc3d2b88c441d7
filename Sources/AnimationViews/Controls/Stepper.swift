import AnimationCore
import Foundation

/// A control that steps a value up and down.
///
/// Drawn as iOS draws it: the label, then a 94 × 32 rounded pair of
/// buttons, − and +, on a light gray fill. A button whose step would leave
/// the range is disabled (dimmed, and it does nothing).
public struct Stepper<Label: View> {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    let label: Label

    /// Creates a stepper that calls actions.
    ///
    /// - Parameters:
    ///   - onIncrement: Runs on +; `nil` disables +.
    ///   - onDecrement: Runs on −; `nil` disables −.
    ///   - onEditingChanged: Hears `true` then `false` around each step.
    ///   - label: The label.
    nonisolated public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        self.label = label()
    }

    /// Creates a stepper over a value in a range.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - step: The step; 1 when omitted.
    ///   - label: The label.
    ///   - onEditingChanged: Hears `true` then `false` around each step.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let current = value.wrappedValue
        let up = current.advanced(by: step), down = current.advanced(by: -step)
        let increment: () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        let decrement: () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.init(
            onIncrement: up <= bounds.upperBound ? increment : nil, onDecrement: down >= bounds.lowerBound ? decrement : nil,
            onEditingChanged: onEditingChanged, label: label)
    }

    /// Creates a stepper over an unbounded value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - step: The step; 1 when omitted.
    ///   - label: The label.
    ///   - onEditingChanged: Hears `true` then `false` around each step.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged, label: label)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper over a value in a range, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - step: The step; 1 when omitted.
    ///   - onEditingChanged: Hears `true` then `false` around each step.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over an unbounded value, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value.
    ///   - step: The step; 1 when omitted.
    ///   - onEditingChanged: Hears `true` then `false` around each step.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper that calls actions, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - onIncrement: Runs on +; `nil` disables +.
    ///   - onDecrement: Runs on −; `nil` disables −.
    ///   - onEditingChanged: Hears `true` then `false` around each step.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
}

extension Stepper: View {
    /// The label and the two buttons.
    public var body: some View {
        HStack {
            _ControlLabel(content: label)
            HStack(spacing: 0) {
                stepButton("−", onDecrement)
                Divider().frame(height: 18)
                stepButton("+", onIncrement)
            }
            .frame(width: 94, height: 32)
            .background(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.12), in: RoundedRectangle(cornerRadius: 8))
        }
    }

    @ViewBuilder @MainActor
    private func stepButton(_ symbol: String, _ action: (() -> Void)?) -> some View {
        let editing = onEditingChanged
        Button {
            editing(true)
            action?()
            editing(false)
        } label: {
            Text(verbatim: symbol).font(.title3).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
        .disabled(action == nil)
    }
}
