import AnimationCore
import AnimationRuntime
import Foundation

/// A view that displays text.
///
/// The headless host has no fonts: text uses placeholder metrics,
/// ``characterWidth`` points per character and ``lineHeight`` points per
/// line, and does not wrap.
public struct Text: Equatable, Sendable {
    /// The text.
    public let content: String

    /// The width of a character, in points.
    public static let characterWidth: CGFloat = 7
    /// The height of a line, in points.
    public static let lineHeight: CGFloat = 17

    /// Creates a text view.
    ///
    /// - Parameter content: The text.
    nonisolated public init(_ content: String) {
        self.content = content
    }

    /// Creates a text view without localization.
    ///
    /// - Parameter content: The text.
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    /// The placeholder size of the text.
    var size: CGSize {
        let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(longest) * Self.characterWidth, height: CGFloat(max(lines.count, 1)) * Self.lineHeight)
    }
}

extension Text: View {
    /// Draws the text.
    public var body: Never { neverBody }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let color = context.environment.foregroundColor.resolved
        let leaf = node.ownPrimitive {
            TextLeaf(content: content, color: node.makeAttribute("foregroundColor", initial: color, role: .drawing))
        }
        if leaf.content != content {
            leaf.content = content
            node.invalidateLayout()
        }
        node.animate(leaf.color, to: color, in: context)
        node.removeChildren()
    }
}

/// Text as a view: placeholder metrics (see ``Text``), drawn in its
/// animated foreground color.
final class TextLeaf: NodePrimitive {
    var content: String
    let color: AnimatedValue<Color.Resolved>

    init(content: String, color: AnimatedValue<Color.Resolved>) {
        self.content = content
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        Text(content).size
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.content = .text(content, color: color.presentation)
    }
}
