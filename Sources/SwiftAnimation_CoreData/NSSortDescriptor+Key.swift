import Foundation

extension NSSortDescriptor {
    /// A sort descriptor of a property's name, as Foundation's on Apple
    /// platforms (Linux's marks it unavailable: it has no key-value
    /// coding): it orders managed objects and dictionaries by the value at
    /// a dotted key path. Numbers, strings, dates compare by value; `nil`
    /// comes first.
    ///
    /// - Parameters:
    ///   - key: The property's name or dotted path.
    ///   - ascending: Whether smaller values come first.
    public convenience init(key: String?, ascending: Bool) {
        let path = key ?? "self"
        self.init(keyPath: \NSObject.self, ascending: ascending) { a, b in
            KeyOrder.compare(KeyValuePath.value(of: a, at: path), KeyValuePath.value(of: b, at: path))
        }
    }

    /// A sort descriptor of an optional value's key path (`nil` first), as
    /// Foundation's on Apple platforms (Linux's takes only non-optional
    /// values).
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - ascending: Whether smaller values come first.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { a, b in
            switch (a as? Value, b as? Value) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (a?, b?): return a < b ? .orderedAscending : b < a ? .orderedDescending : .orderedSame
            }
        }
    }

    /// The sort descriptor of a `SortDescriptor`, as Foundation's on Apple
    /// platforms.
    ///
    /// - Parameter sortDescriptor: The sort descriptor.
    ///
    /// The values at the descriptor's key path are compared as
    /// ``init(key:ascending:)`` compares them (Linux's Foundation orders
    /// `NSObject`s wrongly through a `SortDescriptor`'s own `compare`); a
    /// descriptor without a key path uses its `compare`.
    public convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
        let forward = sortDescriptor.order == .forward
        var ascending = sortDescriptor
        ascending.order = .forward
        let keyPath = sortDescriptor.keyPath
        self.init(keyPath: \NSObject.self, ascending: forward) { a, b in
            guard let a = a as? Compared, let b = b as? Compared else { return .orderedSame }
            guard let keyPath else { return ascending.compare(a, b) }
            return KeyOrder.compare(a[keyPath: keyPath], b[keyPath: keyPath])
        }
    }
}

/// The order of two values a key names: numbers, strings, dates and
/// booleans by value, `nil` first; values of no order compare the same.
enum KeyOrder {
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        let left = PredicateValue(a, nil)
        let right = PredicateValue(b, nil)
        switch (left, right) {
        case (.null, .null): return .orderedSame
        case (.null, _): return .orderedAscending
        case (_, .null): return .orderedDescending
        default: return left.order(right) ?? .orderedSame
        }
    }
}
