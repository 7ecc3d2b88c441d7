extension Spring {
    /// Checks the parameters of ``init(duration:bounce:)``.
    ///
    /// - Throws: ``AnimationParameterError`` if either is NaN or infinite.
    public static func validate(duration: Double, bounce: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(duration.isFinite, "Spring(duration:bounce:): duration must be finite, not \(duration)")
        try AnimationParameterError.check(bounce.isFinite, "Spring(duration:bounce:): bounce must be finite, not \(bounce)")
    }

    /// Checks the parameters of ``init(mass:stiffness:damping:allowOverDamping:)``.
    ///
    /// - Throws: ``AnimationParameterError`` unless mass and stiffness are
    ///   positive and finite and damping is finite and not negative.
    public static func validate(mass: Double, stiffness: Double, damping: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(mass.isFinite && mass > 0, "Spring: mass must be positive and finite, not \(mass)")
        try AnimationParameterError.check(
            stiffness.isFinite && stiffness > 0, "Spring: stiffness must be positive and finite, not \(stiffness)")
        try AnimationParameterError.check(
            damping.isFinite && damping >= 0, "Spring: damping must be finite and not negative, not \(damping)")
    }

    /// Checks the parameters of ``init(response:dampingRatio:)``.
    ///
    /// - Throws: ``AnimationParameterError`` unless the response is finite
    ///   and the damping ratio finite and not negative.
    public static func validate(response: Double, dampingRatio: Double) throws(AnimationParameterError) {
        try AnimationParameterError.check(
            response.isFinite, "Spring(response:dampingRatio:): response must be finite, not \(response)")
        try AnimationParameterError.check(
            dampingRatio.isFinite && dampingRatio >= 0,
            "Spring(response:dampingRatio:): dampingRatio must be finite and not negative, not \(dampingRatio)")
    }

    /// Checks the parameters of ``init(settlingDuration:dampingRatio:epsilon:)``.
    ///
    /// - Throws: ``AnimationParameterError`` unless the settling duration is
    ///   finite, the damping ratio positive and finite, and epsilon in
    ///   `0 < epsilon < 1`.
    public static func validate(
        settlingDuration: Double, dampingRatio: Double, epsilon: Double
    ) throws(AnimationParameterError) {
        try AnimationParameterError.check(
            settlingDuration.isFinite,
            "Spring(settlingDuration:): settlingDuration must be finite, not \(settlingDuration)")
        try AnimationParameterError.check(
            dampingRatio.isFinite && dampingRatio > 0,
            "Spring(settlingDuration:): dampingRatio must be positive and finite, not \(dampingRatio)")
        try AnimationParameterError.check(
            epsilon > 0 && epsilon < 1, "Spring(settlingDuration:): epsilon must be in 0 < epsilon < 1, not \(epsilon)")
    }
}
