import AnimationCore
import Foundation

/// A control that chooses a date, as in SwiftUI.
///
/// In its compact style (iOS's default) it draws its label and, at the
/// trailing edge, the date ("Nov 26, 2026") and the time ("8:30 AM") in
/// capsules of the system fill. A tap on the date opens a month card (the
/// graphical style's grid: weekday initials, days, arrows to the months
/// around); a tap on a day selects it, keeping the time, and closes the
/// card. A tap on the time opens a card with buttons for an hour and five
/// minutes earlier or later (iOS shows a wheel). The graphical style
/// shows the month grid in place. Dates outside the range are not
/// chosen; they are clamped into it. The calendar, time zone and locale
/// are the process's (`Calendar.current`).
public struct DatePicker<Label: View> {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label
    @State private var open: DatePickerComponents = []
    @State private var shownMonth: Date?
    @Environment(\.datePickerStyleKind) private var style
    @Environment(\.isEnabled) private var isEnabled

    /// A picker with a label view.
    ///
    /// - Parameters:
    ///   - selection: The date.
    ///   - displayedComponents: The date, the time or both.
    ///   - label: The label.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = nil
        self.components = displayedComponents
        self.label = label()
    }

    /// A picker of dates in a range, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The date, the time or both.
    ///   - label: The label.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = range
        self.components = displayedComponents
        self.label = label()
    }

    /// A picker of dates from a first one, with a label view.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of dates up to a last one, with a label view.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label)
    }

    private func set(_ date: Date) {
        guard let range else {
            selection.wrappedValue = date
            return
        }
        selection.wrappedValue = min(max(date, range.lowerBound), range.upperBound)
    }

    /// The label and the capsules (or the grid), and an open card.
    @MainActor @ViewBuilder public var body: some View {
        let date = selection.wrappedValue
        if style == .graphical && components.contains(.date) {
            VStack(alignment: .leading, spacing: 8) {
                label
                DatePickerMonth(date: date, shown: shownMonth ?? date, choose: pick, move: move)
            }
        } else {
            HStack(spacing: 6) {
                _ControlLabel(content: label)
                if components.contains(.date) {
                    capsule(date.formatted(date: .abbreviated, time: .omitted), .date)
                }
                if components.contains(.hourAndMinute) {
                    capsule(date.formatted(date: .omitted, time: .shortened), .hourAndMinute)
                }
            }
            .overlay(alignment: .topTrailing) { card(date) }
            .zIndex(open.isEmpty ? 0 : 1)
            .opacity(isEnabled ? 1 : 0.4)
        }
    }

    @MainActor private func capsule(_ text: String, _ part: DatePickerComponents) -> some View {
        let open = $open, enabled = isEnabled
        return Text(verbatim: text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
            .onTapGesture {
                guard enabled else { return }
                open.wrappedValue = open.wrappedValue == part ? [] : part
            }
    }

    @MainActor @ViewBuilder private func card(_ date: Date) -> some View {
        if open == .date {
            DatePickerMonth(date: date, shown: shownMonth ?? date, choose: pick, move: move)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 13).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.2), radius: 16))
                .fixedSize()
                .offset(y: 40)
        } else if open == .hourAndMinute {
            let step: @MainActor (Calendar.Component, Int) -> Void = { component, amount in
                if let moved = Calendar.current.date(byAdding: component, value: amount, to: selection.wrappedValue) { set(moved) }
            }
            HStack(spacing: 12) {
                Button("−1 h") { step(.hour, -1) }
                Button("+1 h") { step(.hour, 1) }
                Button("−5 min") { step(.minute, -5) }
                Button("+5 min") { step(.minute, 5) }
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.2), radius: 16))
            .fixedSize()
            .offset(y: 40)
        }
    }

    /// Chooses a day, keeping the time.
    @MainActor private var pick: @MainActor (Date) -> Void {
        let selection = self.selection, open = $open
        let set = self.set
        return { day in
            let calendar = Calendar.current
            var parts = calendar.dateComponents([.year, .month, .day], from: day)
            let time = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
            parts.hour = time.hour
            parts.minute = time.minute
            parts.second = time.second
            if let chosen = calendar.date(from: parts) { set(chosen) }
            open.wrappedValue = []
        }
    }

    /// Shows another month.
    @MainActor private var move: @MainActor (Date) -> Void {
        let shown = $shownMonth
        return { month in shown.wrappedValue = month }
    }
}

extension DatePicker where Label == Text {
    /// A picker with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - selection: The date.
    ///   - displayedComponents: The date, the time or both.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of dates in a range, with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - selection: The date.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The date, the time or both.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of dates from a first one, with a title.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of dates up to a last one, with a title.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker with a string title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of dates in a range, with a string title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a picker shows, as in SwiftUI.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The parts' bits.
    public let rawValue: UInt
    /// Parts of their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: View {}
