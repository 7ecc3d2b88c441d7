import AnimationCore
import AnimationRuntime
import Foundation

/// A control that chooses one of several values: each view of its content
/// is an option, and the option whose tag (``/AnimationEngine/View/tag(_:includeOptional:)``,
/// or its `ForEach` ID) equals the selection is the chosen one.
///
/// The environment's ``PickerStyle`` draws it (`.menu` by default, as on
/// iOS since iOS 16 outside a form). Choosing an option sets the selection
/// with an animation (`.smooth`), so whatever depends on it animates; a
/// disabled picker does not choose. Options without a tag show but cannot be
/// chosen, as in SwiftUI.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style

    /// Creates a picker with a label view.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - content: The options.
    ///   - label: What the picker is for.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates a picker with a label view given first.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - label: What the picker is for.
    ///   - content: The options.
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: What the picker is for.
    ///   - selection: The chosen value.
    ///   - content: The options.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker with a text label from a string.
    ///
    /// - Parameters:
    ///   - title: What the picker is for.
    ///   - selection: The chosen value.
    ///   - content: The options.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: View {
    /// The picker as its style draws it.
    public var body: some View {
        let options = PickerOption.options(of: content)
        let selected = AnyHashable(selection.wrappedValue)
        let binding = selection
        let configuration = PickerConfiguration(
            label: AnyView(label), options: options.map(\.label),
            selectedIndex: options.firstIndex { $0.tag == selected },
            select: { index in
                guard options.indices.contains(index), let value = options[index].tag?.base as? SelectionValue else { return }
                withAnimation(.smooth) { binding.wrappedValue = value }
            })
        switch style {
        case .segmented: SegmentedPickerBody(configuration: configuration)
        case .wheel: WheelPickerBody(configuration: configuration)
        case .menu: MenuPickerBody(configuration: configuration)
        }
    }
}

/// What a picker style draws: the label, the options' views, which is
/// chosen, and how to choose one.
struct PickerConfiguration {
    var label: AnyView
    var options: [AnyView]
    var selectedIndex: Int?
    var select: @MainActor (Int) -> Void
}
