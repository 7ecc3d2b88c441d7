import Foundation

extension Animation {
    /// Delays the start of the animation.
    ///
    /// - Parameter delay: The delay in seconds; negative counts as zero.
    /// - Returns: The delayed animation.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(animation: self, delay: delay))
    }

    /// Changes the speed of the animation: 2 is twice as fast.
    ///
    /// - Parameter speed: The factor applied to time; must be positive and
    ///   finite.
    /// - Returns: The animation at the new speed.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(animation: self, speed: speed))
    }

    /// Repeats the animation a number of times.
    ///
    /// - Parameters:
    ///   - repeatCount: The number of passes, a reversed pass included; zero
    ///     or less counts as 1.
    ///   - autoreverses: Whether every other pass runs backwards.
    /// - Returns: The repeating animation.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as it runs.
    ///
    /// - Parameter autoreverses: Whether every other pass runs backwards.
    /// - Returns: The repeating animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports the animation logically complete after a time, if it has not
    /// already; it does not change the motion.
    ///
    /// - Parameter duration: The time in seconds.
    /// - Returns: The animation.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(animation: self, duration: duration))
    }
}
