import AnimationCore
import Foundation
import Testing

/// `Animation.expression`: each animation written as the SwiftUI code that
/// makes it, with SwiftUI's documented defaults left out.
@Suite("Animations written as SwiftUI code")
struct AnimationCodeFormTests {
    @Test func curvesAreWrittenByNameWithTheirDurationUnlessItIsTheDefault() {
        // SwiftUI's curve animations default to 0.35 s.
        #expect(Animation.easeInOut.expression == ".easeInOut")
        #expect(Animation.easeIn(duration: 0.2).expression == ".easeIn(duration: 0.2)")
        #expect(Animation.easeOut.expression == ".easeOut")
        #expect(Animation.linear(duration: 1).expression == ".linear(duration: 1)")
        #expect(Animation.default.expression == ".default")
        #expect(Animation.timingCurve(0.2, 0.8, 0.4, 1, duration: 0.5).expression == ".timingCurve(0.2, 0.8, 0.4, 1, duration: 0.5)")
    }

    @Test func springsAreWrittenWithDurationAndBounceOrResponseAndDamping() {
        // `.smooth` is `spring(duration: 0.5, bounce: 0)`, the same as `.spring`.
        #expect(Animation.spring.expression == ".spring")
        #expect(Animation.smooth.expression == ".spring")
        // Documented base bounces: snappy 0.15, bouncy 0.3.
        #expect(Animation.snappy.expression == ".snappy")
        #expect(Animation.bouncy(duration: 0.4).expression == ".bouncy(duration: 0.4)")
        #expect(Animation.spring(duration: 0.6, bounce: 0.2).expression == ".spring(duration: 0.6, bounce: 0.2)")
        // response 0.5, damping 0.7 is duration 0.5, bounce 0.3: `.bouncy`.
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.7).expression == ".bouncy")
        // A response and damping whose duration and bounce are not round.
        let odd = Animation.spring(response: 0.55, dampingFraction: 1.2)
        #expect(odd.expression == ".spring(response: 0.55, dampingFraction: 1.2)", "\(odd.expression)")
        #expect(
            Animation.interactiveSpring.expression == ".spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)",
            "\(Animation.interactiveSpring.expression)")
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15).expression == ".interpolatingSpring(stiffness: 170, damping: 15)")
        #expect(
            Animation.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1).expression
                == ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)")
    }

    @Test func modifiersFollowTheirAnimation() {
        #expect(Animation.easeInOut(duration: 0.35).delay(0.1).expression == ".easeInOut.delay(0.1)")
        #expect(
            Animation.linear(duration: 1).repeatForever(autoreverses: false).expression == ".linear(duration: 1).repeatForever(autoreverses: false)")
        #expect(Animation.easeIn.repeatCount(3).expression == ".easeIn.repeatCount(3)")
        #expect(Animation.easeIn.repeatCount(2, autoreverses: false).expression == ".easeIn.repeatCount(2, autoreverses: false)")
        #expect(Animation.spring.speed(2).expression == ".spring.speed(2)")
        #expect(Animation.bouncy.logicallyComplete(after: 0.2).expression == ".bouncy.logicallyComplete(after: 0.2)")
    }

    @Test func aCustomAnimationIsWrittenAsItsDescriptionAndNumbersStayReadable() {
        struct Wobble: CustomAnimation {
            var turns = 2
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
        }
        #expect(Animation(Wobble()).expression == "Wobble(turns: 2)")
        // Bad input: numbers that are not finite are written as Swift does.
        #expect(Animation.number(.nan) == ".nan" && Animation.number(-.infinity) == "-.infinity")
        #expect(Animation.number(1 / 3) == "0.333" && Animation.number(-0.0) == "0" && Animation.number(2.5) == "2.5")
    }
}
