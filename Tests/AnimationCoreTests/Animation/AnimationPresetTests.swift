import AnimationCore
import Foundation
import Testing

/// Every static animation and its documented defaults, pinned.
@Suite("Animation presets")
struct AnimationPresetTests {
    private func bezier(_ animation: Animation) -> BezierAnimation? { animation.base as? BezierAnimation }
    private func fluid(_ animation: Animation) -> FluidSpringAnimation? { animation.base as? FluidSpringAnimation }
    private func interpolating(_ animation: Animation) -> InterpolatingSpringAnimation? {
        animation.base as? InterpolatingSpringAnimation
    }

    @Test func timingCurves() {
        #expect(bezier(.linear) == BezierAnimation(curve: .linear, duration: 0.35))
        #expect(bezier(.easeIn) == BezierAnimation(curve: .easeIn, duration: 0.35))
        #expect(bezier(.easeOut) == BezierAnimation(curve: .easeOut, duration: 0.35))
        #expect(bezier(.easeInOut) == BezierAnimation(curve: .easeInOut, duration: 0.35))
        #expect(Animation.easeInOut(duration: 1).duration == 1)
        #expect(Animation.linear(duration: 2) == .timingCurve(.linear, duration: 2))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 2) == .easeInOut(duration: 2))
        #expect(Animation.timingCurve(.circularEaseIn, duration: 0.5).duration == 0.5)
    }

    @Test func persistentSprings() throws {
        let spring = try #require(fluid(.spring))
        #expect(spring.spring == Spring(duration: 0.5, bounce: 0))
        #expect(spring.blendDuration == 0)
        let response = try #require(fluid(.spring(response: 0.5, dampingFraction: 0.825)))
        #expect(response.spring == Spring(response: 0.5, dampingRatio: 0.825))
        #expect(fluid(.spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.1))?.blendDuration == 0.1)
        #expect(fluid(.spring(duration: 0.4, bounce: 0.2))?.spring == Spring(duration: 0.4, bounce: 0.2))
        #expect(fluid(.spring(.bouncy, blendDuration: 0.3))?.spring == .bouncy)

        let interactive = try #require(fluid(.interactiveSpring))
        #expect(interactive.spring == Spring(duration: 0.15, bounce: 0.15))
        #expect(interactive.blendDuration == 0.25)
        let interactiveResponse = try #require(fluid(.interactiveSpring(response: 0.15, dampingFraction: 0.86)))
        #expect(interactiveResponse.spring == Spring(response: 0.15, dampingRatio: 0.86))
        #expect(interactiveResponse.blendDuration == 0.25)
        #expect(fluid(.interactiveSpring(duration: 0.2, extraBounce: 0.1))?.spring == Spring(duration: 0.2, bounce: 0.25))

        for (animation, bounce) in [(Animation.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
            let base = try #require(fluid(animation))
            #expect(abs(base.spring.duration - 0.5) < 1e-15)
            #expect(abs(base.spring.bounce - bounce) < 1e-15)
        }
        #expect(fluid(.smooth(duration: 1, extraBounce: 0.1))?.spring == Spring(duration: 1, bounce: 0.1))
        #expect(fluid(.snappy(duration: 1, extraBounce: 0.1))?.spring == Spring(duration: 1, bounce: 0.25))
        #expect(fluid(.bouncy(duration: 1, extraBounce: 0.1))?.spring == Spring(duration: 1, bounce: 0.4))
    }

    @Test func defaultAnimation() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default == .default)
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1.0))
        // It moves exactly like that spring.
        let a = AnimationDriver(.default, value: 1.0)
        let b = AnimationDriver(.spring(response: 0.55, dampingFraction: 1.0), value: 1.0)
        for time in stride(from: 0.0, through: 2.0, by: 0.05) {
            #expect(a(time) == b(time))
        }
        #expect(Animation.default.duration == Animation.spring(response: 0.55, dampingFraction: 1.0).duration)
    }

    @Test func interpolatingSprings() throws {
        let plain = try #require(interpolating(.interpolatingSpring))
        #expect(plain.spring == Spring(duration: 0.5, bounce: 0) && plain.initialVelocity == 0)
        let physical = try #require(interpolating(.interpolatingSpring(mass: 2, stiffness: 100, damping: 40, initialVelocity: 1)))
        #expect(physical.spring == Spring(mass: 2, stiffness: 100, damping: 40, allowOverDamping: true))
        #expect(physical.initialVelocity == 1)
        #expect(interpolating(.interpolatingSpring(duration: 0.3, bounce: 0.2))?.spring == Spring(duration: 0.3, bounce: 0.2))
        #expect(interpolating(.interpolatingSpring(.snappy, initialVelocity: 2))?.initialVelocity == 2)
    }

    @Test func modifiersWrapTheirBase() {
        let base = Animation.easeIn(duration: 1)
        #expect((base.delay(0.5).base as? DelayAnimation)?.delay == 0.5)
        #expect((base.speed(2).base as? SpeedAnimation)?.speed == 2)
        let repeated = base.repeatCount(3).base as? RepeatAnimation
        #expect(repeated?.repeatCount == 3 && repeated?.autoreverses == true)
        #expect((base.repeatForever(autoreverses: false).base as? RepeatAnimation)?.repeatCount == nil)
        #expect((base.logicallyComplete(after: 0.2).base as? LogicallyCompleteAnimation)?.logicalDuration == 0.2)
        #expect(base.delay(0.5).duration == 1.5)
        #expect(base.speed(2).duration == 0.5)
        #expect(base.repeatCount(3).duration == 3)
        #expect(base.repeatForever().duration == .infinity)
        #expect(base.delay(0.5) == base.delay(0.5))
        #expect(base.delay(0.5) != base.delay(0.25))
    }

    @Test func equalityAndHashing() {
        #expect(Animation.easeIn == .easeIn)
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.linear != Animation(InterpolatingSpringAnimation(spring: Spring())))
        #expect(Set([Animation.easeIn, .easeIn, .bouncy, .default]).count == 3)
        #expect(Animation.easeIn.description.contains("BezierAnimation"))
        #expect(Animation.easeIn.debugDescription.hasPrefix("Animation("))
    }
}

@Suite("Animations that never end")
struct RepeatsForeverTests {
    @Test func repeatForeverInsideWrappersIsEndless() {
        #expect(Animation.linear(duration: 1).repeatForever().repeatsForever)
        #expect(Animation.easeIn.repeatForever(autoreverses: false).delay(1).speed(2).repeatsForever)
        #expect(!Animation.linear.repeatCount(3).repeatsForever)
        #expect(!Animation.spring.repeatsForever && !Animation.default.repeatsForever)
    }
}
