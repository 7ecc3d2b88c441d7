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

/// A view that displays an image by name.
///
/// The headless host has no images: an image is a named placeholder of
/// ``placeholderSize``.
public struct Image: View, Equatable {
    /// The image's name (`systemName` images are prefixed with `system:`).
    public let name: String

    /// The size of every image, in points.
    public static let placeholderSize = CGSize(width: 64, height: 64)

    /// Creates an image from a named resource.
    ///
    /// - Parameter name: The name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a system symbol image.
    ///
    /// - Parameter systemName: The symbol's name.
    public init(systemName: String) {
        self.name = "system:" + systemName
    }

    /// Draws the image.
    public var body: Never { neverBody }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .leaf(.image(name))
        node.updateChildren([], in: context)
    }
}

/// A flexible space along the axis of the stack that contains it.
public struct Spacer: View {
    /// The least length the spacer takes; 8 when `nil`.
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// - Parameter minLength: The least length; 8 when omitted.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Takes space.
    public var body: Never { neverBody }
}

extension Spacer: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .leaf(.spacer(minLength: minLength))
        node.updateChildren([], in: context)
    }
}
