import AnimationCore
import Foundation

/// A view that says why there is no content (an empty list, a search with
/// no results), as SwiftUI's `ContentUnavailableView` (iOS 17): the label
/// (its icon large above its title), a description, and actions, centred
/// in all the space offered.
///
/// Apple publishes no geometry for it. Here the icon is a 48-point symbol
/// in the secondary style, the title `.title2` bold, 8 points under the
/// icon; the description `.subheadline`, secondary and centred, and the
/// actions 16 points apart below; the whole is padded 16 points.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let description: Description
    nonisolated(unsafe) let actions: Actions

    /// Creates the view of a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: What is unavailable (a `Label` of a title and a symbol).
    ///   - description: Why, or what to do.
    ///   - actions: Buttons that help.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(spacing: 16) {
            label.labelStyle(_UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon large above the title: the label of a content-unavailable view.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == AnimationViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates the view of a title, a symbol and a description.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol's name.
    ///   - description: Why, or what to do.
    nonisolated public init(_ title: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(label: { AnimationViews.Label(title, systemImage: systemImage) }, description: { description })
    }

    /// Creates the view of a title from a string, a symbol and a
    /// description.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol's name.
    ///   - description: Why, or what to do.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { AnimationViews.Label(title, systemImage: systemImage) }, description: { description })
    }

    /// Creates the view of a title, an image of the catalog and a
    /// description.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image's name.
    ///   - description: Why, or what to do.
    nonisolated public init(_ title: LocalizedStringKey, image: String, description: Text? = nil) {
        self.init(label: { AnimationViews.Label(title, image: image) }, description: { description })
    }

    /// A search that found nothing: "No Results", a magnifying glass, and
    /// "Check the spelling or try a new search."
    nonisolated public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// A search for a text that found nothing: "No Results for “text”".
    ///
    /// - Parameter text: What was searched for.
    /// - Returns: The view.
    nonisolated public static func search(text: String) -> Self {
        Self(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
