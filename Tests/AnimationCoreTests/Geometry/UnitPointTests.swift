import AnimationCore
import Foundation
import Testing

@Suite("UnitPoint")
struct UnitPointTests {
    @Test func namedPoints() {
        let expected: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5),
            (.leading, 0, 0.5), (.trailing, 1, 0.5), (.top, 0.5, 0), (.bottom, 0.5, 1),
            (.topLeading, 0, 0), (.topTrailing, 1, 0), (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1)
        ]
        for (point, x, y) in expected {
            #expect(point.x == x && point.y == y)
        }
        #expect(UnitPoint() == .zero)
        #expect(UnitPoint(x: 0.25, y: 0.75).x == 0.25)
    }
}
