import AnimationCore
import AnimationViews
import Foundation

/// The Sign in with Apple button, as AuthenticationServices'
/// `SignInWithAppleButton`.
///
/// It fills the space it is offered (apps give it a height, as
/// `.frame(height: 50)`), drawn as iOS draws it but for the Apple logo,
/// which has no glyph here: the label, centred, semibold, in a rounded
/// rectangle of radius 6, black with white text by default
/// (``signInWithAppleButtonStyle(_:)``: white, or white with a black
/// outline). Apple publishes the styles, not the metrics: the radius and
/// the 17-point title are choices.
///
/// A tap makes an `ASAuthorizationAppleIDRequest`, hands it to `onRequest`
/// and, as no sheet is shown on the headless host, calls `onCompletion` at
/// once with what the simulated device gives (see
/// ``ASAuthorizationAppleIDProvider``): without a signed-in Apple ID,
/// `ASAuthorizationError(.unknown)`, with a warning.
public struct SignInWithAppleButton: View {
    /// The label on the button.
    public struct Label: Hashable, Sendable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// How the button is drawn.
    public struct Style: Hashable, Sendable {
        let fill: Color
        let text: Color
        let outlined: Bool
        /// White text on black (the default).
        public static let black = Style(fill: .black, text: .white, outlined: false)
        /// Black text on white.
        public static let white = Style(fill: .white, text: .black, outlined: false)
        /// Black text on white, in a black outline.
        public static let whiteOutline = Style(fill: .white, text: .black, outlined: true)
    }

    private let label: Label
    private let onRequest: @MainActor (ASAuthorizationAppleIDRequest) -> Void
    private let onCompletion: @MainActor (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A Sign in with Apple button.
    ///
    /// - Parameters:
    ///   - label: The label (`.signIn` by default).
    ///   - onRequest: Configures the request (its scopes, its nonce).
    ///   - onCompletion: Hears the outcome.
    @preconcurrency nonisolated public init(
        _ label: Label = .signIn, onRequest: @escaping @MainActor (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping @MainActor (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    /// The button.
    public var body: some View {
        Button(action: signIn) {
            ZStack {
                RoundedRectangle(cornerRadius: 6, style: .continuous).fill(style.fill)
                if style.outlined {
                    RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
                }
                Text(label.title)
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundColor(style.text)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(label.title))
    }

    private func signIn() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        onRequest(request)
        onCompletion(ASAuthorizationAppleIDProvider.outcome(of: [request]))
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    /// The style of the Sign in with Apple buttons inside.
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the Sign in with Apple buttons inside.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
