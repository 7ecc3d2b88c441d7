import AnimationCore
import Testing

private struct CountKey: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

@Suite("AnimationContext, AnimationState, EnvironmentValues")
struct AnimationContextTests {
    @Test func stateReadsDefaultsAndPersists() {
        var context = AnimationContext<Double>()
        #expect(context.state[CountKey.self] == 0)
        context.state[CountKey.self] += 2
        #expect(context.state[CountKey.self] == 2)
        let copy = context.withState(AnimationState<AnimatableVector>())
        #expect(copy.state[CountKey.self] == 0)
    }

    @Test func logicalCompletionIsSetOnce() {
        var context = AnimationContext<Double>()
        #expect(!context.isLogicallyComplete)
        context.isLogicallyComplete = true
        context.isLogicallyComplete = false
        #expect(context.isLogicallyComplete)
        #expect(context.withState(AnimationState<Float>()).isLogicallyComplete)
    }

    @Test func environmentCarriesValues() {
        var environment = EnvironmentValues()
        #expect(environment[ThemeKey.self] == "light")
        environment[ThemeKey.self] = "dark"
        let context = AnimationContext<Double>(environment: environment)
        #expect(context.environment[ThemeKey.self] == "dark")
        #expect(context.withState(AnimationState<Float>()).environment[ThemeKey.self] == "dark")
    }
}

@Suite("Animation bad input")
struct AnimationBadInputTests {
    @Test func clampsThatAreDocumented() {
        #expect((Animation.linear.delay(-2).base as? DelayAnimation)?.delay == 0)
        #expect((Animation.linear.repeatCount(0).base as? RepeatAnimation)?.repeatCount == 1)
        #expect((Animation.spring(response: 0.3, dampingFraction: 0.5, blendDuration: -1).base as? FluidSpringAnimation)?.blendDuration == 0)
        #expect((Animation.spring(duration: 0.5, bounce: 7).base as? FluidSpringAnimation)?.spring.bounce == 1)
        #expect((Animation.spring(duration: 0.5, bounce: -7).base as? FluidSpringAnimation)?.spring.dampingRatio == 100)
    }

    @Test func undampedSpringIsLogicallyCompleteButNeverRests() {
        let drive = AnimationDriver(.spring(duration: 0.5, bounce: 1), value: 1.0)
        #expect(Animation.spring(duration: 0.5, bounce: 1).duration == .infinity)
        #expect(drive(100) != nil)
        #expect(drive.context.isLogicallyComplete)
    }

    @Test func preconditionsOnNonFiniteOrNonPositiveParameters() async {
        await #expect(processExitsWith: .failure) { _ = Animation.linear(duration: .nan) }
        await #expect(processExitsWith: .failure) { _ = Animation.easeIn(duration: .infinity) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.speed(0) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.speed(-1) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.speed(.nan) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.delay(.nan) }
        await #expect(processExitsWith: .failure) { _ = Animation.spring(duration: .nan) }
        await #expect(processExitsWith: .failure) { _ = Animation.spring(response: 0.5, dampingFraction: -1) }
        await #expect(processExitsWith: .failure) { _ = Animation.interpolatingSpring(duration: 0.5, initialVelocity: .infinity) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.logicallyComplete(after: .nan) }
    }

    /// The checks tools call are the ones the preconditions use.
    @Test func validatorsRejectWhatPreconditionsReject() {
        func message(_ check: () throws(AnimationParameterError) -> Void) -> String? {
            do {
                try check()
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message { () throws(AnimationParameterError) in try BezierAnimation.validate(duration: .nan) } != nil)
        #expect(
            message { () throws(AnimationParameterError) in try SpeedAnimation.validate(speed: 0) }
                == "Animation.speed: the speed must be positive and finite, not 0.0")
        #expect(message { () throws(AnimationParameterError) in try DelayAnimation.validate(delay: .infinity) } != nil)
        #expect(
            message { () throws(AnimationParameterError) in try Spring.validate(response: 0.5, dampingRatio: -1) }
                == "Spring(response:dampingRatio:): dampingRatio must be finite and not negative, not -1.0")
        #expect(message { () throws(AnimationParameterError) in try Spring.validate(mass: 1, stiffness: 0, damping: 1) } != nil)
        #expect(message { () throws(AnimationParameterError) in try Spring.validate(duration: .nan, bounce: 0) } != nil)
        #expect(
            message { () throws(AnimationParameterError) in
                try Spring.validate(settlingDuration: 1, dampingRatio: 1, epsilon: 1)
            } != nil)
        #expect(message { () throws(AnimationParameterError) in try InterpolatingSpringAnimation.validate(initialVelocity: .nan) } != nil)
        #expect(message { () throws(AnimationParameterError) in try FluidSpringAnimation.validate(blendDuration: .infinity) } != nil)
        #expect(message { () throws(AnimationParameterError) in try LogicallyCompleteAnimation.validate(duration: .nan) } != nil)
        // Valid parameters, including documented clamps, pass.
        #expect(
            message { () throws(AnimationParameterError) in
                try Spring.validate(duration: 0, bounce: 7)
                try Spring.validate(response: -1, dampingRatio: 0)
                try Spring.validate(mass: 1, stiffness: 1, damping: 0)
                try DelayAnimation.validate(delay: -2)
                try FluidSpringAnimation.validate(blendDuration: -1)
                try LogicallyCompleteAnimation.validate(duration: .infinity)
            } == nil)
    }

    @Test func preconditionFailureCarriesTheValidatorsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Spring(response: 0.5, dampingRatio: -1)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Spring(response:dampingRatio:): dampingRatio must be finite and not negative, not -1.0"))
    }
}

@Suite("AnimationState copies")
struct AnimationStateCopyTests {
    private struct Key: AnimationStateKey {
        static var defaultValue: [Int] { [] }
    }

    @Test func copiesDoNotShareChanges() {
        var original = AnimationState<Double>()
        original[Key.self] = [1]
        var copy = original
        copy[Key.self].append(2)
        #expect(original[Key.self] == [1])
        #expect(copy[Key.self] == [1, 2])
    }
}
