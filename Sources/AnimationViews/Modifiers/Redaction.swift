import AnimationCore
import Foundation

/// Why views are redacted: `placeholder` draws text and images as bars
/// and blocks, for content that is still loading.
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates reasons from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content that stands in for what is still loading: text and images
    /// are drawn as placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `privacySensitive`, hidden while the screen may be
    /// seen by others (no view here is marked so: nothing is drawn
    /// differently).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content whose data is out of date (widgets).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// Why the views inside are redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the view for a reason, adding to reasons already set.
    /// Under `.placeholder`, each line of text is drawn as a bar as wide as
    /// the line's characters and as high as its face's line, rounded by
    /// a fifth of that height, and each image as a block of its frame,
    /// both in the view's foreground style at 16 % opacity. (Apple
    /// publishes no figures for the placeholder's look; these are this
    /// package's.)
    ///
    /// - Parameter reason: The reason.
    /// - Returns: The view.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes every redaction reason for the view and its content.
    ///
    /// - Returns: The view.
    nonisolated public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

/// How redacted text and images are drawn.
enum Redaction {
    /// The opacity placeholders are drawn at, in the foreground style.
    static let opacity = 0.16

    /// One bar per line of drawn text: from the line's first character to
    /// its end, as high as its largest face's line (San Francisco's
    /// ascender and descender, 1950 and 494 of 2048 units of the em).
    static func bars(of text: DisplayList.Text) -> Path {
        let count = (text.runs.map(\.line).max() ?? -1) + 1
        var lines = [CGRect?](repeating: nil, count: max(0, count))
        for run in text.runs where run.line >= 0 {
            guard let first = run.positions.first else { continue }
            let size = run.face.size
            let top = run.baseline - size * 1950 / 2048, bottom = run.baseline + size * 494 / 2048
            let bar = CGRect(x: first, y: top, width: max(0, run.endX - first), height: bottom - top)
            lines[run.line] = lines[run.line].map { $0.union(bar) } ?? bar
        }
        var path = Path()
        for case let rect? in lines {
            path.addRoundedRect(in: rect, cornerRadius: rect.height / 5)
        }
        return path
    }
}
