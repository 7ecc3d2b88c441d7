import AnimationViews
import Foundation
import UIKit

/// The window a sheet of AuthenticationServices is shown over.
public typealias ASPresentationAnchor = UIWindow

/// What hears how an authorization ended, as AuthenticationServices'
/// `ASAuthorizationControllerDelegate`.
@MainActor
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// The user authorized.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - authorization: The authorization.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - error: Why.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// What gives the window an authorization's sheet is shown over, as
/// AuthenticationServices' `ASAuthorizationControllerPresentationContextProviding`.
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    /// The window.
    ///
    /// - Parameter controller: The controller asking.
    /// - Returns: The window.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests, as AuthenticationServices'
/// `ASAuthorizationController`.
///
/// No sheet is shown on the headless host: ``performRequests()`` tells the
/// delegate on the main actor, on a task, what the simulated device gives
/// (see ``ASAuthorizationAppleIDProvider``). Like Apple's, the class is
/// not isolated to an actor; its delegate and presentation protocols are
/// the main actor's.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// What hears how the authorization ended.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// What gives the window the sheet is shown over.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller of requests.
    ///
    /// - Parameter authorizationRequests: The requests.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    /// Performs the requests: the delegate hears the outcome on a task.
    /// The controller is kept until it has.
    open func performRequests() {
        let outcome = ASAuthorizationAppleIDProvider.outcome(of: authorizationRequests)
        Task { @MainActor in
            let delegate = self.delegate
            switch outcome {
            case .success(let authorization): delegate?.authorizationController(controller: self, didCompleteWithAuthorization: authorization)
            case .failure(let error): delegate?.authorizationController(controller: self, didCompleteWithError: error)
            }
        }
    }

    /// Cancels: nothing is in progress on the headless host.
    open func cancel() {}
}

/// What gives the window a web authentication session is shown over, as
/// AuthenticationServices' `ASWebAuthenticationPresentationContextProviding`.
@MainActor
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// The window.
    ///
    /// - Parameter session: The session asking.
    /// - Returns: The window.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a web authentication session failed, as AuthenticationServices'
/// `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable, CustomNSError {
    /// The codes.
    public enum Code: Int, Sendable {
        /// The user closed the browser.
        case canceledLogin = 1
        /// No window to show the browser over.
        case presentationContextNotProvided = 2
        /// The window given cannot show it.
        case presentationContextInvalid = 3
    }

    /// The code.
    public let code: Code
    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    /// The errors' domain.
    public static let errorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// The user closed the browser.
    public static let canceledLogin = Code.canceledLogin
}

/// Whether an error is an `ASWebAuthenticationSessionError` of a code, so
/// that `catch ASWebAuthenticationSessionError.canceledLogin` matches it.
///
/// - Parameters:
///   - code: The code.
///   - error: The error.
/// - Returns: Whether it matches.
public func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
    (error as? ASWebAuthenticationSessionError)?.code == code
}

/// Signs the user in through a web page, as AuthenticationServices'
/// `ASWebAuthenticationSession`.
///
/// The headless host has no browser: ``start()`` returns `true` and the
/// completion handler gets `ASWebAuthenticationSessionError(.canceledLogin)`
/// on a task, as when the user closes the browser; the host is warned
/// once. A session starts once.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    /// What the session calls with the callback URL or the error.
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void

    /// The page that signs the user in.
    public let url: URL
    /// The scheme of the URL the page calls back with.
    public let callbackURLScheme: String?
    private let completionHandler: CompletionHandler
    private var started = false

    /// What gives the window the browser is shown over.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether the browser keeps no cookies.
    open var prefersEphemeralWebBrowserSession = false

    /// A session.
    ///
    /// - Parameters:
    ///   - url: The page that signs the user in.
    ///   - callbackURLScheme: The scheme of the URL it calls back with.
    ///   - completionHandler: Called with the callback URL or the error.
    public init(url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.url = url
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
    }

    /// Whether the session can start (not yet started).
    open var canStart: Bool { !started }

    /// Starts the session: on the headless host it ends at once, as
    /// cancelled by the user.
    ///
    /// - Returns: Whether it started (`false` the second time).
    @discardableResult
    open func start() -> Bool {
        guard !started else { return false }
        started = true
        CurrentHost.warn("AuthenticationServices: the headless host has no browser, so ASWebAuthenticationSession ends as cancelled by the user")
        let completion = completionHandler
        Task { completion(nil, ASWebAuthenticationSessionError(.canceledLogin)) }
        return true
    }

    /// Cancels the session: it has already ended on the headless host.
    open func cancel() {}
}
