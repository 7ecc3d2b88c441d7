import CoreGraphics
import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Core Graphics paths walked and stroked")
struct CoreGraphicsBehaviourTests {
    /// `applyWithBlock` hands out each element with Core Graphics' points:
    /// a move and a line one point each, a quadratic curve its control then
    /// its end, a cubic curve both controls then its end, a close none.
    @Test func elementsArriveWithTheirPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 15, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: 5, y: 25))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var controls: [[CGPoint]] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            controls.append((0..<count).map { element.pointee.points[$0] })
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(controls[2] == [CGPoint(x: 15, y: 0), CGPoint(x: 20, y: 10)])
        #expect(controls[3] == [CGPoint(x: 20, y: 20), CGPoint(x: 5, y: 25), CGPoint(x: 0, y: 20)])
        #expect(path.endPoints == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 0, y: 20)])
        // The C-style applier sees the same elements, with its info.
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            path.apply(info: pointer) { info, _ in info?.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 5)
    }

    /// A stroke's outline covers the line's width: a 4-point stroke with
    /// round joins of a triangle in 100 × 100 reaches 2 points outside it
    /// at the left and right corners' sides and the bottom.
    @Test func aStrokesOutlineIsAPathToFill() throws {
        let host = ViewHost(OutlinedTriangle().fill(Color.blue).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        let shapes = host.drawnViews.compactMap { view -> CGRect? in
            guard case .shape(let path, _, _, _)? = view.item.content else { return nil }
            return path.boundingRect.applying(view.transform)
        }
        let bounds = try #require(shapes.first)
        #expect(abs(bounds.maxY - 102) < 0.01 && abs(bounds.minX + 2) < 0.3 && abs(bounds.maxX - 102) < 0.3, "\(bounds)")
        let empty = CGMutablePath()
        empty.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(empty.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(empty.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(empty == empty.copy() && empty.copy(using: nil) == nil)
    }
}
