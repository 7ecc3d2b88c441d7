/// How a value in a message is shown, as Apple's `OSLogPrivacy`.
///
/// On Apple's systems the log stores private values redacted and shows
/// them only while a debugger is attached. Here messages print as they are
/// logged, so a value marked `.private` or `.sensitive` prints as
/// `<private>` (or its hash, with `mask: .hash`), and `.auto` and
/// `.public` values print as they are: what a developer reads in Xcode's
/// console for public values, and what the system log keeps for private
/// ones.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask

    /// What replaces a private value.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// The value hashed (the same value gives the same hash).
        public static let hash = Mask(hashes: true)
        /// No mask: `<private>`.
        public static let none = Mask(hashes: false)
    }

    /// Public for numbers and Booleans, private for strings and objects on
    /// Apple's systems; printed as it is here.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted, always.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// Redacted, with a mask.
    ///
    /// - Parameter mask: The mask.
    /// - Returns: The privacy.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }

    /// Redacted always, with a mask.
    ///
    /// - Parameter mask: The mask.
    /// - Returns: The privacy.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// Redacted, or auto, with a mask.
    ///
    /// - Parameter mask: The mask.
    /// - Returns: The privacy.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

    /// The text that stands for a value.
    func apply(_ text: String) -> String {
        switch kind {
        case .auto, .public: return text
        case .private, .sensitive:
            guard mask.hashes else { return "<private>" }
            // FNV-1a: the same text gives the same mask in every run.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return "<mask.hash: '\(String(hash, radix: 16))'>"
        }
    }
}

/// How a string is padded in a message.
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let left: Bool
    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    /// Padded on the right to a width.
    ///
    /// - Parameter columns: The width.
    /// - Returns: The alignment.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: true) }
    /// Padded on the left to a width.
    ///
    /// - Parameter columns: The width.
    /// - Returns: The alignment.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: false) }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return left ? text + padding : padding + text
    }
}

/// How a number is padded in a message.
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// How a floating-point number is padded in a message.
public typealias OSLogFloatAlignment = OSLogStringAlignment
