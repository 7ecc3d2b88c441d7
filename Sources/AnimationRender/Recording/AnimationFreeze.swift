import Foundation

/// An inspector's freeze in a recording: from `time` on, the animations of
/// one attribute hold where they are while the rest play
/// (``/AnimationEngine/ViewHost/freezeAnimations(of:)``).
public struct AnimationFreeze: Codable, Sendable, Equatable {
    /// The attribute, by its name in ``/AnimationEngine/ViewHost/animations``
    /// (`Avatar › scaleEffect`).
    public var attribute: String
    /// When, in seconds from the start of the recording.
    public var time: TimeInterval

    /// Creates a freeze.
    ///
    /// - Parameters:
    ///   - attribute: The attribute's name.
    ///   - time: When, from the start of the recording; finite and not
    ///     negative.
    public init(attribute: String, time: TimeInterval) {
        self.attribute = attribute
        self.time = time
    }

    /// Reads `NAME@SECONDS` (`Avatar › scaleEffect@0.3`); `NAME` alone
    /// freezes from the start. `nil` for a time that is not a finite
    /// number of seconds, not negative, or an empty name.
    ///
    /// - Parameter text: The text.
    public init?(parsing text: String) {
        // By scalars, not characters: a name ending in a mark that joins
        // the next character (U+0604 does) would hide its `@` inside one
        // character (found by the fuzz target).
        let scalars = text.unicodeScalars
        var name = text, time = 0.0
        if let at = scalars.lastIndex(of: "@") {
            let after = String(scalars[scalars.index(after: at)...])
            guard let seconds = Double(after.trimmingCharacters(in: .whitespaces)), seconds.isFinite, seconds >= 0
            else { return nil }
            name = String(scalars[..<at])
            time = seconds
        }
        let attribute = name.trimmingCharacters(in: .whitespaces)
        guard !attribute.isEmpty else { return nil }
        self.init(attribute: attribute, time: time)
    }
}
