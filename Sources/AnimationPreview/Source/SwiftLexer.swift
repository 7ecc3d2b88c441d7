/// Splits Swift source into the tokens the preview scanner reads
/// (``SwiftToken``), skipping comments (nested block comments included),
/// string literals (multi-line, raw and interpolated, nested strings in
/// interpolations included) and numbers.
///
/// It is not a Swift parser: it is enough to find declarations and their
/// braces. A regular-expression literal that holds quotes or braces can
/// mislead it, in which case the compiler, not the scanner, has the last
/// word (a candidate that does not exist fails to compile and is dropped).
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token of the source, in order.
    static func tokens(of source: String) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        var tokens: [SwiftToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The next token, or `nil` at the end.
    mutating func next() -> SwiftToken? {
        while let byte = peek() {
            let start = index, startLine = line, column = index - lineStart + 1
            func token(_ kind: SwiftToken.Kind, from: Int) -> SwiftToken {
                SwiftToken(kind: kind, text: String(decoding: bytes[from..<index], as: UTF8.self),
                           offset: start, line: startLine, column: column)
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    for _ in 0..<hashes { advance() }
                    skipString(hashes: hashes)
                } else if let next = peek(1), Self.isWordStart(next) {
                    advance()
                    while let next = peek(), Self.isWordByte(next) { advance() }
                    return token(.hashWord, from: start)
                } else {
                    advance()
                    return token(.punctuation, from: start)
                }
            case UInt8(ascii: "@") where peek(1).map(Self.isWordStart) == true:
                advance()
                while let next = peek(), Self.isWordByte(next) { advance() }
                return token(.attribute, from: start)
            case UInt8(ascii: "`"):
                advance()
                let wordStart = index
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
                let text = String(decoding: bytes[wordStart..<index], as: UTF8.self)
                if peek() == UInt8(ascii: "`") { advance() }
                return SwiftToken(kind: .word, text: text, offset: start, line: startLine, column: column)
            case _ where Self.isWordStart(byte):
                while let next = peek(), Self.isWordByte(next) { advance() }
                return token(.word, from: start)
            case _ where byte >= 0x30 && byte <= 0x39:
                // Numbers, with their letters (0x1F, 1e-3, 1_000).
                while let next = peek(), Self.isWordByte(next) || next == UInt8(ascii: ".") && peek(1).map({ $0 >= 0x30 && $0 <= 0x39 }) == true {
                    advance()
                }
            default:
                advance()
                return token(.punctuation, from: start)
            }
        }
        return nil
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(); advance()
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(); advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Skips a string literal whose opening `#`s are consumed and which
    /// starts at a quote: `"..."` or `"""..."""`, closed by a quote (or
    /// three) followed by `hashes` `#`s; interpolations (`\(`, or `\#(` in
    /// a raw string) are skipped with their nested strings.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") {
                var count = 0
                while count < hashes, peek(1 + count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes {
                    for _ in 0...hashes { advance() }
                    if peek() == UInt8(ascii: "(") {
                        skipInterpolation()
                    } else if peek() != nil {
                        advance()
                    }
                    continue
                }
                advance()
            } else if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var matches = true
                for k in 0..<quotes where peek(k) != UInt8(ascii: "\"") { matches = false }
                for k in 0..<hashes where peek(quotes + k) != UInt8(ascii: "#") { matches = false }
                if matches {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
                advance()
            } else if byte == UInt8(ascii: "\n"), !multiline {
                return  // an unterminated string ends at its line, as the compiler would report
            } else {
                advance()
            }
        }
    }

    /// Skips `( ... )` of an interpolation, with nested parentheses,
    /// strings and comments.
    private mutating func skipInterpolation() {
        var depth = 0
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                advance()
            case UInt8(ascii: ")"):
                depth -= 1
                advance()
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    for _ in 0..<hashes { advance() }
                    skipString(hashes: hashes)
                } else {
                    advance()
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                advance()
            }
        }
    }
}
