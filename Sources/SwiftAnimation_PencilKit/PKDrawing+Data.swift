import Foundation
import UIKit

extension PKDrawing {
    private struct Stored: Codable {
        struct Stroke: Codable {
            var ink: String
            var rgba: [Double]
            var transform: [Double]
            var created: Double
            var points: [[Double]]
        }
        var version = 1
        var strokes: [Stroke]
    }

    /// The drawing's bytes: this package's JSON of its strokes (ink, color,
    /// transform and points), which ``init(data:)`` reads back.
    public func dataRepresentation() -> Data {
        let stored = Stored(
            strokes: strokes.map { stroke in
                var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                stroke.ink.color.getRed(&r, green: &g, blue: &b, alpha: &a)
                let t = stroke.transform
                return Stored.Stroke(
                    ink: stroke.ink.inkType.rawValue, rgba: [r, g, b, a].map { Double($0) },
                    transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }, created: stroke.path.creationDate.timeIntervalSinceReferenceDate,
                    points: stroke.path.map { p in
                        [
                            Double(p.location.x), Double(p.location.y), p.timeOffset, Double(p.size.width), Double(p.size.height), Double(p.opacity),
                            Double(p.force), Double(p.azimuth), Double(p.altitude)
                        ]
                    })
            })
        return (try? JSONEncoder().encode(stored)) ?? Data()
    }

    /// A drawing read from ``dataRepresentation()``'s bytes.
    ///
    /// - Parameter data: The bytes.
    /// - Throws: `CocoaError(.coderReadCorrupt)` when they are not a
    ///   drawing's.
    public init(data: Data) throws {
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == 1 else {
            throw CocoaError(.coderReadCorrupt)
        }
        strokes = try stored.strokes.map { s in
            guard s.rgba.count == 4, s.transform.count == 6, let type = PKInk.InkType(rawValue: s.ink), s.points.allSatisfy({ $0.count == 9 })
            else { throw CocoaError(.coderReadCorrupt) }
            let color = UIColor(red: s.rgba[0], green: s.rgba[1], blue: s.rgba[2], alpha: s.rgba[3])
            let t = s.transform.map { CGFloat($0) }
            let points = s.points.map { p in
                PKStrokePoint(
                    location: CGPoint(x: p[0], y: p[1]), timeOffset: p[2], size: CGSize(width: p[3], height: p[4]), opacity: p[5], force: p[6],
                    azimuth: p[7], altitude: p[8])
            }
            return PKStroke(
                ink: PKInk(type, color: color),
                path: PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: s.created)),
                transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
        }
    }
}
