import AnimationViews
import Foundation
import Synchronization

/// The Apple ID signed in on the simulated device, for Sign in with Apple.
public struct SimulatedAppleID: Hashable, Sendable {
    /// The user's identifier for the app's team.
    public var user: String
    /// The email address the app gets when it asks for `.email`.
    public var email: String?
    /// The name the app gets when it asks for `.fullName`.
    public var fullName: PersonNameComponents?

    /// An Apple ID.
    ///
    /// - Parameters:
    ///   - user: The user's identifier for the app's team.
    ///   - email: The email address.
    ///   - fullName: The name.
    public init(user: String, email: String? = nil, fullName: PersonNameComponents? = nil) {
        self.user = user
        self.email = email
        self.fullName = fullName
    }
}

/// Sign in with Apple's provider, as AuthenticationServices'
/// `ASAuthorizationAppleIDProvider`.
///
/// The headless host is a Simulator: no Apple ID is signed in unless
/// ``simulatedAppleID`` names one. Without one, a request fails with
/// `ASAuthorizationError(.unknown)` (error 1000, what a Simulator without
/// an Apple ID reports) and the host is warned once; with one, it succeeds
/// at once (no sheet is shown) with a credential of that user, whose email
/// and name are given only for the scopes asked for. Credential states
/// are `.authorized` for that user and `.notFound` for any other.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// The state of a user's credential.
    public enum CredentialState: Int, Sendable {
        /// The user revoked the app's authorization.
        case revoked = 0
        /// The user is authorized.
        case authorized = 1
        /// No credential for the user.
        case notFound = 2
        /// The credential was moved to another team.
        case transferred = 3
    }

    private static let signedIn = Mutex<SimulatedAppleID?>(nil)

    /// The Apple ID signed in on the simulated device (none by default).
    public static var simulatedAppleID: SimulatedAppleID? {
        get { signedIn.withLock { $0 } }
        set { signedIn.withLock { $0 = newValue } }
    }

    /// A provider.
    public override init() {}

    /// A new request to this provider.
    ///
    /// - Returns: The request.
    open func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// The state of a user's credential, given to `completion` on a task.
    ///
    /// - Parameters:
    ///   - userID: The user.
    ///   - completion: Called with the state (and no error).
    open func getCredentialState(
        forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void
    ) {
        let state = Self.state(of: userID)
        Task { completion(state, nil) }
    }

    /// The state of a user's credential.
    ///
    /// - Parameter userID: The user.
    /// - Returns: `.authorized` for the simulated Apple ID's user, else `.notFound`.
    open func credentialState(forUserID userID: String) async throws -> CredentialState {
        Self.state(of: userID)
    }

    private static func state(of userID: String) -> CredentialState {
        simulatedAppleID?.user == userID ? .authorized : .notFound
    }

    /// What a request gives on the simulated device: a credential of the
    /// signed-in Apple ID, or the error a Simulator without one reports.
    static func outcome(of requests: [ASAuthorizationRequest]) -> Result<ASAuthorization, any Error> {
        guard let signedIn = simulatedAppleID else {
            CurrentHost.warn(
                "AuthenticationServices: no Apple ID is signed in on the headless host, so Sign in with Apple fails with "
                    + "ASAuthorizationError.unknown (set ASAuthorizationAppleIDProvider.simulatedAppleID)")
            return .failure(ASAuthorizationError(.unknown))
        }
        guard let request = requests.lazy.compactMap({ $0 as? ASAuthorizationAppleIDRequest }).first else {
            return .failure(ASAuthorizationError(.notHandled))
        }
        let credential = ASAuthorizationAppleIDCredential(
            user: signedIn.user, request: request, email: signedIn.email, fullName: signedIn.fullName)
        return .success(ASAuthorization(provider: request.provider, credential: credential))
    }
}
