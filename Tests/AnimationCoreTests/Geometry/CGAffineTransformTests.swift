import AnimationCore
import Foundation
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12
    }

    @Test func identityAndBasicTransforms() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        let point = CGPoint(x: 2, y: 3)
        #expect(point.applying(.identity) == point)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 4, y: 9))
        // CoreGraphics' convention: a quarter turn takes the x axis to the y axis.
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 5, y: 0)
        let point = CGPoint(x: 1, y: 1)
        // concatenating: self first, then the argument.
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 7, y: 2))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 12, y: 2))
        // translatedBy/scaledBy/rotated: the new operation first, then self.
        #expect(point.applying(scale.translatedBy(x: 5, y: 0)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 7, y: 2))
        #expect(close(point.applying(move.rotated(by: .pi)), CGPoint(x: 4, y: -1)))
    }

    @Test func inversion() {
        let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let point = CGPoint(x: 0.5, y: -7)
        #expect(close(point.applying(transform).applying(transform.inverted()), point))
        #expect(transform.concatenating(transform.inverted()).a == 1)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesAndRects() {
        #expect(
            CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 9, y: 9).scaledBy(x: 2, y: -1))
                == CGSize(width: 4, height: -3))
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 1) < 1e-12 && abs(rotated.width - 1) < 1e-12 && abs(rotated.height - 2) < 1e-12)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
