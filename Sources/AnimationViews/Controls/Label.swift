import AnimationCore
import Foundation

/// A title with an icon: the icon, then the title, side by side (the
/// look of SwiftUI's default label style on iOS).
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon

    /// Creates a label from views.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label: View {
    /// The icon, then the title (as the environment's label style draws
    /// them; stacked, icon above title, in a tab bar).
    public var body: some View {
        _LabelBody(title: title, icon: icon)
    }
}

/// A label as the environment's label style and stacking draw it.
struct _LabelBody<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    var body: Never { neverBody }
}

extension _LabelBody: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let environment = context.environment
        if let style = environment.labelStyle {
            node.updateChild(style.makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon))), in: context)
            return
        }
        switch environment.labelStackAxis {
        case .vertical:
            node.updateChild(
                VStack(spacing: 2) {
                    icon.imageScale(.large); title
                }, in: context)
        case .horizontal:
            node.updateChild(
                HStack(spacing: 8) {
                    icon; title
                }, in: context)
        }
    }
}

extension _LabelBody: View {}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol's name.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with a symbol from a string.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol's name.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with an image.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image's name.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}

extension Button where Label == AnimationViews.Label<Text, Image> {
    /// Creates a button with a title and a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol's name.
    ///   - action: What the button does.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { AnimationViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role, a title and a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol's name.
    ///   - role: The role; none when `nil`.
    ///   - action: What the button does.
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { AnimationViews.Label(titleKey, systemImage: systemImage) }
    }
}
