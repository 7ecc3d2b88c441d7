import AnimationCore
import AnimationRuntime
import Foundation

/// A view that shows progress: a bar filled with the tint up to the
/// fraction done, or, without a value, a spinner that turns forever.
///
/// As iOS draws them: the bar is 4 points high and as wide as offered,
/// under its label; the spinner is 8 bars around a 20-point circle, fading
/// behind the leading one, turning once a second from when it appears (a
/// `repeatForever` animation, so a recording of it never settles).
public struct ProgressView<Label: View> {
    let fraction: Double?
    let label: Label
}

extension ProgressView where Label == EmptyView {
    /// Creates a spinner.
    nonisolated public init() {
        self.init(fraction: nil, label: EmptyView())
    }

    /// Creates a bar for a value.
    ///
    /// - Parameters:
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: EmptyView())
    }
}

extension ProgressView where Label == Text {
    /// Creates a spinner with a label.
    ///
    /// - Parameter titleKey: The label.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey))
    }

    /// Creates a bar for a value, with a label.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value done, or `nil` for a spinner.
    ///   - total: The value when done; 1 when omitted.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: Text(titleKey))
    }
}

extension ProgressView {
    /// The fraction done, clamped to `0...1`; 0 for a total that is not
    /// positive or values that are not finite.
    nonisolated static func fraction(_ value: Double, of total: Double) -> Double {
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return min(max(value / total, 0), 1)
    }
}

extension ProgressView: View {
    /// The bar or the spinner, with the label.
    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 8) {
                label
                ProgressBar(fraction: fraction)
            }
        } else {
            VStack(spacing: 8) {
                Spinner()
                label.foregroundStyle(.secondary)
            }
        }
    }
}

/// The bar: a track and its tinted fill, scaled to the fraction (so a
/// change in an animated transaction animates).
private struct ProgressBar: View {
    var fraction: Double

    var body: some View {
        Capsule()
            .fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
            .frame(height: 4)
            .overlay(alignment: .leading) {
                Capsule().fill(.tint).scaleEffect(x: fraction, y: 1, anchor: .leading)
            }
    }
}

/// The spinner: eight bars that fade behind the leading one, turning.
private struct Spinner: View {
    @State private var turning = false

    var body: some View {
        ZStack {
            ForEach(0..<8) { index in
                Capsule()
                    .fill(Color.gray)
                    .frame(width: 3, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .opacity(1 - Double(index) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
        .rotationEffect(.degrees(turning ? 360 : 0))
        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
        .onAppear { turning = true }
    }
}
