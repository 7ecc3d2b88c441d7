import AnimationCore
import Foundation
import UIKit

/// An ink's look, as PencilKit's `PKInk`.
public struct PKInk: Hashable, @unchecked Sendable {
    /// The kinds of ink.
    public enum InkType: String, Hashable, Sendable, Codable {
        /// A pen.
        case pen = "com.apple.ink.pen"
        /// A pencil.
        case pencil = "com.apple.ink.pencil"
        /// A marker.
        case marker = "com.apple.ink.marker"
        /// A line of one width.
        case monoline = "com.apple.ink.monoline"
        /// A fountain pen.
        case fountainPen = "com.apple.ink.fountainpen"
        /// Watercolor.
        case watercolor = "com.apple.ink.watercolor"
        /// A crayon.
        case crayon = "com.apple.ink.crayon"
    }

    /// The kind.
    public var inkType: InkType
    /// The color.
    public var color: UIColor

    /// An ink.
    ///
    /// - Parameters:
    ///   - type: The kind.
    ///   - color: The color.
    public init(_ type: InkType, color: UIColor) {
        inkType = type
        self.color = color
    }
}

/// A point of a stroke, as PencilKit's `PKStrokePoint`.
public struct PKStrokePoint: Hashable, Sendable {
    /// Where it is.
    public let location: CGPoint
    /// When it was drawn, from the stroke's start.
    public let timeOffset: TimeInterval
    /// The nib's size there.
    public let size: CGSize
    /// The ink's opacity there.
    public let opacity: CGFloat
    /// The pressure.
    public let force: CGFloat
    /// The pencil's azimuth.
    public let azimuth: CGFloat
    /// The pencil's altitude.
    public let altitude: CGFloat

    /// A point.
    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat, altitude: CGFloat
    ) {
        (self.location, self.timeOffset, self.size, self.opacity) = (location, timeOffset, size, opacity)
        (self.force, self.azimuth, self.altitude) = (force, azimuth, altitude)
    }
}

/// The points of a stroke, as PencilKit's `PKStrokePath`.
public struct PKStrokePath: Hashable, Sendable, RandomAccessCollection {
    private let points: [PKStrokePoint]
    /// When the stroke was drawn.
    public let creationDate: Date

    /// A path of points.
    ///
    /// - Parameters:
    ///   - controlPoints: The points.
    ///   - creationDate: When it was drawn.
    public init(controlPoints: [PKStrokePoint], creationDate: Date) {
        points = controlPoints
        self.creationDate = creationDate
    }

    /// An empty path.
    public init() { self.init(controlPoints: [], creationDate: Date()) }

    /// The first index.
    public var startIndex: Int { points.startIndex }
    /// Past the last index.
    public var endIndex: Int { points.endIndex }
    /// The point at an index.
    public subscript(position: Int) -> PKStrokePoint { points[position] }
}

/// A stroke, as PencilKit's `PKStroke`: an ink, a path and a transform.
public struct PKStroke: Hashable, @unchecked Sendable {
    /// The ink.
    public var ink: PKInk
    /// The points.
    public var path: PKStrokePath
    /// The transform of the points.
    public var transform: CGAffineTransform
    /// The part of the stroke shown (kept).
    public var mask: UIBezierPath?

    /// A stroke.
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        (self.ink, self.path, self.transform, self.mask) = (ink, path, transform, mask)
    }

    /// Hashes the ink and the points (equal strokes hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ink)
        hasher.combine(path)
    }

    /// The points' bounds, outset by half the widest nib, transformed.
    public var renderBounds: CGRect {
        guard let first = path.first else { return .null }
        var rect = CGRect(origin: first.location, size: .zero)
        for point in path { rect = rect.union(CGRect(origin: point.location, size: .zero)) }
        let half = (path.map { max($0.size.width, $0.size.height) }.max() ?? 0) / 2
        return rect.insetBy(dx: -half, dy: -half).applying(transform)
    }

    /// The stroke's width: its points' mean nib width.
    var width: CGFloat {
        path.isEmpty ? 0 : path.reduce(0) { $0 + $1.size.width } / CGFloat(path.count)
    }
}

/// A drawing, as PencilKit's `PKDrawing`: strokes in order, drawn into
/// images with ``image(from:scale:)`` (each stroke a line of its points'
/// mean width with round caps and joins, in its ink's color; PencilKit's
/// pressure-varying nibs and textures are not drawn), and stored as bytes
/// (this package's own JSON: PencilKit's format is Apple's).
public struct PKDrawing: Hashable, @unchecked Sendable {
    /// The strokes, first drawn first.
    public var strokes: [PKStroke]

    /// An empty drawing.
    public init() { strokes = [] }

    /// A drawing of strokes.
    ///
    /// - Parameter strokes: The strokes.
    public init(strokes: [PKStroke]) { self.strokes = strokes }

    /// The strokes' bounds (`.null` for none).
    public var bounds: CGRect {
        strokes.reduce(CGRect.null) { $0.union($1.renderBounds) }
    }

    /// Adds another drawing's strokes.
    ///
    /// - Parameter drawing: The drawing.
    public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }

    /// The drawing with another's strokes after its own.
    ///
    /// - Parameter drawing: The drawing.
    /// - Returns: Both.
    public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }

    /// Transforms every stroke.
    ///
    /// - Parameter transform: The transform.
    public mutating func transform(using transform: CGAffineTransform) {
        for index in strokes.indices { strokes[index].transform = strokes[index].transform.concatenating(transform) }
    }

    /// The drawing transformed.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The drawing.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        var drawing = self
        drawing.transform(using: transform)
        return drawing
    }

    /// The part of the drawing in a rectangle, as an image at a scale.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in the drawing's coordinates.
    ///   - scale: Pixels per point.
    /// - Returns: The image (empty for an empty rectangle).
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return UIImage() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale.isFinite && scale > 0 ? scale : 1
        return UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
            let cg = context.cgContext
            cg.translateBy(x: -rect.minX, y: -rect.minY)
            cg.setLineCap(.round)
            cg.setLineJoin(.round)
            for stroke in strokes where !stroke.path.isEmpty {
                cg.saveGState()
                cg.concatenate(stroke.transform)
                cg.setStrokeColor(stroke.ink.color.cgColor)
                cg.setLineWidth(stroke.width)
                cg.move(to: stroke.path[0].location)
                // A single point is a dot: a line of no length with round caps.
                cg.addLine(to: stroke.path.count == 1 ? stroke.path[0].location : stroke.path[1].location)
                for point in stroke.path.dropFirst(2) { cg.addLine(to: point.location) }
                cg.strokePath()
                cg.restoreGState()
            }
        }
    }
}
