import AnimationCore
import Foundation
import Testing

/// A vector type that is also `Animatable` animates itself.
private struct Meters: VectorArithmetic, Animatable {
    var value: Double
    static var zero: Meters { Meters(value: 0) }
    static func + (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value + rhs.value) }
    static func - (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value - rhs.value) }
    mutating func scale(by rhs: Double) { value *= rhs }
    var magnitudeSquared: Double { value * value }
}

/// A type that says nothing about its data animates nothing.
private struct Label: Animatable {
    var text: String
}

@Suite("Animatable defaults and conformances")
struct AnimatableDefaultsTests {
    @Test func vectorTypeAnimatesItself() {
        var meters = Meters(value: 3)
        #expect(meters.animatableData == meters)
        meters.animatableData = Meters(value: 5)
        #expect(meters.value == 5)
        var double = 1.5
        double.animatableData = 2.5
        #expect(double == 2.5)
        var cgFloat: CGFloat = 1
        cgFloat.animatableData += 1
        #expect(cgFloat == 2)
    }

    @Test func typeWithoutDataAnimatesNothing() {
        var label = Label(text: "a")
        #expect(label.animatableData == EmptyAnimatableData())
        label.animatableData = EmptyAnimatableData()
        #expect(label.text == "a")
        #expect(Label.AnimatableData.self == EmptyAnimatableData.self)
    }

    @Test func geometryTypesRoundTrip() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == AnimatablePair(1, 2))
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))

        var size = CGSize(width: 5, height: 6)
        #expect(size.animatableData == AnimatablePair(5, 6))
        size.animatableData = AnimatablePair(7, 8)
        #expect(size == CGSize(width: 7, height: 8))

        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        let target = CGRect(x: 11, y: 22, width: 33, height: 44)
        rect.animatableData.interpolate(towards: target.animatableData, amount: 0.5)
        #expect(rect == CGRect(x: 6, y: 12, width: 18, height: 24))
    }

    @Test func angleDataIsRadiansTimes128() {
        var angle = Angle.degrees(90)
        #expect(angle.animatableData == .pi / 2 * 128)
        angle.animatableData = .pi * 128
        #expect(angle.radians == .pi)
        let from = Angle.degrees(0), to = Angle.degrees(90)
        var mid = from
        mid.animatableData.interpolate(towards: to.animatableData, amount: 0.5)
        #expect(abs(mid.degrees - 45) < 1e-12)
    }

    @Test func unitPointDataIsCoordinatesTimes128() {
        var point = UnitPoint.center
        #expect(point.animatableData == AnimatablePair(64, 64))
        point.animatableData = AnimatablePair(128, 0)
        #expect(point == .topTrailing)
    }

    @Test func edgeInsetsDataNestsTopLeadingBottomTrailing() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        insets.animatableData = AnimatablePair(5, AnimatablePair(6, AnimatablePair(7, 8)))
        #expect(insets == EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
