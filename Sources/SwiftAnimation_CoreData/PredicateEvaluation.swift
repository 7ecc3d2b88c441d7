import Foundation

extension PredicateNode {
    /// Whether an object meets the predicate.
    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .and(let terms): return terms.allSatisfy { $0.evaluate(object) }
        case .or(let terms): return terms.contains { $0.evaluate(object) }
        case .not(let term): return !term.evaluate(object)
        case .comparison(let comparison): return comparison.evaluate(object)
        }
    }
}

extension PredicateExpression {
    /// The expression's value for an object.
    func value(for object: Any?) -> Any? {
        switch self {
        case .keyPath(let path): return KeyValuePath.value(of: object, at: path)
        case .value(let value): return value
        case .list(let items): return items.map { $0.value(for: object) as Any }
        case .evaluatedObject: return object
        }
    }
}

extension PredicateComparison {
    func evaluate(_ object: Any?) -> Bool {
        let left = lhs.value(for: object)
        let right = rhs.value(for: object)
        guard let quantifier else { return compare(left, right) }
        let elements = PredicateValue.elements(of: left) ?? [left]
        switch quantifier {
        case .any: return elements.contains { compare($0, right) }
        case .all: return elements.allSatisfy { compare($0, right) }
        case .noneOf: return !elements.contains { compare($0, right) }
        }
    }

    private func compare(_ left: Any?, _ right: Any?) -> Bool {
        let a = PredicateValue(left, self)
        let b = PredicateValue(right, self)
        switch op {
        case .equal: return a == b
        case .notEqual: return !(a == b)
        case .less: return a.order(b) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(a.order(b))
        case .greater: return a.order(b) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(a.order(b))
        case .contains:
            if let elements = PredicateValue.elements(of: left) { return elements.contains { PredicateValue($0, self) == b } }
            guard case .string(let text) = a, case .string(let part) = b else { return false }
            return part.isEmpty ? false : text.contains(part)
        case .beginsWith:
            guard case .string(let text) = a, case .string(let part) = b else { return false }
            return text.hasPrefix(part)
        case .endsWith:
            guard case .string(let text) = a, case .string(let part) = b else { return false }
            return text.hasSuffix(part)
        case .like:
            guard case .string(let text) = a, case .string(let pattern) = b else { return false }
            return Self.matches(
                text,
                pattern: "^"
                    + NSRegularExpression.escapedPattern(for: pattern)
                    .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$")
        case .matches:
            guard case .string(let text) = a, case .string(let pattern) = b else { return false }
            return Self.matches(text, pattern: "^(?:" + pattern + ")$")
        case .isIn:
            if let elements = PredicateValue.elements(of: right) { return elements.contains { PredicateValue($0, self) == a } }
            guard case .string(let text) = b, case .string(let part) = a else { return false }
            return text.contains(part)
        case .between:
            guard let bounds = PredicateValue.elements(of: right), bounds.count == 2 else { return false }
            let low = PredicateValue(bounds[0], self), high = PredicateValue(bounds[1], self)
            return [.orderedDescending, .orderedSame].contains(a.order(low)) && [.orderedAscending, .orderedSame].contains(a.order(high))
        }
    }

    private static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A value a predicate compares, in one of the kinds it orders: numbers
/// (with booleans), strings (folded by the comparison's `[cd]`), dates,
/// identifiers and objects.
enum PredicateValue: Equatable {
    case null
    case number(Double)
    case string(String)
    case date(Date)
    case uuid(UUID)
    case url(URL)
    case object(ObjectIdentifier)
    case other(String)

    init(_ value: Any?, _ comparison: PredicateComparison?) {
        switch value {
        case nil, is NSNull: self = .null
        case let number as NSNumber: self = .number(number.doubleValue)
        case let bool as Bool: self = .number(bool ? 1 : 0)
        case let int as any BinaryInteger: self = .number(Double(Int64(int)))
        case let double as any BinaryFloatingPoint: self = .number(Double(double))
        case let text as String: self = .string(Self.fold(text, comparison))
        case let text as NSString: self = .string(Self.fold(String(text), comparison))
        case let text as Substring: self = .string(Self.fold(String(text), comparison))
        case let date as Date: self = .date(date)
        case let date as NSDate: self = .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate))
        case let uuid as UUID: self = .uuid(uuid)
        case let uuid as NSUUID: self = .uuid(UUID(uuidString: uuid.uuidString) ?? UUID())
        case let url as URL: self = .url(url)
        case let object as NSObject: self = .object(ObjectIdentifier(object))
        default: self = .other(String(describing: value))
        }
    }

    private static func fold(_ text: String, _ comparison: PredicateComparison?) -> String {
        guard let comparison else { return text }
        var options: String.CompareOptions = []
        if comparison.caseInsensitive { options.insert(.caseInsensitive) }
        if comparison.diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? text : text.folding(options: options, locale: nil)
    }

    /// The elements of a collection value (`nil` for a single value).
    static func elements(of value: Any?) -> [Any?]? {
        switch value {
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as NSArray: return array.map { $0 }
        case is String, is NSString: return nil
        case let array as [Any]: return array
        case let array as [Any?]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    /// The order of two values of one kind (`nil` across kinds or for kinds without order).
    func order(_ other: PredicateValue) -> ComparisonResult? {
        switch (self, other) {
        case let (.number(a), .number(b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        case let (.string(a), .string(b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        case let (.date(a), .date(b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        default: return self == other ? .orderedSame : nil
        }
    }
}
