/// A parameter that a spring or an animation does not accept, with the
/// message its initializer's precondition gives.
///
/// Initializers trap on invalid parameters (they are programming errors in
/// code); tools that take parameters from users, such as a parser, call the
/// same checks first (`Spring.validate(response:dampingRatio:)`,
/// `SpeedAnimation.validate(speed:)`, ...) and report this error instead.
public struct AnimationParameterError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong, naming the initializer and the parameter.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// Throws `message` unless `condition` holds.
    @inlinable
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(AnimationParameterError) {
        guard condition else { throw AnimationParameterError(message()) }
    }
}

/// Runs a validation, trapping with its message if it fails: the
/// precondition of an initializer, sharing its check with the validator
/// that tools call.
@inlinable
func requireValid(_ validation: () throws(AnimationParameterError) -> Void) {
    do {
        try validation()
    } catch {
        preconditionFailure(error.message)
    }
}
