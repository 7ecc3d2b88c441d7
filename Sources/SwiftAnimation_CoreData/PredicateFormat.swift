import Foundation

/// A parsed predicate format string (`"name CONTAINS[cd] %@ AND done == NO"`):
/// Foundation's predicate language, which Linux's Foundation does not
/// read (its `NSPredicate(format:)` is unavailable).
indirect enum PredicateNode {
    case constant(Bool)
    case and([PredicateNode])
    case or([PredicateNode])
    case not(PredicateNode)
    case comparison(PredicateComparison)
}

/// One comparison: `[ANY|ALL|NONE] lhs op[options] rhs`.
struct PredicateComparison {
    enum Operator: String {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case contains, beginsWith, endsWith, like, matches, isIn, between
    }
    enum Quantifier { case any, all, noneOf }

    var quantifier: Quantifier?
    var lhs: PredicateExpression
    var op: Operator
    var caseInsensitive = false
    var diacriticInsensitive = false
    var rhs: PredicateExpression
}

/// A side of a comparison.
indirect enum PredicateExpression {
    case keyPath(String)
    case value(Any?)
    case list([PredicateExpression])
    case evaluatedObject
}

/// Why a format string could not be read.
struct PredicateFormatError: Error, CustomStringConvertible {
    var format: String
    var reason: String
    var description: String { "NSPredicate(format: \"\(format)\"): \(reason)" }
}

/// Reads a format string with its arguments into a ``PredicateNode``.
struct PredicateParser {
    private enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case argument(Character)
    }

    private let format: String
    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Any?]
    private var argumentIndex = 0

    init(format: String, arguments: [Any?]) {
        self.format = format
        self.arguments = arguments
    }

    /// The predicate of the whole string.
    mutating func parse() throws -> PredicateNode {
        tokens = try tokenize(format)
        let node = try parseOr()
        guard position == tokens.count else { throw failure("unexpected \(describe(tokens[position]))") }
        return node
    }

    // MARK: Grammar

    private mutating func parseOr() throws -> PredicateNode {
        var terms = [try parseAnd()]
        while accept(word: "OR") || accept(symbol: "||") { terms.append(try parseAnd()) }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var terms = [try parseNot()]
        while accept(word: "AND") || accept(symbol: "&&") { terms.append(try parseNot()) }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func parseNot() throws -> PredicateNode {
        if accept(word: "NOT") || accept(symbol: "!") { return .not(try parseNot()) }
        if accept(symbol: "(") {
            let inner = try parseOr()
            guard accept(symbol: ")") else { throw failure("missing )") }
            return inner
        }
        if accept(word: "TRUEPREDICATE") { return .constant(true) }
        if accept(word: "FALSEPREDICATE") { return .constant(false) }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> PredicateNode {
        var quantifier: PredicateComparison.Quantifier?
        if accept(word: "ANY") || accept(word: "SOME") {
            quantifier = .any
        } else if accept(word: "ALL") {
            quantifier = .all
        } else if accept(word: "NONE") {
            quantifier = .noneOf
        }
        let lhs = try parseExpression()
        var negated = false
        if accept(word: "NOT") { negated = true }
        let op = try parseOperator()
        var comparison = PredicateComparison(quantifier: quantifier, lhs: lhs, op: op, rhs: .value(nil))
        if accept(symbol: "[") {
            guard position < tokens.count, case .word(let letters) = tokens[position] else { throw failure("expected options after [") }
            position += 1
            comparison.caseInsensitive = letters.lowercased().contains("c")
            comparison.diacriticInsensitive = letters.lowercased().contains("d")
            guard accept(symbol: "]") else { throw failure("missing ]") }
        }
        comparison.rhs = try parseExpression()
        return negated ? .not(.comparison(comparison)) : .comparison(comparison)
    }

    private mutating func parseOperator() throws -> PredicateComparison.Operator {
        let symbols: [(String, PredicateComparison.Operator)] = [
            ("==", .equal), ("=", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual), ("=<", .lessOrEqual),
            (">=", .greaterOrEqual), ("=>", .greaterOrEqual), ("<", .less), (">", .greater)
        ]
        for (symbol, op) in symbols where accept(symbol: symbol) { return op }
        let words: [(String, PredicateComparison.Operator)] = [
            ("CONTAINS", .contains), ("BEGINSWITH", .beginsWith), ("ENDSWITH", .endsWith), ("LIKE", .like), ("MATCHES", .matches),
            ("IN", .isIn), ("BETWEEN", .between)
        ]
        for (word, op) in words where accept(word: word) { return op }
        throw failure(position < tokens.count ? "expected an operator, found \(describe(tokens[position]))" : "expected an operator")
    }

    private mutating func parseExpression() throws -> PredicateExpression {
        guard position < tokens.count else { throw failure("expected a value") }
        let token = tokens[position]
        position += 1
        switch token {
        case .string(let text): return .value(text)
        case .number(let number): return .value(number)
        case .argument(let kind):
            guard argumentIndex < arguments.count else { throw failure("more % arguments than values") }
            let argument = arguments[argumentIndex]
            argumentIndex += 1
            if kind == "K" {
                guard let key = argument as? String ?? (argument as? NSString).map({ String($0) }) else {
                    throw failure("%K needs a key path string")
                }
                return .keyPath(key)
            }
            return .value(argument)
        case .symbol("{"):
            var items: [PredicateExpression] = []
            if accept(symbol: "}") { return .list(items) }
            repeat { items.append(try parseExpression()) } while accept(symbol: ",")
            guard accept(symbol: "}") else { throw failure("missing }") }
            return .list(items)
        case .word(let word):
            switch word.uppercased() {
            case "SELF": return .evaluatedObject
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "NIL", "NULL": return .value(nil)
            default: return .keyPath(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word)
            }
        default:
            throw failure("unexpected \(describe(token))")
        }
    }

    // MARK: Tokens

    private mutating func accept(word: String) -> Bool {
        guard position < tokens.count, case .word(let found) = tokens[position], found.uppercased() == word else { return false }
        position += 1
        return true
    }

    private mutating func accept(symbol: String) -> Bool {
        guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): return "'\(word)'"
        case .string(let text): return "\"\(text)\""
        case .number(let number): return "\(number)"
        case .symbol(let symbol): return "'\(symbol)'"
        case .argument(let kind): return "%\(kind)"
        }
    }

    private func failure(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(format: format, reason: reason)
    }

    private func tokenize(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                var value = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    value.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw failure("unterminated string") }
                index += 1
                tokens.append(.string(value))
            } else if character == "%" {
                index += 1
                while index < characters.count, "l0123456789.".contains(characters[index]) { index += 1 }
                guard index < characters.count else { throw failure("a % at the end") }
                let kind = characters[index]
                index += 1
                guard "@KdiufgxXcs".contains(kind) else { throw failure("unknown format %\(kind)") }
                tokens.append(.argument(kind == "@" || kind == "K" ? kind : "d"))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                tokens.append(.number(Double(String(characters[index..<end])) ?? 0))
                index = end
            } else if character.isLetter || "_@$#".contains(character) {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || "_.@$#".contains(characters[end]) { end += 1 }
                tokens.append(.word(String(characters[index..<end])))
                index = end
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},[]".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw failure("unexpected character '\(character)'")
                }
            }
        }
        return tokens
    }
}
