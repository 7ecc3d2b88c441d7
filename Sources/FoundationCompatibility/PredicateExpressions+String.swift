#if !canImport(Darwin)
import Foundation

// The string comparisons `#Predicate` accepts on Apple platforms and
// swift-foundation leaves out on Linux (there they depend on ICU-backed
// `NSString` API, which swift-corelibs-foundation has): with these, a
// predicate such as `#Predicate<Book> { $0.title.localizedStandardContains(search) }`
// compiles and evaluates as on iOS.

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` in a predicate: whether the
    /// string contains the other, ignoring case and diacritics, as a user's
    /// search does (Foundation's `localizedStandardContains(_:)`).
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Whether the string contains the other.
        public typealias Output = Bool

        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The comparison of two expressions.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Evaluates both strings and searches.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            String(try root.evaluate(bindings)).localizedStandardContains(String(try other.evaluate(bindings)))
        }
    }

    /// `root.caseInsensitiveCompare(other)` in a predicate: the order of two
    /// strings, ignoring case.
    public struct StringCaseInsensitiveCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The order of the two strings.
        public typealias Output = ComparisonResult

        /// The first string.
        public let root: Root
        /// The second string.
        public let other: Other

        /// The comparison of two expressions.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Evaluates both strings and compares them.
        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            String(try root.evaluate(bindings)).caseInsensitiveCompare(String(try other.evaluate(bindings)))
        }
    }

    /// `root.localizedCompare(other)` in a predicate: the order of two
    /// strings in the current locale.
    public struct StringLocalizedCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The order of the two strings.
        public typealias Output = ComparisonResult

        /// The first string.
        public let root: Root
        /// The second string.
        public let other: Other

        /// The comparison of two expressions.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Evaluates both strings and compares them.
        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            String(try root.evaluate(bindings)).localizedCompare(String(try other.evaluate(bindings)))
        }
    }

    /// The expression `#Predicate` builds for `localizedStandardContains(_:)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }

    /// The expression `#Predicate` builds for `caseInsensitiveCompare(_:)`.
    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other) -> StringCaseInsensitiveCompare<Root, Other> {
        StringCaseInsensitiveCompare(root: root, other: other)
    }

    /// The expression `#Predicate` builds for `localizedCompare(_:)`.
    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedCompare<Root, Other> {
        StringLocalizedCompare(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringCaseInsensitiveCompare: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringCaseInsensitiveCompare: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringLocalizedCompare: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedCompare: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
