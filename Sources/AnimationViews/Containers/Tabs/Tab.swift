import AnimationCore
import Foundation

/// A tab of a `TabView`, the iOS 18 way: its content, the label its item
/// shows in the tab bar, and the value that selects it.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: 0) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
/// }
/// ```
///
/// A tab is the page `content.tabItem { label }.tag(value)` makes; a tab
/// without a value is selected by its place.
public struct Tab<Value: Hashable, Content: View, Label: View> {
    let value: Value?
    let content: Content
    let label: Label

    /// The page, with its item's label.
    @MainActor @ViewBuilder public var body: some View {
        content.tabItem { label }
    }

    /// A tab of a value, with a label view.
    ///
    /// - Parameters:
    ///   - value: The value that selects it.
    ///   - content: The page.
    ///   - label: The item's label.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

/// The label of a tab of a title and an image.
public typealias DefaultTabLabel = Label<Text, Image>

extension Tab where Label == DefaultTabLabel {
    /// A tab of a title, a system image and a value.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The system image's name.
    ///   - value: The value that selects it.
    ///   - content: The page.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { SwiftAnimationLabel.make(String(title), systemImage: systemImage) }
    }

    /// A tab of a title, an asset image and a value.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The asset image's name.
    ///   - value: The value that selects it.
    ///   - content: The page.
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { SwiftAnimationLabel.make(String(title), image: image) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab of a title and a system image, selected by its place.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The system image's name.
    ///   - content: The page.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = SwiftAnimationLabel.make(String(title), systemImage: systemImage)
    }

    /// A tab of a title and an asset image, selected by its place.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The asset image's name.
    ///   - content: The page.
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = SwiftAnimationLabel.make(String(title), image: image)
    }
}

/// Labels of a title and an image, as tabs make them.
enum SwiftAnimationLabel {
    static func make(_ title: String, systemImage: String) -> Label<Text, Image> {
        Label(title: { Text(verbatim: title) }, icon: { Image(systemName: systemImage) })
    }

    static func make(_ title: String, image: String) -> Label<Text, Image> {
        Label(title: { Text(verbatim: title) }, icon: { Image(image) })
    }
}

extension Tab: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        [PickerOption(tag: value.map { AnyHashable($0) }, label: AnyView(content.tabItem { label }))]
    }
}

extension Tab: View {}
