extension DelayAnimation {
    /// Checks the delay of ``init(animation:delay:)``.
    ///
    /// - Throws: ``AnimationParameterError`` if it is NaN or infinite.
    public static func validate(delay: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(delay.isFinite, "Animation.delay: the delay must be finite, not \(delay)")
    }
}

extension SpeedAnimation {
    /// Checks the speed of ``init(animation:speed:)``.
    ///
    /// - Throws: ``AnimationParameterError`` unless it is positive and
    ///   finite.
    public static func validate(speed: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(
            speed.isFinite && speed > 0, "Animation.speed: the speed must be positive and finite, not \(speed)")
    }
}

extension BezierAnimation {
    /// Checks the duration of ``init(curve:duration:)``.
    ///
    /// - Throws: ``AnimationParameterError`` if it is NaN or infinite.
    public static func validate(duration: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(
            duration.isFinite, "Animation: a timing curve's duration must be finite, not \(duration)")
    }
}

extension FluidSpringAnimation {
    /// Checks the blend duration of ``init(spring:blendDuration:)``.
    ///
    /// - Throws: ``AnimationParameterError`` if it is NaN or infinite.
    public static func validate(blendDuration: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(
            blendDuration.isFinite, "Animation.spring: blendDuration must be finite, not \(blendDuration)")
    }
}

extension InterpolatingSpringAnimation {
    /// Checks the initial velocity of ``init(spring:initialVelocity:)``.
    ///
    /// - Throws: ``AnimationParameterError`` if it is NaN or infinite.
    public static func validate(initialVelocity: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(
            initialVelocity.isFinite,
            "Animation.interpolatingSpring: initialVelocity must be finite, not \(initialVelocity)")
    }
}

extension LogicallyCompleteAnimation {
    /// Checks the duration of ``init(animation:duration:)``.
    ///
    /// - Throws: ``AnimationParameterError`` if it is NaN.
    public static func validate(duration: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(!duration.isNaN, "Animation.logicallyComplete(after:): the duration is NaN")
    }
}
