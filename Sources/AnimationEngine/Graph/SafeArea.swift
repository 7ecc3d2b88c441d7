import AnimationCore
import Foundation

/// The safe area where a layout pass places views: the region views are
/// laid out in (`safe`) and how far a view that ignores the safe area may
/// reach (`outer`), both in the host's coordinates.
///
/// SwiftUI's rule: a view that ignores the safe area on an edge, and whose
/// frame touches the safe region's edge there, is extended to the outer
/// edge. The host's ``ViewHost/safeAreaInsets`` make the first region;
/// `ignoresSafeArea`, `safeAreaInset` and `safeAreaPadding` change it for
/// the views inside them.
package struct SafeAreaRegion: Equatable {
    /// The part of the region clear of bars and the screen's edges, in host coordinates.
    package var safe: CGRect
    var outer: CGRect

    /// A region with no unsafe part: nothing extends anywhere.
    static let unbounded = SafeAreaRegion(
        safe: CGRect(
            x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
            width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
        outer: CGRect(
            x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
            width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))

    /// How close (in points) a frame must come to a safe edge to touch it.
    private static let tolerance: CGFloat = 0.001

    /// Which edges of the safe region `rect` reaches.
    func touchedEdges(of rect: CGRect) -> Edge.Set {
        var edges: Edge.Set = []
        if rect.minY <= safe.minY + Self.tolerance { edges.insert(.top) }
        if rect.minX <= safe.minX + Self.tolerance { edges.insert(.leading) }
        if rect.maxY >= safe.maxY - Self.tolerance { edges.insert(.bottom) }
        if rect.maxX >= safe.maxX - Self.tolerance { edges.insert(.trailing) }
        return edges
    }

    /// The frame of a view placed in `rect` that ignores the safe area on
    /// `edges`: extended to the outer edge on each of them that it touches.
    /// The views inside keep this region, so that a reader inside still
    /// sees the insets it now covers (``GeometryProxy/safeAreaInsets``).
    package func ignoring(_ edges: Edge.Set, in rect: CGRect) -> CGRect {
        let touched = touchedEdges(of: rect).intersection(edges)
        guard !touched.isEmpty else { return rect }
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if touched.contains(.top) { minY = min(minY, outer.minY) }
        if touched.contains(.leading) { minX = min(minX, outer.minX) }
        if touched.contains(.bottom) { maxY = max(maxY, outer.maxY) }
        if touched.contains(.trailing) { maxX = max(maxX, outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region for views laid out inside `rect` with `insets` added to
    /// their safe area (`safeAreaPadding`, `safeAreaInset`): the safe
    /// region shrinks by the insets; a view inside may reach as far as
    /// `rect`'s edge, or the outer edge where `rect` touches the safe one.
    package func nested(in rect: CGRect, adding insets: EdgeInsets) -> SafeAreaRegion {
        let touched = touchedEdges(of: rect)
        let reach = CGRect(
            x: touched.contains(.leading) ? min(rect.minX, outer.minX) : rect.minX,
            y: touched.contains(.top) ? min(rect.minY, outer.minY) : rect.minY,
            width: 0, height: 0)
        let reachMaxX = touched.contains(.trailing) ? max(rect.maxX, outer.maxX) : rect.maxX
        let reachMaxY = touched.contains(.bottom) ? max(rect.maxY, outer.maxY) : rect.maxY
        let innerOuter = CGRect(x: reach.minX, y: reach.minY, width: reachMaxX - reach.minX, height: reachMaxY - reach.minY)
        // The safe region: the current one within the rect, less the insets.
        let minX = max(safe.minX, rect.minX) + insets.leading
        let minY = max(safe.minY, rect.minY) + insets.top
        let maxX = max(minX, min(safe.maxX, rect.maxX) - insets.trailing)
        let maxY = max(minY, min(safe.maxY, rect.maxY) - insets.bottom)
        return SafeAreaRegion(safe: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), outer: innerOuter)
    }

    /// The safe-area insets of a view placed in `rect`: how far the unsafe
    /// region reaches into it on each side (``GeometryProxy/safeAreaInsets``).
    package func insets(of rect: CGRect) -> EdgeInsets {
        EdgeInsets(
            top: min(rect.height, max(0, safe.minY - rect.minY)),
            leading: min(rect.width, max(0, safe.minX - rect.minX)),
            bottom: min(rect.height, max(0, rect.maxY - safe.maxY)),
            trailing: min(rect.width, max(0, rect.maxX - safe.maxX)))
    }

    /// A region whose safe part is `safe`, inside `outer`.
    package init(safe: CGRect, outer: CGRect) {
        self.safe = safe
        self.outer = outer
    }
}

extension CGRect {
    /// The rectangle less `insets` (empty, not inverted, where they overlap).
    package func inset(by insets: EdgeInsets) -> CGRect {
        let width = max(0, size.width - insets.leading - insets.trailing)
        let height = max(0, size.height - insets.top - insets.bottom)
        return CGRect(x: minX + insets.leading, y: minY + insets.top, width: width, height: height)
    }
}
