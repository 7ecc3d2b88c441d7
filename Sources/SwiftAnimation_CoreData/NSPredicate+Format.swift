import AnimationViews
import Foundation

extension NSPredicate {
    /// A predicate of a format string, as Foundation's on Apple platforms:
    /// comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`),
    /// string operators (`CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`,
    /// `MATCHES`, each with `[c]`, `[d]` or `[cd]`), `AND`/`OR`/`NOT` (and
    /// `&&`, `||`, `!`), `ANY`/`ALL`/`NONE` over to-many key paths, `@count`,
    /// `SELF`, `TRUEPREDICATE`/`FALSEPREDICATE`, literals, and the
    /// arguments `%@`, `%K` (a key path) and `%d`/`%i`/`%f`...
    ///
    /// Linux's Foundation marks this initializer unavailable (it has no
    /// key-value coding); this one reads key paths of managed objects and
    /// dictionaries. A string it cannot read gives a predicate that matches
    /// nothing and warns (Foundation raises an exception).
    ///
    /// - Parameters:
    ///   - predicateFormat: The format string.
    ///   - args: The values of its `%` arguments, in order.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate of a format string and an array of its arguments.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format string.
    ///   - arguments: The values of its `%` arguments, in order.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        var parser = PredicateParser(format: predicateFormat, arguments: (arguments ?? []).map { $0 })
        do {
            let node = try parser.parse()
            self.init { object, _ in node.evaluate(object) }
        } catch {
            CurrentHost.warn("\(error); the predicate matches nothing")
            self.init(value: false)
        }
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSObject: @retroactive CVarArg {
    /// The object's address, as `%@` reads it (Apple's Foundation makes
    /// every `NSObject` a `CVarArg`).
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())]
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension Date: @retroactive CVarArg {
    /// The date's seconds since 2001 (Apple bridges a `Date` argument to
    /// an `NSDate`; predicates read the `Date` itself).
    public var _cVarArgEncoding: [Int] {
        timeIntervalSinceReferenceDate._cVarArgEncoding
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension UUID: @retroactive CVarArg {
    /// The identifier's first eight bytes (predicates read the `UUID` itself).
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: UInt(uuid.0) | UInt(uuid.1) << 8 | UInt(uuid.2) << 16 | UInt(uuid.3) << 24)]
    }
}
