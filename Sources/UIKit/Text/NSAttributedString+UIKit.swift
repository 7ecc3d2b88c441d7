import Foundation

/// The attribute keys UIKit adds to Foundation's, which code passes to
/// `UINavigationBar.appearance().titleTextAttributes` and
/// `UINavigationBarAppearance` (their raw values are UIKit's).
extension NSAttributedString.Key {
    /// The text's color (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The text's font (a ``UIFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The color behind the text (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The space added between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline's style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The outline's color.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The text's shadow.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A link.
    public static let link = NSAttributedString.Key("NSLink")
    /// The offset from the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
