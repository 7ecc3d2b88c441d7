import Foundation

/// The inline Markdown SwiftUI reads in a `Text`'s string literal (and in
/// a `LocalizedStringKey`): `**bold**` and `__bold__`, `*italic*` and
/// `_italic_` (an underscore inside a word is a letter), `***both***`,
/// `~~strikethrough~~`, `` `code` `` (monospaced, read as written), links
/// `[label](url)` drawn in the tint, and automatic grammar agreement
/// `^[2 Person](inflect: true)` ("2 People", in English); a backslash
/// escapes the character after it. Delimiters that do not open and close
/// (a `*` followed by a space, one without its pair) are text. Interpolated
/// values are not Markdown (their characters arrive escaped: see
/// `LocalizedStringKey`). Links are not tappable here (see the differences
/// article).
enum InlineMarkdown {
    /// The runs of a source, or `nil` when it has no Markdown.
    static func runs(_ source: String) -> [Text.Run]? {
        guard source.contains(where: { "*_~`[\\".contains($0) }) else { return nil }
        var parser = Parser(characters: Array(source))
        let parsed = parser.parse(0..<parser.characters.count, attributes: TextRunAttributes())
        guard !(parsed.count == 1 && parsed[0].string == source) else { return nil }
        return parsed.isEmpty ? [Text.Run(string: "", attributes: TextRunAttributes())] : parsed
    }

    struct Parser {
        let characters: [Character]

        /// The runs of a range, with attributes.
        mutating func parse(_ range: Range<Int>, attributes: TextRunAttributes) -> [Text.Run] {
            var runs: [Text.Run] = []
            var plain = ""
            func flush() {
                if !plain.isEmpty { runs.append(Text.Run(string: plain, attributes: attributes)) }
                plain = ""
            }
            var i = range.lowerBound
            while i < range.upperBound {
                let c = characters[i]
                if c == "\\", i + 1 < range.upperBound, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                    plain.append(characters[i + 1])
                    i += 2
                    continue
                }
                if c == "`", let close = find("`", from: i + 1, in: range, escapes: false) {
                    flush()
                    var code = attributes
                    code.monospaced = true
                    runs.append(Text.Run(string: String(characters[(i + 1)..<close]), attributes: code))
                    i = close + 1
                    continue
                }
                if c == "[" || (c == "^" && i + 1 < range.upperBound && characters[i + 1] == "["), let link = link(at: i, in: range) {
                    flush()
                    var inner = attributes
                    if c == "[" { inner.style = AnyShapeStyle(.tint) }
                    var label = parse(link.label, attributes: inner)
                    if c == "^", link.destination.replacingOccurrences(of: " ", with: "").contains("inflect:true") {
                        label = Self.inflected(label)
                    }
                    runs += label
                    i = link.end
                    continue
                }
                if let (delimiter, style) = emphasis(at: i, in: range),
                    let close = find(delimiter, from: i + delimiter.count, in: range, escapes: true)
                {
                    flush()
                    var inner = attributes
                    switch style {
                    case .bold: inner.weight = .bold
                    case .italic: inner.italic = true
                    case .both:
                        inner.weight = .bold
                        inner.italic = true
                    case .strike: inner.strikethrough = .some(Text.LineStyle(pattern: .solid, color: nil))
                    }
                    runs += parse((i + delimiter.count)..<close, attributes: inner)
                    i = close + delimiter.count
                    continue
                }
                plain.append(c)
                i += 1
            }
            flush()
            return runs
        }

        enum Style { case bold, italic, both, strike }

        /// The delimiter that opens emphasis at `i`: followed by a
        /// character that is not a space; an underscore not inside a word.
        func emphasis(at i: Int, in range: Range<Int>) -> (String, Style)? {
            let c = characters[i]
            guard c == "*" || c == "_" || c == "~" else { return nil }
            var count = 0
            while i + count < range.upperBound, characters[i + count] == c { count += 1 }
            guard i + count < range.upperBound, !characters[i + count].isWhitespace else { return nil }
            if c == "_", i > range.lowerBound, characters[i - 1].isLetter || characters[i - 1].isNumber { return nil }
            if c == "~" { return count == 2 ? ("~~", .strike) : nil }
            switch count {
            case 1: return (String(c), .italic)
            case 2: return (String(repeating: c, count: 2), .bold)
            case 3: return (String(repeating: c, count: 3), .both)
            default: return nil
            }
        }

