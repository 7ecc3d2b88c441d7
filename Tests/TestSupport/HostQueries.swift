import AnimationCore
import AnimationViews
import Foundation

// What tests read from a headless host, through its query API
// (`ViewHost.find(text:)`, `drawnViews`): the helpers every test target
// shares.

/// A host of an iPhone 14's screen (390 × 844) and safe area (47 points at
/// the top, 34 at the bottom).
///
/// - Parameter view: The view to host.
/// - Returns: The host, at time 0.
@MainActor
public func phone<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, size: CGSize(width: 390, height: 844))
    host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    return host
}

/// The frame, in host coordinates, of the first text that shows a string
/// (long lines wrap: line breaks compare as spaces).
@MainActor
public func frame(of string: String, in host: ViewHost) -> CGRect? {
    host.find(text: string)?.frame
}

/// The center, in host coordinates, of the first text that shows a string.
@MainActor
public func center(of string: String, in host: ViewHost) -> CGPoint? {
    host.find(text: string)?.center
}

/// Whether a text shows a string (line breaks compare as spaces).
@MainActor
public func shows(_ string: String, in host: ViewHost) -> Bool {
    host.find(text: string) != nil
}

/// Whether an image of a name is drawn (an asset's name, or a symbol's:
/// `"star.fill"` finds `Image(systemName: "star.fill")`).
@MainActor
public func shows(image name: String, in host: ViewHost) -> Bool {
    host.find(image: name) != nil
}

/// Taps the middle of the first text that shows a string.
///
/// - Returns: Whether a view that takes taps was there.
@MainActor
public func tap(_ string: String, in host: ViewHost) -> Bool {
    host.find(text: string)?.tap() ?? false
}

/// The frames, in host coordinates, of the views that draw a color, back to
/// front.
@MainActor
public func colorFrames(_ host: ViewHost) -> [CGRect] {
    host.drawnViews.compactMap { view in
        if case .color? = view.item.content { return view.frame }
        return nil
    }
}

/// The first view, back to front, that fills a color or a shape.
@MainActor
public func firstFill(_ host: ViewHost) -> DrawnView? {
    host.drawnViews.first { view in
        switch view.item.content {
        case .color, .shape: return true
        default: return false
        }
    }
}

/// Runs frames of 1/60 s one at a time, calling `check` with the host's
/// time after each.
@MainActor
public func frames(_ host: ViewHost, count: Int, _ check: (Double) -> Void) {
    for _ in 0..<count {
        host.advance(by: 1.0 / 60)
        check(host.time)
    }
}

/// The color the first text showing a string is drawn in (`nil` when it
/// is not drawn, or drawn with a gradient).
@MainActor
public func textColor(of string: String, in host: ViewHost) -> Color.Resolved? {
    guard case .text(let text)? = host.find(text: string)?.item.content, case .color(let color)? = text.runs.first?.paint else {
        return nil
    }
    return color
}

/// Whether a view fills a rectangle with a color (within 0.5 of 255 in
/// each component) somewhere in the host.
@MainActor
public func fillsColor(_ host: ViewHost, red: Double, green: Double, blue: Double) -> Bool {
    host.drawnViews.contains { view in
        let color: Color.Resolved
        switch view.item.content {
        case .color(let fill)?: color = fill
        case .shape(_, .color(let fill), nil, _)?: color = fill
        default: return false
        }
        return abs(Double(color.red) * 255 - red) < 0.5 && abs(Double(color.green) * 255 - green) < 0.5
            && abs(Double(color.blue) * 255 - blue) < 0.5
    }
}

/// The shape items' paths' bounds in host coordinates, in drawing order.
@MainActor
public func shapeBounds(_ host: ViewHost) -> [CGRect] {
    filledShapes(host).map(\.bounds)
}

/// The shape items' paths' bounds in host coordinates, with their color
/// (`nil` for other paints), in drawing order.
@MainActor
public func filledShapes(_ host: ViewHost) -> [(bounds: CGRect, color: Color.Resolved?)] {
    host.drawnViews.compactMap { entry in
        guard case .shape(let path, let paint, _, _)? = entry.item.content else { return nil }
        var color: Color.Resolved?
        if case .color(let fill) = paint { color = fill }
        return (path.boundingRect.applying(entry.transform), color)
    }
}

/// Half a pixel of a 3x screen: how far SwiftUI may move an edge or a
/// center when it places a view on whole pixels (each edge goes to the
/// nearest pixel).
public let halfPixel: CGFloat = 1.0 / 6 + 1e-9

/// One pixel of a 3x screen: how far a size, or a view placed inside
/// another that was itself moved, may change when views are placed on
/// whole pixels.
public let onePixel: CGFloat = 1.0 / 3 + 1e-9

/// Where SwiftUI puts an edge at `value` on a screen of `scale` pixels per
/// point: on the nearest pixel, halfway rounding up.
public func onPixel(_ value: CGFloat, scale: CGFloat = 3) -> CGFloat {
    (value * scale + 0.5 + 1e-9 * scale).rounded(.down) / scale
}
