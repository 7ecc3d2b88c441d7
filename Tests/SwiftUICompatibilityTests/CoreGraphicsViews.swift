import CoreGraphics
import os.log
import SwiftUI

// Core Graphics as SwiftUI code reaches it: a path walked element by
// element (to sample its points, as a path-morphing view does), a stroke's
// outline, and `import os.log` for a logger.

private let pathLog = Logger(subsystem: "com.example.paths", category: "sampling")

extension CGPath {
    /// The end points of the path's elements, as code that samples a path
    /// for a morph collects them.
    var endPoints: [CGPoint] {
        var points: [CGPoint] = []
        applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint:
                points.append(element.pointee.points[0])
            case .addQuadCurveToPoint:
                points.append(element.pointee.points[1])
            case .addCurveToPoint:
                points.append(element.pointee.points[2])
            case .closeSubpath:
                break
            @unknown default:
                break
            }
        }
        pathLog.debug("sampled \(points.count) points")
        return points
    }
}

struct OutlinedTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: rect.midX, y: rect.minY))
        triangle.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        triangle.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        triangle.closeSubpath()
        return Path(triangle.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10))
    }
}
