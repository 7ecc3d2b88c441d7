/// One option of a picker: the view that shows it, and its tag.
@MainActor
struct PickerOption {
    /// The value choosing the option sets; `nil` for a view without a tag,
    /// which shows but cannot be chosen, as in SwiftUI.
    var tag: AnyHashable?
    /// The view.
    var label: AnyView

    /// The options of a picker's content: each view of its tuples, groups,
    /// conditional branches and `ForEach`es (whose views take their IDs as
    /// tags when they have none), with the tag of its `.tag(_:)` modifier.
    static func options(of view: any View) -> [PickerOption] {
        if let source = view as? any PickerOptionSource { return source.pickerOptions() }
        return [PickerOption(tag: nil, label: AnyView(view))]
    }
}

/// A view that holds several options, or a tag.
@MainActor
protocol PickerOptionSource {
    func pickerOptions() -> [PickerOption]
}

extension TupleView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        children.flatMap { PickerOption.options(of: $0) }
    }
}

extension Group: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        PickerOption.options(of: content)
    }
}

extension AnyView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        PickerOption.options(of: view)
    }
}

extension Optional: PickerOptionSource where Wrapped: View {
    func pickerOptions() -> [PickerOption] {
        map { PickerOption.options(of: $0) } ?? []
    }
}

extension _ConditionalContent: PickerOptionSource {
    func pickerOptions() -> [PickerOption] {
        switch storage {
        case .trueContent(let view): PickerOption.options(of: view)
        case .falseContent(let view): PickerOption.options(of: view)
        }
    }
}

extension ForEach: PickerOptionSource where Content: View {
    func pickerOptions() -> [PickerOption] {
        data.flatMap { element -> [PickerOption] in
            var options = PickerOption.options(of: content(element))
            if options.count == 1, options[0].tag == nil { options[0].tag = AnyHashable(id(element)) }
            return options
        }
    }
}

extension ModifiedContent: PickerOptionSource where Content: View, Modifier: ViewModifier {
    func pickerOptions() -> [PickerOption] {
        if let tagged = modifier as? any TagCarrier {
            return [PickerOption(tag: tagged.anyTag, label: AnyView(self))]
        }
        // A modifier over one option keeps its tag and draws it; over
        // several, it applies to each.
        let inner = PickerOption.options(of: content)
        if inner.count == 1 { return [PickerOption(tag: inner[0].tag, label: AnyView(self))] }
        return inner.map { PickerOption(tag: $0.tag, label: AnyView($0.label.modifier(modifier))) }
    }
}

/// A tag modifier, whatever its value's type.
@MainActor
protocol TagCarrier {
    var anyTag: AnyHashable { get }
}

extension _TagModifier: TagCarrier {
    var anyTag: AnyHashable { AnyHashable(tag) }
}
