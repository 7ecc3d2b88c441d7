import AnimationViews
import Foundation
import Synchronization

/// What an app asks the user to prove, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, or the passcode.
    case deviceOwnerAuthentication = 2
    /// An Apple Watch nearby.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or an Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The kinds of biometry, as LocalAuthentication's `LABiometryType`.
public enum LABiometryType: Int, Sendable {
    /// None.
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// Why an authentication failed, as LocalAuthentication's `LAError`.
public struct LAError: Error, Hashable, Sendable {
    /// The codes.
    public enum Code: Int, Sendable {
        /// The user failed to prove who they are.
        case authenticationFailed = -1
        /// The user cancelled.
        case userCancel = -2
        /// The user chose the fallback.
        case userFallback = -3
        /// The system cancelled.
        case systemCancel = -4
        /// No passcode is set.
        case passcodeNotSet = -5
        /// The app cancelled.
        case appCancel = -9
        /// The context was invalidated.
        case invalidContext = -10
        /// The device has no biometry.
        case biometryNotAvailable = -6
        /// No biometry is enrolled.
        case biometryNotEnrolled = -7
        /// Biometry is locked out.
        case biometryLockout = -8
        /// The policy cannot be evaluated without user interface.
        case notInteractive = -1004
    }

    /// The code.
    public let code: Code
    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    /// The user failed.
    public static let authenticationFailed = Code.authenticationFailed
    /// The user cancelled.
    public static let userCancel = Code.userCancel
    /// The device has no biometry.
    public static let biometryNotAvailable = Code.biometryNotAvailable
    /// No biometry is enrolled.
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
}

/// Where an app asks the user to prove who they are, as
/// LocalAuthentication's `LAContext`.
///
/// The headless host is a Simulator whose biometry is set in
/// ``simulatedBiometry`` (none by default, as on a device without it;
/// `.faceID` is the Simulator's "Enrolled" Face ID) and whose user
/// succeeds as ``simulatedMatch`` says (a matching face by default).
/// Replies come on a task, as on iOS (on a queue of the system's); the
/// host is warned once.
open class LAContext: NSObject, @unchecked Sendable {
    private static let settings = Mutex((biometry: LABiometryType.none, match: true))

    /// The biometry every context finds (none by default).
    public static var simulatedBiometry: LABiometryType {
        get { settings.withLock { $0.biometry } }
        set { settings.withLock { $0.biometry = newValue } }
    }

    /// Whether the user's face or finger matches (true by default).
    public static var simulatedMatch: Bool {
        get { settings.withLock { $0.match } }
        set { settings.withLock { $0.match = newValue } }
    }

    /// The biometry the device has, known after ``canEvaluatePolicy(_:error:)``.
    open private(set) var biometryType: LABiometryType = .none
    /// The title of the fallback button.
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?

    /// Whether a policy can be evaluated: biometric policies need the
    /// simulated biometry; the passcode policy always can. When not,
    /// `error` is set to `LAError(.biometryNotAvailable)` as an `NSError`.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - error: Set to why not.
    /// - Returns: Whether it can.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        CurrentHost.warn(
            "LocalAuthentication: the headless host is a Simulator with \(Self.simulatedBiometry) biometry (LAContext.simulatedBiometry)")
        biometryType = Self.simulatedBiometry
        guard policy == .deviceOwnerAuthentication || Self.simulatedBiometry != .none else {
            error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
            return false
        }
        return true
    }

    /// Asks the user to prove who they are: replies with success when the
    /// policy can be evaluated and the user matches, else with the
    /// `LAError` of why not.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks (shown by iOS).
    ///   - reply: Called on a task with the outcome.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let outcome = outcome(of: policy)
        Task { reply(outcome == nil, outcome) }
    }

    /// Asks the user to prove who they are (see the reply form).
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks.
    /// - Returns: `true`.
    /// - Throws: The `LAError` of why not.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        if let error = outcome(of: policy) { throw error }
        return true
    }

    /// Ends the context: later evaluations fail with `.invalidContext`.
    open func invalidate() { invalidated = true }

    private var invalidated = false

    private func outcome(of policy: LAPolicy) -> LAError? {
        if invalidated { return LAError(.invalidContext) }
        guard canEvaluatePolicy(policy, error: nil) else { return LAError(.biometryNotAvailable) }
        return policy == .deviceOwnerAuthentication || Self.simulatedMatch ? nil : LAError(.authenticationFailed)
    }
}
