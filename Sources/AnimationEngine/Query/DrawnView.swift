import AnimationCore
import Foundation

/// A view as the host draws it now, found by what it shows
/// (``ViewHost/find(text:)``, ``ViewHost/find(image:)``), by its
/// accessibility identifier or label (``ViewHost/find(id:)``,
/// ``ViewHost/find(label:)``): where it is, how opaque, how transformed,
/// and whether a tap on it would reach a view that takes taps. It acts on
/// its host (``tap()``, ``press()``, ``drag(to:duration:)``).
///
/// A drawn view is a picture of one moment: after the host advances or an
/// event changes the views, find it again.
@MainActor
public struct DrawnView {
    /// The host that draws it.
    public let host: ViewHost
    /// Its display-list item: what it draws. For a view found by an
    /// accessibility identifier or label, the item at the end of the
    /// modifiers it wraps (SwiftUI identifies the whole modified view).
    public let item: DisplayList.Item
    /// Its rectangle in host coordinates: the bounding box of its frame
    /// after its transforms and those of the items around it.
    public let frame: CGRect
    /// How opaque it is drawn: its opacity times those of the items around
    /// it and of the modifiers inside an identified view (0 to 1).
    public let opacity: Double
    /// The transform from its item's coordinates to the host's.
    public let transform: CGAffineTransform
    /// How blurred it is drawn (`blur(radius:)`), as a radius in host
    /// points: its own blur and those of the items around it combined as
    /// Gaussian blurs compose (the square root of the sum of their squares),
    /// each enlarged by the transforms it is drawn under (by the square root
    /// of their determinant: a `scaleEffect(2)` around a 3-point blur makes
    /// 6); 0 when nothing blurs it.
    public let blurRadius: CGFloat
    /// The part of ``frame`` that shows: inside the host and inside the
    /// clips around it and within it (`clipped()`, `clipShape`, a scroll
    /// view's bounds, as bounding boxes); `CGRect.null` when none of it
    /// does.
    public let visibleFrame: CGRect
    /// Whether it is drawn inside a mask (`mask(alignment:_:)`): its alpha
    /// shapes the view it masks; it is not shown itself and takes no taps.
    public let isMask: Bool
    /// The display list it was found in, and the tap targets of the items
    /// around it (for ``isHittable``, tested when asked).
    package let list: DisplayList
    let enclosingTargets: [ObjectIdentifier]
    /// The item that matched the query: an accessibility modifier's, or
    /// ``item`` itself.
    let root: DisplayList.Item

    /// Whether a user sees it: not a mask's content, drawn with an
    /// opacity above 0, and some of its frame inside the host and its
    /// clips (``visibleFrame``). A view covered by another one on top
    /// still counts as visible.
    public var isVisible: Bool {
        !isMask && opacity > 0 && !visibleFrame.isNull && visibleFrame.width > 0 && visibleFrame.height > 0
    }

    /// Whether a tap at the middle of ``frame`` reaches a view that takes
    /// taps and that holds this one or is inside it (a button around a
    /// label, a text field, a button in an identified row):
    /// `false` when nothing there takes taps, when another view on top
    /// takes the tap, when the middle is outside the host, or when it is
    /// a mask's content.
    public var isHittable: Bool {
        guard !isMask, centerIsOnHost, let top = host.graph.events.hits(center, in: list).first?.target else { return false }
        return enclosingTargets.contains(top) || Self.contains(top, in: root)
    }

    /// Whether an item or one inside it is a target's.
    private static func contains(_ target: ObjectIdentifier, in item: DisplayList.Item) -> Bool {
        item.tapTarget == target || item.children.contains { contains(target, in: $0) }
    }

    /// The characters it shows, if it is text (lines joined by newlines).
    public var text: String? { item.content?.string }
    /// The name of the image it shows, if it is an image (`system:` for
    /// symbols).
    public var imageName: String? { item.content?.imageName }
    /// Its accessibility identifier, if it was found by one.
    public var accessibilityIdentifier: String? { root.accessibility?.identifier }
    /// Its accessibility label: the one a modifier gave, or a text's
    /// characters (SwiftUI's default label for text).
    public var accessibilityLabel: String? { root.accessibility?.label ?? text }

    /// The middle of ``frame``, where ``tap()`` and ``press()`` act.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Whether the middle of the view is on the host (a view moved off
    /// it, as a screen's edge would hide it, takes no events).
    private var centerIsOnHost: Bool {
        CGRect(origin: .zero, size: host.size).contains(center)
    }

    /// Taps the middle of the view (``ViewHost/tap(at:)``); nothing happens
    /// when the middle is off the host.
    ///
    /// - Returns: Whether a view that takes taps was there.
    @discardableResult
    public func tap() -> Bool {
        centerIsOnHost && host.tap(at: center)
    }

    /// Puts the pointer down at the middle of the view
    /// (``ViewHost/press(at:)``); ``ViewHost/release(at:)`` lifts it.
    /// Nothing happens when the middle is off the host.
    ///
    /// - Returns: Whether a view that takes presses was there.
    @discardableResult
    public func press() -> Bool {
        centerIsOnHost && host.press(at: center)
    }

    /// Drags from the middle of the view to a point
    /// (``ViewHost/drag(from:to:duration:)``); nothing happens when the
    /// middle is off the host.
    ///
    /// - Parameters:
    ///   - point: Where the pointer goes, in host coordinates.
    ///   - duration: How long the drag takes, in seconds.
    /// - Returns: Whether a view that takes presses was at the start.
    @discardableResult
    public func drag(to point: CGPoint, duration: TimeInterval = 0.25) -> Bool {
        centerIsOnHost && host.drag(from: center, to: point, duration: duration)
    }
}

extension DrawnView {
    /// What it shows and where, in one line: `text "Add" at (171, 410,
    /// 48 × 20)`; an identified view names its identifier first
    /// (`id "add", text "Add" at …`); a mask's content ends with
    /// `, in a mask`.
    public var summary: String {
        // An identified view names its identifier or label, then what it
        // shows: `id "move", text "Move"`.
        var parts: [String] = []
        if let identifier = root.accessibility?.identifier {
            parts.append("id \"\(identifier)\"")
        } else if let label = root.accessibility?.label {
            parts.append("label \"\(label)\"")
        }
        if let text = item.content?.string {
            parts.append("text \"\(text.replacingOccurrences(of: "\n", with: " "))\"")
        } else if let name = item.content?.imageName {
            parts.append("image \"\(name)\"")
        }
        var kind = parts.isEmpty ? "view" : parts.joined(separator: ", ")
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
        }
        kind += " at (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)) × \(number(frame.height)))"
        if opacity < 1 { kind += ", opacity \(number(opacity))" }
        if isMask { kind += ", in a mask" }
        return kind
    }
}
