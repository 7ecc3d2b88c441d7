import AnimationCore

/// The links SwiftUI deprecated in iOS 16, driven by a binding: the
/// destination is pushed on the enclosing stack while `isActive` is true,
/// or while `selection` equals the link's `tag`. A tap sets the binding; a
/// change of the binding from code pushes or pops; a back button or
/// `dismiss` clears it (`isActive` becomes false, `selection` `nil`), as
/// `navigationDestination(isPresented:)` does, which these links use.
extension NavigationLink {
    /// A link to a view, shown while a binding is true.
    ///
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - isActive: Whether the screen shows.
    ///   - label: The link's label.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination, value: nil, isActive: isActive)
    }

    /// A link to a view built on demand, shown while a binding is true.
    ///
    /// - Parameters:
    ///   - isActive: Whether the screen shows.
    ///   - destination: The screen to push.
    ///   - label: The link's label.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination(), value: nil, isActive: isActive)
    }

    /// A link to a view, shown while a selection equals the link's tag.
    ///
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - tag: The selection that shows the screen.
    ///   - selection: The list's selected link (`nil`: none).
    ///   - label: The link's label.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack")
    nonisolated public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), destination: destination, value: nil, isActive: Self.isActive(tag: tag, selection: selection))
    }

    /// A link to a view built on demand, shown while a selection equals the
    /// link's tag.
    ///
    /// - Parameters:
    ///   - tag: The selection that shows the screen.
    ///   - selection: The list's selected link (`nil`: none).
    ///   - destination: The screen to push.
    ///   - label: The link's label.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack")
    nonisolated public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), destination: destination(), value: nil, isActive: Self.isActive(tag: tag, selection: selection))
    }

    /// True while the selection is the tag; setting it true selects the
    /// tag, false clears the selection if it is still the tag.
    nonisolated static func isActive<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink where Label == Text {
    /// A link with a title, shown while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The screen to push.
    ///   - isActive: Whether the screen shows.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey), destination: destination, value: nil, isActive: isActive)
    }

    /// A link with a title, shown while a binding is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The screen to push.
    ///   - isActive: Whether the screen shows.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(title), destination: destination, value: nil, isActive: isActive)
    }

    /// A link with a title and a destination built in a closure, shown
    /// while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isActive: Whether the screen shows.
    ///   - destination: The screen to push.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    nonisolated public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), destination: destination(), value: nil, isActive: isActive)
    }

    /// A link with a string title and a destination built in a closure,
    /// shown while a binding is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isActive: Whether the screen shows.
    ///   - destination: The screen to push.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destination: destination(), value: nil, isActive: isActive)
    }

    /// A link with a title, shown while a selection equals the link's tag.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The screen to push.
    ///   - tag: The selection that shows the screen.
    ///   - selection: The list's selected link (`nil`: none).
    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack")
    nonisolated public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(titleKey), destination: destination, value: nil, isActive: Self.isActive(tag: tag, selection: selection))
    }

    /// A link with a title, shown while a selection equals the link's tag.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The screen to push.
    ///   - tag: The selection that shows the screen.
    ///   - selection: The list's selected link (`nil`: none).
    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(title), destination: destination, value: nil, isActive: Self.isActive(tag: tag, selection: selection))
    }
}
