import Foundation

extension Spring {
    /// The value of the spring at a time, moving from zero towards `target`.
    ///
    /// - Parameters:
    ///   - target: The amount of change: the spring starts at zero and
    ///     settles at `target`.
    ///   - initialVelocity: The velocity at time zero, in units per second.
    ///   - time: The time since the start, in seconds; negative times count
    ///     as zero, NaN is a precondition failure.
    /// - Returns: The value at `time`.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = SpringMotion(spring: self, time: time)
        var result = target.scaled(by: motion.positionFromTarget)
        result += initialVelocity.scaled(by: motion.positionFromVelocity)
        return result
    }

    /// The velocity of the spring at a time, moving from zero towards
    /// `target`, in units per second.
    ///
    /// - Parameters:
    ///   - target: The amount of change.
    ///   - initialVelocity: The velocity at time zero.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The velocity at `time`.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = SpringMotion(spring: self, time: time)
        var result = target.scaled(by: motion.velocityFromTarget)
        result += initialVelocity.scaled(by: motion.velocityFromVelocity)
        return result
    }

    /// The spring's force on the value, per unit of mass: the acceleration
    /// `(k·(target − position) − c·velocity) / m`, in units per second
    /// squared.
    ///
    /// - Parameters:
    ///   - target: Where the spring pulls towards.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    /// - Returns: The acceleration.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        let omegaSquared = angularFrequency * angularFrequency
        var result = (target - position).scaled(by: omegaSquared)
        result -= velocity.scaled(by: 2 * dampingRatio * angularFrequency)
        return result
    }

    /// Advances a value and velocity moving towards `target` by a time step.
    ///
    /// The step is exact (the closed-form motion from the current state),
    /// not a numerical integration, so any step size gives the same motion.
    ///
    /// - Parameters:
    ///   - value: The current value; updated.
    ///   - velocity: The current velocity; updated.
    ///   - target: The value the spring moves towards.
    ///   - deltaTime: The time step in seconds.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let motion = SpringMotion(spring: self, time: deltaTime)
        let remaining = target - value
        var newVelocity = remaining.scaled(by: motion.velocityFromTarget)
        newVelocity += velocity.scaled(by: motion.velocityFromVelocity)
        value += remaining.scaled(by: motion.positionFromTarget)
        value += velocity.scaled(by: motion.positionFromVelocity)
        velocity = newVelocity
    }

    /// The value of the spring at a time, moving from `fromValue` to
    /// `toValue`.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time zero.
    ///   - toValue: The value the spring settles at.
    ///   - initialVelocity: The velocity at time zero, as a value whose
    ///     animatable data is the velocity.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The value at `time`.
    @inlinable
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData += value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of the spring at a time, moving from `fromValue` to
    /// `toValue`, as a value whose animatable data is the velocity.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time zero.
    ///   - toValue: The value the spring settles at.
    ///   - initialVelocity: The velocity at time zero.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The velocity at `time`.
    @inlinable
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The spring's force per unit of mass between two values.
    ///
    /// - Parameters:
    ///   - fromValue: The value at the start of the motion.
    ///   - toValue: The value the spring pulls towards.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    /// - Returns: The acceleration, as a value whose animatable data holds it.
    @inlinable
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData - fromValue.animatableData,
            position: position.animatableData - fromValue.animatableData,
            velocity: velocity.animatableData)
        return result
    }

    /// The time the spring takes to settle between two values.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time zero.
    ///   - toValue: The value the spring settles at.
    ///   - initialVelocity: The velocity at time zero.
    ///   - epsilon: How close to the target counts as settled.
    /// - Returns: The settling time in seconds.
    @inlinable
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
