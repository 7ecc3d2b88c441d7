import AuthenticationServices
import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Sign in with Apple", .serialized)
struct SignInWithAppleBehaviourTests {
    /// Without an Apple ID the button's completion hears error 1000, as on
    /// a Simulator without one, and the host is warned; with one, the app
    /// gets its user, and the name because it asked for it.
    @Test func theButtonSignsInTheSimulatedAppleID() throws {
        defer { ASAuthorizationAppleIDProvider.simulatedAppleID = nil }
        UserDefaults.standard.removeObject(forKey: "appleUserID")
        let host = ViewHost(AppleSignInScreen(), size: CGSize(width: 390, height: 300))
        let button = try #require(host.find(text: "Sign in with Apple"))
        // It fills the width it is given (390 less 16 on each side) and the 50 points asked for.
        #expect(host.displayList.drawnItems.contains { abs($0.frame.width - 358) < 0.01 && abs($0.frame.height - 50) < 0.01 })
        #expect(button.tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Failed: 1000") != nil)
        #expect(host.warnings.contains { $0.contains("AuthenticationServices: no Apple ID is signed in") })

        var name = PersonNameComponents()
        name.givenName = "Ada"
        ASAuthorizationAppleIDProvider.simulatedAppleID = SimulatedAppleID(user: "001.ada", email: "ada@example.com", fullName: name)
        #expect(host.find(text: "Sign in with Apple")?.tap() == true)
        host.advance(by: 0.1)
        #expect(host.find(text: "Signed in as 001.ada") != nil)
        #expect(host.find(text: "Hello, Ada") != nil)
    }

    /// The button is drawn in its style: white with a black outline here.
    @Test func theStyleIsDrawn() throws {
        let host = ViewHost(AppleSignInScreen(), size: CGSize(width: 390, height: 300))
        let drawn = host.displayList.drawnItems
        func isWhite(_ color: Color.Resolved?) -> Bool { color.map { min($0.red, $0.green, $0.blue) > 0.998 } == true }
        func isBlack(_ color: Color.Resolved?) -> Bool { color.map { max($0.red, $0.green, $0.blue) < 0.002 } == true }
        // The fill fills the button (358 × 50); the outline is a point wide inside it.
        #expect(drawn.contains { $0.isStroke && isBlack($0.color) && abs($0.frame.width - 357) < 0.01 })
        #expect(drawn.contains { !$0.isStroke && isWhite($0.color) && abs($0.frame.width - 358) < 0.01 })
        let black = ViewHost(
            SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in }).frame(width: 300, height: 44),
            size: CGSize(width: 300, height: 44))
        let button = try #require(black.find(text: "Continue with Apple"))
        #expect(abs(button.frame.midX - 150) < 0.5 && abs(button.frame.midY - 22) < 0.5)
        #expect(black.displayList.drawnItems.contains { !$0.isStroke && $0.frame.width == 300 && isBlack($0.color) })
        #expect(!black.displayList.drawnItems.contains { $0.isStroke })
    }

    /// A credential's state, the controller's delegate, the request's
    /// scopes (the email only when asked), and a web sign-in that ends as
    /// cancelled.
    @Test func theControllerTheStateAndTheWebSession() async throws {
        defer { ASAuthorizationAppleIDProvider.simulatedAppleID = nil }
        let provider = ASAuthorizationAppleIDProvider()
        #expect(try await provider.credentialState(forUserID: "001.ada") == .notFound)
        ASAuthorizationAppleIDProvider.simulatedAppleID = SimulatedAppleID(user: "001.ada", email: "ada@example.com")
        #expect(try await provider.credentialState(forUserID: "001.ada") == .authorized)
        #expect(try await provider.credentialState(forUserID: "002.bob") == .notFound)

        let coordinator = AppleSignInCoordinator()
        coordinator.start()
        #expect(await yieldUntil { !coordinator.outcome.isEmpty })
        #expect(coordinator.outcome == "email ada@example.com, name none")

        ASAuthorizationAppleIDProvider.simulatedAppleID = nil
        let failing = AppleSignInCoordinator()
        failing.start()
        #expect(await yieldUntil { !failing.outcome.isEmpty })
        #expect(failing.outcome == "error 1000")
        do {
            throw ASAuthorizationError(.canceled)
        } catch ASAuthorizationError.canceled {
        } catch {
            Issue.record("not matched: \(error)")
        }

        let ended = await withCheckedContinuation { (continuation: CheckedContinuation<(URL?, Int?), Never>) in
            let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") { url, error in
                continuation.resume(returning: (url, (error as? ASWebAuthenticationSessionError)?.code.rawValue))
            }
            #expect(session.start())
            #expect(!session.start() && !session.canStart)
        }
        #expect(ended.0 == nil && ended.1 == 1)
    }
}
