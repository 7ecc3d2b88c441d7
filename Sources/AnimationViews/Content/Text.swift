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
        let color = ForegroundStyle()._resolvePaint(in: context.environment).stops[0].color
        let leaf = node.ownPrimitive {
            TextLeaf(content: content, color: node.makeAttribute("foregroundColor", initial: color, role: .drawing))
        }
        if leaf.content != content {
            leaf.change(to: content, node: node, in: context)
            node.invalidateLayout()
        }
        if case .numericValue(let value) = context.environment.contentTransition.kind { leaf.numericValue = value }
        node.animate(leaf.color, to: color, in: context)
        node.removeChildren()
    }
}

/// Text as a view: placeholder metrics (see ``Text``), drawn in its
/// animated foreground color. While a change of its string animates (see
/// ``ContentTransition``), it draws the old and the new string as items of
/// its own.
final class TextLeaf: NodePrimitive {
    private(set) var content: String
    let color: AnimatedValue<Color.Resolved>
    /// The string being replaced, and how, while a change animates.
    private var change: TextChange?
    /// The progress of changes (made for the first animated change).
    private var progress: AnimatedValue<Double>?
    /// The number a `numericText(value:)` transition last showed.
    var numericValue: Double?

    init(content: String, color: AnimatedValue<Color.Resolved>) {
        self.content = content
        self.color = color
    }

    /// The string changes: in a transaction with an animation, as the
    /// environment's content transition says.
    func change(to newContent: String, node: ViewNode, in context: ViewContext) {
        let transition = context.environment.contentTransition
        var countsDown = false
        switch transition.kind {
        case .numeric(let down): countsDown = down
        case .numericValue(let value):
            countsDown = numericValue.map { value < $0 } ?? false
        default: break
        }
        let old = content
        content = newContent
        guard context.transaction.animation != nil, transition.kind != .identity else {
            progress?.removeAllAnimations()
            change = nil
            return
        }
        let progress = self.progress ?? node.makeAttribute("contentTransition", initial: 0.0, role: .drawing)
        self.progress = progress
        // A change that interrupts another starts over from the string shown
        // now (the earlier change's animation is removed).
        progress.removeAllAnimations()
        progress.set(0, transaction: Transaction(), at: context.time)
        change = TextChange(old: old, kind: transition.kind, countsDown: countsDown)
        node.animate(progress, to: 1, in: context)
        node.invalidateDrawing()
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        Text(content).size
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let color = self.color.presentation
        guard let change, let progress, progress.presentation < 1 else {
            item.content = .text(content, color: color)
            item.children = []
            return
        }
        item.content = nil
        item.children = change.items(to: content, in: item.frame, color: color, progress: progress.presentation)
    }
}
