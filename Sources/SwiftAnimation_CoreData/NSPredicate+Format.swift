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
extension Date: @retroactive _CVarArgObject {
    /// The date as `%@` prints it on Apple platforms (its description),
    /// kept alive while a format reads it. Predicates read the `Date` itself.
    public var _cVarArgObject: CVarArg { NSString(string: description) }

    /// The encoding of ``_cVarArgObject``.
    public var _cVarArgEncoding: [Int] { _cVarArgObject._cVarArgEncoding }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension UUID: @retroactive _CVarArgObject {
    /// The identifier as `%@` prints it on Apple platforms (its string).
    /// Predicates read the `UUID` itself.
    public var _cVarArgObject: CVarArg { NSString(string: uuidString) }

    /// The encoding of ``_cVarArgObject``.
    public var _cVarArgEncoding: [Int] { _cVarArgObject._cVarArgEncoding }
}
