import SwiftAnimation
import Testing

/// Code written against SwiftUI compiles with `import SwiftAnimation` alone:
/// Foundation's geometry types come with it.
struct Line2: Animatable {
    var x: CGFloat
    var y: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set {
            x = newValue.first
            y = newValue.second
        }
    }
}

@Test func umbrellaImportExposesCoreAndGeometry() {
    var line = Line2(x: 0, y: 0)
    let target = Line2(x: 100, y: 50)
    line.animatableData.interpolate(towards: target.animatableData, amount: 0.5)
    #expect(line.x == 50)
    #expect(line.y == 25)
    #expect(CGPoint(x: 1, y: 2).animatableData == AnimatablePair(1, 2))
    #expect(Angle.degrees(180).radians == .pi)
}
