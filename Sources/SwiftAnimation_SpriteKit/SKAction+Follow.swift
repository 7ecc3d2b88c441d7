import AnimationCore
import AnimationViews
import Foundation
import UIKit

extension SKAction {
    /// Moves a node along a path, from the node's position, turning it to
    /// the path's direction.
    public class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, duration: duration)
    }

    /// Moves a node along a path: relative to its position when
    /// `asOffset`, and turned so that its x axis points along the path
    /// when `orientToPath`.
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction {
        SKAction(.follow(path.path, asOffset: offset, orient: orient), duration: duration)
    }

    /// Moves a node along a path at a speed in points a second.
    public class func follow(_ path: CGPath, speed: CGFloat) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, speed: speed)
    }

    /// Moves a node along a path at a speed in points a second (no time
    /// for a speed of 0 or less).
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, speed: CGFloat) -> SKAction {
        let length = path.path.followedLength
        let duration = speed > 0 && speed.isFinite ? Double(length / speed) : 0
        return SKAction(.follow(path.path, asOffset: offset, orient: orient), duration: duration)
    }
}

extension Path {
    /// The point a fraction of the path's length along it.
    func followedPoint(at fraction: CGFloat) -> CGPoint {
        let t = Swift.min(Swift.max(fraction, 0), 1)
        return trimmedPath(from: 0, to: t).currentPoint ?? startPoint ?? .zero
    }

    /// The path's direction a fraction of its length along it, as an
    /// angle; `nil` where the path does not move.
    func followedAngle(at fraction: CGFloat) -> CGFloat? {
        let step: CGFloat = 0.001
        let a = followedPoint(at: fraction - (fraction >= 1 ? step : 0)), b = followedPoint(at: fraction + (fraction >= 1 ? 0 : step))
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The path's length, measured over 64 points along it.
    var followedLength: CGFloat {
        var total: CGFloat = 0
        var previous = followedPoint(at: 0)
        for k in 1...64 {
            let point = followedPoint(at: CGFloat(k) / 64)
            total += hypot(point.x - previous.x, point.y - previous.y)
            previous = point
        }
        return total
    }

    /// The path's first point.
    var startPoint: CGPoint? {
        var first: CGPoint?
        forEach { element in
            if first == nil, case .move(let to) = element { first = to }
        }
        return first
    }

    /// The path's points backwards, as lines (what a reversed follow
    /// retraces).
    var reversedForFollowing: Path {
        var reversed = Path()
        let points = (0...64).map { followedPoint(at: 1 - CGFloat($0) / 64) }
        reversed.addLines(points)
        return reversed
    }
}
