import AuthenticationServices
import CryptoKit
import SwiftUI

// Sign in with Apple as apps write it: the SwiftUI button with a hashed
// nonce and the scopes, the outcome's credential read in a switch, the
// stored user's credential state checked on appearance, and a UIKit-style
// coordinator that drives ASAuthorizationController itself.

private func sha256(_ input: String) -> String {
    let hashed = SHA256.hash(data: Data(input.utf8))
    return hashed.compactMap { String(format: "%02x", $0) }.joined()
}

struct AppleSignInScreen: View {
    @AppStorage("appleUserID") private var userID = ""
    @State private var status = "Signed out"
    @State private var name = ""
    @State private var currentNonce: String?

    var body: some View {
        VStack(spacing: 20) {
            Text(status)
            if !name.isEmpty {
                Text("Hello, \(name)")
            }
            SignInWithAppleButton(.signIn) { request in
                let nonce = UUID().uuidString
                currentNonce = nonce
                request.requestedScopes = [.fullName, .email]
                request.nonce = sha256(nonce)
            } onCompletion: { result in
                switch result {
                case .success(let authorization):
                    if let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
                        userID = credential.user
                        name = credential.fullName?.givenName ?? ""
                        status = "Signed in as \(credential.user)"
                    }
                case .failure(let error):
                    if let error = error as? ASAuthorizationError, error.code == .canceled {
                        status = "Cancelled"
                    } else {
                        status = "Failed: \((error as NSError).code)"
                    }
                }
            }
            .signInWithAppleButtonStyle(.whiteOutline)
            .frame(height: 50)
            .padding(.horizontal)
        }
        .onAppear {
            guard !userID.isEmpty else { return }
            ASAuthorizationAppleIDProvider().getCredentialState(forUserID: userID) { state, _ in
                DispatchQueue.main.async {
                    switch state {
                    case .authorized: status = "Welcome back"
                    case .revoked, .notFound: userID = ""
                    default: break
                    }
                }
            }
        }
    }
}

final class AppleSignInCoordinator: NSObject, ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding {
    var outcome = ""

    func start() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = self
        controller.presentationContextProvider = self
        controller.performRequests()
    }

    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        ASPresentationAnchor()
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else { return }
        outcome = "email \(credential.email ?? "none"), name \(credential.fullName == nil ? "none" : "given")"
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
        outcome = "error \((error as NSError).code)"
    }
}
