/// One token of Swift source, as the preview scanner needs it: identifiers
/// and keywords, `#` and `@` words, and punctuation. Comments, string
/// literals and numbers are skipped by the lexer.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// An identifier or keyword (backquotes removed).
        case word
        /// `#` followed by a word, such as `#Preview` or `#if`.
        case hashWord
        /// `@` followed by a word, such as `@main` or `@State`.
        case attribute
        /// One punctuation character.
        case punctuation
    }

    var kind: Kind
    /// The token's text (`#Preview`, `@main`, `{`, `struct`).
    var text: String
    /// Where it starts: a byte offset into the UTF-8 source.
    var offset: Int
    /// Its line, from 1.
    var line: Int
    /// Its column in UTF-8 bytes, from 1 (as the compiler counts).
    var column: Int
}
