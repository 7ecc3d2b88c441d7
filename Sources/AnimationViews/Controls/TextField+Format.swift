import AnimationCore
import Foundation

// Fields of a formatted value, as SwiftUI's: the field shows the value
// formatted; typing edits the field's own text, and when editing ends
// (submit, or focus lost) the text is parsed and, if it parses, written to
// the value; either way the field shows the value formatted again.

extension TextField {
    /// Creates a field of a formatted value with a label view.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - format: Formats the value and parses what is typed.
    ///   - prompt: What the empty field shows.
    ///   - label: What the field is for.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: Self.parsing(value, format: format), prompt: prompt, label: label)
        commitsWhenEditingEnds = true
    }

    /// A text binding that shows a value formatted and writes what parses.
    nonisolated static func parsing<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    /// A text binding that shows a value with a formatter and writes what
    /// it reads back (a `NumberFormatter`'s numbers, a `DateFormatter`'s
    /// dates; text another formatter cannot read leaves the value).
    nonisolated static func reading<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
        Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
                    switch V.self {
                    case is Double.Type: value.wrappedValue = number.doubleValue as! V
                    case is Float.Type: value.wrappedValue = number.floatValue as! V
                    case is Int.Type: value.wrappedValue = number.intValue as! V
                    case is CGFloat.Type: value.wrappedValue = CGFloat(number.doubleValue) as! V
                    case is Decimal.Type: value.wrappedValue = number.decimalValue as! V
                    default: if let same = number as? V { value.wrappedValue = same }
                    }
                } else if let dates = formatter as? DateFormatter, let date = dates.date(from: text), let same = date as? V {
                    value.wrappedValue = same
                }
            })
    }
}

extension TextField where Label == Text {
    /// Creates a field of a formatted value: `TextField("Amount", value:
    /// $amount, format: .currency(code: "USD"))`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown while the field is empty.
    ///   - value: The value.
    ///   - format: Formats the value and parses what is typed.
    ///   - prompt: What the empty field shows; the title when `nil`.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a field of a formatted value with a string title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    ///   - format: Formats the value and parses what is typed.
    ///   - prompt: What the empty field shows; the title when `nil`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// Creates a field of a value a formatter shows and reads.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    ///   - formatter: Shows the value and reads what is typed.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.reading(value, formatter: formatter), prompt: nil) { Text(titleKey) }
        commitsWhenEditingEnds = true
    }

    /// Creates a field of a value a formatter shows and reads, with a
    /// prompt.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    ///   - formatter: Shows the value and reads what is typed.
    ///   - prompt: What the empty field shows.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: Self.reading(value, formatter: formatter), prompt: prompt) { Text(titleKey) }
        commitsWhenEditingEnds = true
    }

    /// Creates a field of a value a formatter shows and reads, with a
    /// string title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    ///   - formatter: Shows the value and reads what is typed.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.reading(value, formatter: formatter), prompt: nil) { Text(title) }
        commitsWhenEditingEnds = true
    }
}