        /// The index where `delimiter` closes, after a character that is
        /// not a space (an underscore not before a letter); escaped
        /// characters and code spans are skipped.
        func find(_ delimiter: String, from start: Int, in range: Range<Int>, escapes: Bool) -> Int? {
            let d = Array(delimiter)
            var i = start
            while i + d.count <= range.upperBound {
                if escapes, characters[i] == "\\" {
                    i += 2
                    continue
                }
                if escapes, characters[i] == "`", d != ["`"], let close = find("`", from: i + 1, in: range, escapes: false) {
                    i = close + 1
                    continue
                }
                if Array(characters[i..<(i + d.count)]) == d, i > start, !characters[i - 1].isWhitespace,
                    i + d.count >= range.upperBound || characters[i + d.count] != d[0] || d == ["`"]
                {
                    let after = i + d.count
                    if d[0] == "_", after < range.upperBound, characters[after].isLetter || characters[after].isNumber {
                        i += 1
                        continue
                    }
                    return i
                }
                if characters[i] == d[0], d.count == 1, d != ["`"] {
                    // Skip a run of the delimiter (a `**` inside `*...*`).
                    var j = i
                    while j < range.upperBound, characters[j] == d[0] { j += 1 }
                    i = max(j, i + 1)
                    continue
                }
                i += 1
            }
            return nil
        }

        /// A link at `i` (`[label](destination)` or `^[label](attributes)`).
        func link(at i: Int, in range: Range<Int>) -> (label: Range<Int>, destination: String, end: Int)? {
            let open = characters[i] == "^" ? i + 1 : i
            var depth = 0, j = open
            while j < range.upperBound {
                if characters[j] == "\\" {
                    j += 2
                    continue
                }
                if characters[j] == "[" { depth += 1 }
                if characters[j] == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
                j += 1
            }
            guard j + 1 < range.upperBound, characters[j] == "]", characters[j + 1] == "(",
                let close = characters[(j + 2)..<range.upperBound].firstIndex(of: ")")
            else { return nil }
            return ((open + 1)..<j, String(characters[(j + 2)..<close]), close + 1)
        }

        /// English agreement: the last word of a phrase that starts with a
        /// number other than 1 becomes plural.
        static func inflected(_ runs: [Text.Run]) -> [Text.Run] {
            let text = runs.map(\.string).joined()
            let words = text.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count >= 2, let number = Double(words[0].replacingOccurrences(of: ",", with: "")), number != 1,
                let lastRun = runs.lastIndex(where: { !$0.string.isEmpty })
            else { return runs }
            var result = runs
            let last = result[lastRun].string
            guard let wordStart = last.lastIndex(of: " ").map({ last.index(after: $0) }) ?? (lastRun == 0 ? nil : last.startIndex)
            else { return runs }
            let word = String(last[wordStart...])
            result[lastRun].string = String(last[..<wordStart]) + EnglishPlural.plural(of: word)
            return result
        }
    }
}

/// English plurals, for automatic grammar agreement.
enum EnglishPlural {
    private static let irregular = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice", "goose": "geese",
        "tooth": "teeth", "foot": "feet", "ox": "oxen", "sheep": "sheep", "fish": "fish", "deer": "deer", "series": "series",
        "species": "species", "life": "lives", "knife": "knives", "leaf": "leaves", "wife": "wives", "half": "halves"
    ]

    /// The plural of a word, keeping its capitals.
    static func plural(of word: String) -> String {
        guard let first = word.first, first.isLetter else { return word }
        let lower = word.lowercased()
        let plural: String
        if let known = irregular[lower] {
            plural = known
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = String(lower.dropLast()) + "ies"
        } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            plural = lower + "es"
        } else {
            plural = lower + "s"
        }
        if word == word.uppercased(), word.count > 1 { return plural.uppercased() }
        if first.isUppercase { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }
}
