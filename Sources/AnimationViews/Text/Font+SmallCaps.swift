import AnimationCore
import Foundation

extension Font {
    /// Which letters a font draws as small capitals.
    struct SmallCaps: Hashable, Sendable {
        var lowercase = false
        var uppercase = false

        var isEmpty: Bool { !lowercase && !uppercase }

        /// Whether a character is drawn as a small capital.
        func applies(to character: Character) -> Bool {
            (lowercase && character.isLowercase) || (uppercase && character.isUppercase)
        }
    }

    /// A small capital's size for a font size: San Francisco's x-height
    /// over its cap height (1085 / 1443 of its 2048 units), so that a small
    /// capital stands as high as a lowercase letter.
    static let smallCapitalScale: CGFloat = 1085.0 / 1443.0

    /// The font with every letter a small capital: lowercase letters take
    /// the capital's shape at a lowercase letter's height, and capitals
    /// shrink to it.
    ///
    /// - Returns: The font.
    public func smallCaps() -> Font {
        smallCaps(true)
    }

    /// The font with every letter a small capital, or none.
    ///
    /// - Parameter isActive: Whether letters are small capitals.
    /// - Returns: The font.
    public func smallCaps(_ isActive: Bool) -> Font {
        var font = self
        font.smallCapitals = SmallCaps(lowercase: isActive, uppercase: isActive)
        return font
    }

    /// The font with lowercase letters drawn as small capitals.
    ///
    /// - Returns: The font.
    public func lowercaseSmallCaps() -> Font {
        lowercaseSmallCaps(true)
    }

    /// The font with lowercase letters drawn as small capitals, or not.
    ///
    /// - Parameter isActive: Whether lowercase letters are small capitals.
    /// - Returns: The font.
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font {
        var font = self
        font.smallCapitals.lowercase = isActive
        return font
    }

    /// The font with capitals drawn as small capitals (for acronyms in
    /// running text).
    ///
    /// - Returns: The font.
    public func uppercaseSmallCaps() -> Font {
        uppercaseSmallCaps(true)
    }

    /// The font with capitals drawn as small capitals, or not.
    ///
    /// - Parameter isActive: Whether capitals are small capitals.
    /// - Returns: The font.
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font {
        var font = self
        font.smallCapitals.uppercase = isActive
        return font
    }
}

extension ResolvedTextRun {
    /// The run split where its letters turn into small capitals: those
    /// letters in capitals at ``Font/smallCapitalScale`` of the size, the
    /// rest as they are. The faces have no small-capital glyphs, so a small
    /// capital is the capital drawn smaller (its strokes thinner than a
    /// true small capital's); the display list reads the capitals.
    func splitIntoSmallCapitals(_ smallCaps: Font.SmallCaps) -> [ResolvedTextRun] {
        guard !smallCaps.isEmpty, string.contains(where: smallCaps.applies) else { return [self] }
        var parts: [ResolvedTextRun] = []
        var current = ""
        var currentIsSmall = false
        func flush() {
            guard !current.isEmpty else { return }
            var part = self
            part.string = current
            if currentIsSmall {
                part.string = current.uppercased()
                part.face.size = face.size * Font.smallCapitalScale
            }
            parts.append(part)
            current = ""
        }
        for character in string {
            let small = smallCaps.applies(to: character)
            if small != currentIsSmall, !current.isEmpty { flush() }
            currentIsSmall = small
            current.append(character)
        }
        flush()
        return parts
    }
}
