#if !canImport(Darwin)
import Foundation

/// Joins a list of items into one phrase, as Apple's Foundation does:
/// "Ana", "Ana and Bo", "Ana, Bo, and Cy".
///
/// This formatter writes English (a serial comma, "and") for every
/// locale; Apple's follows the locale's rules.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// Formats each item before it is joined; `nil` uses each item's
    /// description.
    open var itemFormatter: Formatter?

    /// The locale (English phrases are written whatever it is).
    open var locale: Locale! = .current

    /// Joins strings into one phrase.
    ///
    /// - Parameter strings: The items; empty gives "".
    /// - Returns: The phrase.
    open class func localizedString(byJoining strings: [String]) -> String {
        join(strings)
    }

    /// Joins items into one phrase, each formatted by ``itemFormatter`` or
    /// by its description.
    ///
    /// - Parameter items: The items.
    /// - Returns: The phrase; `nil` when the item formatter cannot format
    ///   one of them.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return Self.join(strings)
    }

    /// Joins an array's items into one phrase.
    ///
    /// - Parameter obj: An array.
    /// - Returns: The phrase, or `nil` for anything but an array.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    static func join(_ strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }
}
#endif
