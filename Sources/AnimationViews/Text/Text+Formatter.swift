import Foundation

extension Text {
    /// A text of a value as a formatter writes it; the value's description
    /// when the formatter gives nothing for it.
    ///
    /// - Parameters:
    ///   - subject: The value (a `URL`, a `Measurement` ...).
    ///   - formatter: The formatter.
    nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "\(subject)")
    }

    /// A text of a date as a formatter writes it (Linux's `Date` is not a
    /// `ReferenceConvertible`, which Apple's is).
    ///
    /// - Parameters:
    ///   - subject: The date.
    ///   - formatter: The formatter (a `DateFormatter`, usually).
    nonisolated public init(_ subject: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "\(subject)")
    }

    /// A text of an object as a formatter writes it; its description when
    /// the formatter gives nothing for it.
    ///
    /// - Parameters:
    ///   - subject: The object (an `NSNumber`, an `NSDate` ...).
    ///   - formatter: The formatter.
    nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? subject.description)
    }
}
