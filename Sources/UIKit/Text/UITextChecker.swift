import Foundation

/// Checks spelling, as in UIKit.
///
/// The headless host has no system dictionary of its own: it reads the
/// word list at ``dictionaryPath`` (by default `/usr/share/dict/words`,
/// Debian's `wamerican` package), one word per line, case-insensitively,
/// for every language. Without a word list every word counts as spelled
/// right (see "Differences from SwiftUI").
open class UITextChecker: NSObject, @unchecked Sendable {
    /// The word list checkers read (not UIKit API: a test or an app may
    /// point it at a list of its own before making checkers).
    nonisolated(unsafe) public static var dictionaryPath = "/usr/share/dict/words"

    private let words: Set<String>?

    /// A checker of the word list at ``dictionaryPath``.
    public override init() {
        words = (try? String(contentsOfFile: Self.dictionaryPath, encoding: .utf8)).map { text in
            Set(text.split(whereSeparator: \.isNewline).map { $0.lowercased() })
        }
        super.init()
    }

    /// The range of the first misspelled word in a range of a string, or
    /// `NSRange(location: NSNotFound, length: 0)` when every word is in
    /// the word list.
    ///
    /// - Parameters:
    ///   - stringToCheck: The string.
    ///   - range: The range to check (UTF-16 offsets).
    ///   - startingOffset: Where to start in it.
    ///   - wrapFlag: Whether to go on from the range's start after its end.
    ///   - language: The language (the word list serves every one).
    /// - Returns: The misspelled word's range.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let words else { return notFound }
        let text = stringToCheck as NSString
        let start = max(range.location, min(startingOffset, NSMaxRange(range)))
        let bounded = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        var location = max(start, bounded.location)
        let letters = CharacterSet.letters.union(CharacterSet(charactersIn: "'"))
        while location < NSMaxRange(bounded) {
            // The next word: a run of letters.
            while location < NSMaxRange(bounded), let scalar = Unicode.Scalar(text.character(at: location)), !letters.contains(scalar) {
                location += 1
            }
            var end = location
            while end < NSMaxRange(bounded), let scalar = Unicode.Scalar(text.character(at: end)), letters.contains(scalar) {
                end += 1
            }
            if end > location {
                let word = text.substring(with: NSRange(location: location, length: end - location))
                if !words.contains(word.lowercased()) { return NSRange(location: location, length: end - location) }
            }
            location = end
        }
        if wrapFlag, start > bounded.location {
            return rangeOfMisspelledWord(
                in: stringToCheck, range: NSRange(location: bounded.location, length: start - bounded.location),
                startingAt: bounded.location, wrap: false, language: language)
        }
        return notFound
    }

    /// The languages checkers know: English.
    open class var availableLanguages: [String] { ["en_US"] }
}
