import AnimationCore
import Foundation

/// A view that displays text.
///
/// The headless host has no fonts: text uses placeholder metrics,
/// ``characterWidth`` points per character and ``lineHeight`` points per
/// line, and does not wrap.
public struct Text: View, Equatable {
    /// The text.
    public let content: String

    /// The width of a character, in points.
    public static let characterWidth: CGFloat = 7
    /// The height of a line, in points.
    public static let lineHeight: CGFloat = 17

    /// Creates a text view.
    ///
    /// - Parameter content: The text.
    public init(_ content: String) {
        self.content = content
    }

    /// Creates a text view without localization.
    ///
    /// - Parameter content: The text.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Draws the text.
    public var body: Never { neverBody }

    /// The placeholder size of the text.
    var size: CGSize {
        let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(longest) * Self.characterWidth, height: CGFloat(max(lines.count, 1)) * Self.lineHeight)
    }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let color = node.animatedAttribute("foregroundColor", to: context.environment.foregroundColor.resolved, in: context)
        node.kind = .leaf(.text(content, color: color))
        node.updateChildren([], in: context)
    }
}
