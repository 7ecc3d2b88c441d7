import AnimationCore
import Foundation

/// A month of days, as the graphical date picker draws it: the month and
/// year with arrows to the months around, the weekdays' initials, then the
/// days in seven columns of 40 points, the chosen one on a tinted circle.
struct DatePickerMonth: View {
    let date: Date
    let shown: Date
    let choose: @MainActor (Date) -> Void
    let move: @MainActor (Date) -> Void

    var body: some View {
        let calendar = Calendar.current
        let month = calendar.dateInterval(of: .month, for: shown)?.start ?? shown
        let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(($0 + calendar.firstWeekday - 1) % 7)] }
        let chosen = calendar.dateComponents([.year, .month, .day], from: date)
        let move = self.move, choose = self.choose
        VStack(spacing: 6) {
            HStack {
                Text(verbatim: month.formatted(.dateTime.month(.wide).year())).font(.headline)
                Spacer()
                Image(systemName: "chevron.left").foregroundStyle(.tint)
                    .onTapGesture { if let previous = calendar.date(byAdding: .month, value: -1, to: month) { move(previous) } }
                Image(systemName: "chevron.right").foregroundStyle(.tint)
                    .onTapGesture { if let next = calendar.date(byAdding: .month, value: 1, to: month) { move(next) } }
            }
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { column in
                    Text(verbatim: weekdays[column]).font(.caption).foregroundStyle(.secondary).frame(width: 40)
                }
            }
            ForEach(0..<((lead + days + 6) / 7), id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = row * 7 + column - lead + 1
                        if day >= 1, day <= days, let value = calendar.date(byAdding: .day, value: day - 1, to: month) {
                            let parts = calendar.dateComponents([.year, .month, .day], from: value)
                            let isChosen = parts == chosen
                            Text(verbatim: "\(day)")
                                .foregroundStyle(isChosen ? AnyShapeStyle(Color.white) : AnyShapeStyle(.primary))
                                .frame(width: 40, height: 40)
                                .background(Circle().fill(isChosen ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.clear)))
                                .contentShape(Rectangle())
                                .onTapGesture { choose(value) }
                        } else {
                            Color.clear.frame(width: 40, height: 40)
                        }
                    }
                }
            }
        }
    }
}

/// How date pickers draw, as in SwiftUI.
public struct DatePickerStyleKind: Hashable, Sendable {
    let isGraphical: Bool
    static let compact = DatePickerStyleKind(isGraphical: false)
    static let graphical = DatePickerStyleKind(isGraphical: true)
}

/// A style of date pickers: `.datePickerStyle(.graphical)`.
public protocol DatePickerStyle: Sendable {
    /// The style's kind.
    var _kind: DatePickerStyleKind { get }
}

/// Capsules that open cards (iOS's default).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Compact.
    public var _kind: DatePickerStyleKind { .compact }
}

/// The month grid in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Graphical.
    public var _kind: DatePickerStyleKind { .graphical }
}

/// Wheels (drawn as the compact style headlessly).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Compact, headlessly.
    public var _kind: DatePickerStyleKind { .compact }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Capsules that open cards.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
    /// The platform's style: compact.
    public static var automatic: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The month grid.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: DatePickerStyleKind { .compact }
}

extension EnvironmentValues {
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyleKind, style._kind)
    }
}
