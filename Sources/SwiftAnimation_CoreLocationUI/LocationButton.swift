import AnimationViews
import Foundation

/// The button that shares the user's location once, as CoreLocationUI's
/// `LocationButton`.
///
/// On iOS a tap grants the app location access for the session and runs
/// the action; the headless host's location services already grant
/// access when asked (see CoreLocation), so a tap runs the action. It is
/// drawn as iOS draws it by default: the location arrow and the title in
/// white, on the tint colour, padded 10 by 16 points in a rounded
/// rectangle of radius 8 (a documented choice: Apple publishes no
/// metrics); `symbolVariant(.fill)`, `foregroundColor`, `tint`,
/// `labelStyle` and `cornerRadius` apply as to any button.
public struct LocationButton: View {
    /// The title a location button shows.
    public enum Title: Sendable, Equatable {
        /// "Current Location".
        case currentLocation
        /// "Send Current Location".
        case sendCurrentLocation
        /// "Send My Current Location".
        case sendMyCurrentLocation
        /// "Share Current Location".
        case shareCurrentLocation
        /// "Share My Current Location".
        case shareMyCurrentLocation

        /// The English title.
        var text: String {
            switch self {
            case .currentLocation: "Current Location"
            case .sendCurrentLocation: "Send Current Location"
            case .sendMyCurrentLocation: "Send My Current Location"
            case .shareCurrentLocation: "Share Current Location"
            case .shareMyCurrentLocation: "Share My Current Location"
            }
        }
    }

    private let title: Title?
    private let action: @MainActor () -> Void

    /// A button; without a title it shows the arrow alone.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - action: What a tap runs, once access is granted.
    @preconcurrency nonisolated public init(_ title: Title? = nil, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    /// The button.
    public var body: some View {
        Button(action: action) {
            Group {
                if let title {
                    Label(title.text, systemImage: "location")
                } else {
                    Image(systemName: "location")
                }
            }
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .foregroundColor(.white)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.accentColor))
        }
        .buttonStyle(.plain)
    }
}
