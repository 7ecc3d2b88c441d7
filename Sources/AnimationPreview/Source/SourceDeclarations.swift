/// What a Swift file declares that `animate preview` can show: types that
/// conform to `View`, `PreviewProvider` or `App` in their declaration or
/// an extension, `#Preview` blocks, and `@main` attributes. Found by
/// ``SwiftLexer`` tokens and brace nesting, not by type checking: the
/// compiler confirms each candidate when the preview is built.
struct SourceDeclarations: Equatable {
    /// A type declared (or extended) with a conformance the preview cares about.
    struct TypeDeclaration: Equatable {
        /// The type's name, qualified by the types it is nested in (`Outer.Inner`).
        var name: String
        /// The line of its `struct`, `class`, `enum`, `actor` or `extension` keyword.
        var line: Int
        /// The protocols named in its inheritance clause, by their last
        /// component (`SwiftUI.View` is `View`).
        var conformances: Set<String>
        /// Whether the type has generic parameters (it cannot be made without them).
        var isGeneric: Bool
    }

    /// A `#Preview` at file scope.
    struct PreviewMacro: Equatable {
        /// The byte offset of the `#`.
        var offset: Int
        /// Its line.
        var line: Int
        /// Its column, in bytes from 1.
        var column: Int
    }

    /// Types and extensions with conformances, in source order.
    var types: [TypeDeclaration] = []
    /// `#Preview` blocks, in source order.
    var previews: [PreviewMacro] = []
    /// Byte offsets of `@main` attributes at file scope.
    var mainAttributes: [Int] = []

    /// The types that conform to a protocol, by name, first declaration first.
    func types(conformingTo protocolName: String) -> [TypeDeclaration] {
        types.filter { $0.conformances.contains(protocolName) }
    }

    /// Scans a file.
    ///
    /// - Parameter source: The file's text.
    /// - Returns: What it declares.
    static func scan(_ source: String) -> SourceDeclarations {
        let tokens = SwiftLexer.tokens(of: source)
        var result = SourceDeclarations()
        // The enclosing braces: a type's qualified name, or nil for any
        // other brace (a function, a closure, an accessor).
        var scopes: [String?] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .word, let header = declarationHeader(in: tokens, at: index) {
                let outerIsTypes = scopes.allSatisfy { $0 != nil }
                // Each type scope holds its qualified name already.
                let qualified = header.isExtension || scopes.isEmpty
                    ? header.name
                    : (scopes.last.flatMap { $0 }.map { $0 + "." } ?? "") + header.name
                if outerIsTypes, !header.isProtocol, !header.conformances.isEmpty {
                    result.types.append(TypeDeclaration(
                        name: qualified, line: token.line, conformances: header.conformances, isGeneric: header.isGeneric))
                }
                scopes.append(outerIsTypes ? qualified : nil)
                index = header.openBrace + 1
                continue
            }
            switch (token.kind, token.text) {
            case (.punctuation, "{"): scopes.append(nil)
            case (.punctuation, "}"): _ = scopes.popLast()
            case (.hashWord, "#Preview") where scopes.isEmpty:
                result.previews.append(PreviewMacro(offset: token.offset, line: token.line, column: token.column))
            case (.attribute, "@main") where scopes.isEmpty:
                result.mainAttributes.append(token.offset)
            default: break
            }
            index += 1
        }
        return result
    }

    private struct Header {
        var name: String
        var isExtension: Bool
        var isProtocol: Bool
        var isGeneric: Bool
        var conformances: Set<String>
        var openBrace: Int
    }

    private static let introducers: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    private static let notNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "public", "private",
        "fileprivate", "internal", "open", "required", "convenience", "mutating", "nonmutating", "case", "typealias",
    ]

    /// The header of a type declaration or extension starting at `index`,
    /// up to its opening brace; nil if the word does not start one.
    private static func declarationHeader(in tokens: [SwiftToken], at index: Int) -> Header? {
        let keyword = tokens[index].text
        guard introducers.contains(keyword), index + 1 < tokens.count,
              tokens[index + 1].kind == .word, !notNames.contains(tokens[index + 1].text) else { return nil }
        // `.class`, `.enum` as member names are not declarations.
        if index > 0, tokens[index - 1].text == "." { return nil }
        var position = index + 1
        var name = tokens[position].text
        position += 1
        if keyword == "extension" {
            while position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].kind == .word {
                name += "." + tokens[position + 1].text
                position += 2
            }
        }
        var header = Header(name: name, isExtension: keyword == "extension", isProtocol: keyword == "protocol",
                            isGeneric: false, conformances: [], openBrace: 0)
        var depth = 0, inInheritance = false, inWhereClause = false, lastWord: String?
        while position < tokens.count {
            let token = tokens[position]
            switch token.text {
            case "<" where depth == 0 && !inInheritance && token.kind == .punctuation:
                header.isGeneric = true
                depth += 1
            case "<", "(", "[": if token.kind == .punctuation { depth += 1 }
            case ">", ")", "]": if token.kind == .punctuation { depth -= 1 }
            case ":" where depth == 0 && !inWhereClause:
                inInheritance = true
            case "where" where depth == 0:
                if let lastWord { header.conformances.insert(lastWord) }
                lastWord = nil
                inInheritance = false
                inWhereClause = true
            case "," where depth == 0, "&" where depth == 0:
                if inInheritance, let lastWord { header.conformances.insert(lastWord) }
                lastWord = nil
            case "{" where depth <= 0:
                if inInheritance, let lastWord { header.conformances.insert(lastWord) }
                header.openBrace = position
                return header
            case "}", ";":
                return nil
            default:
                if inInheritance, depth == 0, token.kind == .word { lastWord = token.text }
            }
            position += 1
        }
        return nil
    }
}
