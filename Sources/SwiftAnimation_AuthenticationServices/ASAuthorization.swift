import Foundation

/// What a request for authorization gives back, as AuthenticationServices'
/// `ASAuthorization`: the provider asked and the credential it gave.
open class ASAuthorization: NSObject, @unchecked Sendable {
    /// The kind of information an app asks for about the user.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        /// The scope's name.
        public let rawValue: String
        /// A scope of a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The user's email address.
        public static let email = Scope(rawValue: "email")
    }

    /// What an OpenID request asks the provider to do.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        /// The operation's name.
        public let rawValue: String
        /// An operation of a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sign the user in (the default).
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        /// Refresh the user's credential.
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        /// Sign the user out.
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
        /// The provider chooses.
        public static let operationImplicit = OpenIDOperation(rawValue: "")
    }

    /// The provider that gave the credential.
    public let provider: any ASAuthorizationProvider
    /// The credential.
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }
}

/// Something that can authorize the user, as AuthenticationServices'
/// `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// What a provider gives when the user authorizes, as AuthenticationServices'
/// `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request to a provider, as AuthenticationServices' `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    /// The provider the request is for.
    public let provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
    }
}

/// An OpenID request, as AuthenticationServices' `ASAuthorizationOpenIDRequest`.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// What the app asks to know (none by default).
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A value the app gets back in the credential.
    open var state: String?
    /// A value bound to the identity token (an app passes a hash of it).
    open var nonce: String?
    /// What to do (``ASAuthorization/OpenIDOperation/operationLogin`` by default).
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationLogin
}

/// A request to sign in with an Apple ID, as AuthenticationServices'
/// `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    /// The user the app already knows, to refresh.
    open var user: String?
}

/// How sure the system is that the user is a real person, as
/// AuthenticationServices' `ASUserDetectionStatus`.
public enum ASUserDetectionStatus: Int, Sendable {
    /// Not supported on the device.
    case unsupported = 0
    /// Not known.
    case unknown = 1
    /// Likely a real person.
    case likelyReal = 2
}

/// What signing in with an Apple ID gives, as AuthenticationServices'
/// `ASAuthorizationAppleIDCredential`.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user's stable identifier for the app's team.
    open private(set) var user: String
    /// The request's state.
    open private(set) var state: String?
    /// The scopes the user granted.
    open private(set) var authorizedScopes: [ASAuthorization.Scope]
    /// A short-lived code for the app's server.
    open private(set) var authorizationCode: Data?
    /// A JSON Web Token for the app's server.
    open private(set) var identityToken: Data?
    /// The email address, the first time the user signs in and only when
    /// asked for.
    open private(set) var email: String?
    /// The full name, the first time the user signs in and only when asked for.
    open private(set) var fullName: PersonNameComponents?
    /// Whether the user appears to be a real person.
    open private(set) var realUserStatus: ASUserDetectionStatus

    init(user: String, request: ASAuthorizationAppleIDRequest, email: String?, fullName: PersonNameComponents?) {
        let scopes = request.requestedScopes ?? []
        self.user = user
        self.state = request.state
        self.authorizedScopes = scopes
        self.email = scopes.contains(.email) ? email : nil
        self.fullName = scopes.contains(.fullName) ? fullName : nil
        self.realUserStatus = .unsupported
        // Stand-ins for the server's artifacts, marked as such.
        self.authorizationCode = Data("simulated-authorization-code".utf8)
        self.identityToken = Data("simulated-identity-token.\(request.nonce ?? "")".utf8)
    }
}

/// Why authorization failed, as AuthenticationServices' `ASAuthorizationError`.
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomNSError {
    /// The codes.
    public enum Code: Int, Sendable {
        /// An unknown failure (what a Simulator without an Apple ID reports).
        case unknown = 1000
        /// The user cancelled.
        case canceled = 1001
        /// The response was not valid.
        case invalidResponse = 1002
        /// The request was not handled.
        case notHandled = 1003
        /// The request failed.
        case failed = 1004
        /// The request needs user interaction.
        case notInteractive = 1005
    }

    /// The code.
    public let code: Code
    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    /// The errors' domain.
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// An unknown failure.
    public static let unknown = Code.unknown
    /// The user cancelled.
    public static let canceled = Code.canceled
    /// The request failed.
    public static let failed = Code.failed
}

/// Whether an error is an `ASAuthorizationError` of a code, so that
/// `catch ASAuthorizationError.canceled` matches it.
///
/// - Parameters:
///   - code: The code.
///   - error: The error.
/// - Returns: Whether it matches.
public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool {
    (error as? ASAuthorizationError)?.code == code
}
