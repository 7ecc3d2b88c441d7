import AnimationCore
import Foundation

/// A control that opens a URL, as in SwiftUI: a button in the tint color
/// that calls the environment's `openURL`.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link with a label view.
    ///
    /// - Parameters:
    ///   - destination: The URL.
    ///   - label: The label.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the URL.
    @MainActor @ViewBuilder public var body: some View {
        let openURL = self.openURL, destination = self.destination
        Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// A link with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a string title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View {}
