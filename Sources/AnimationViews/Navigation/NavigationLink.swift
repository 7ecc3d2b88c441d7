import AnimationCore
import Foundation

/// A button that pushes a screen on the enclosing `NavigationStack`: a
/// view, or a value that the stack shows through the `navigationDestination`
/// of its type.
///
/// Outside a stack, or for a value no destination handles, the link does
/// nothing and the host warns once (SwiftUI logs the same).
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// The deprecated links' binding (`isActive:`, `tag:selection:`): the
    /// destination shows while it is true (NavigationLink+Binding.swift).
    var isActive: Binding<Bool>? = nil
}

extension NavigationLink {
    /// A link to a view.
    ///
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - label: The link's label.
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination, value: nil)
    }

    /// A link to a view built on demand.
    ///
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - label: The link's label.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination(), value: nil)
    }
}

extension NavigationLink where Label == Text {
    /// A link with a title, to a view.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The screen to push.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), destination: destination, value: nil)
    }

    /// A link with a title, to a view.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The screen to push.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), destination: destination, value: nil)
    }

    /// A link with a title, to a view built on demand.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The screen to push.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), destination: destination(), value: nil)
    }

    /// A link with a title, to a view built on demand.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The screen to push.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destination: destination(), value: nil)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value.
    ///
    /// - Parameters:
    ///   - value: The value; `nil` makes a link that does nothing.
    ///   - label: The link's label.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link with a title that pushes a value.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), destination: nil, value: value.map { AnyHashable($0) })
    }

    /// A link with a title that pushes a value.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), destination: nil, value: value.map { AnyHashable($0) })
    }
}

extension NavigationLink: View {
    /// A button with the label, tinted, that pushes the screen; with a
    /// binding, the screen shows while the binding is true (a tap sets it,
    /// a back button or `dismiss` clears it).
    @ViewBuilder public var body: some View {
        if let isActive, let destination {
            Button {
                isActive.wrappedValue = true
            } label: {
                label
            }
            .navigationDestination(isPresented: isActive) { destination }
        } else {
            _NavigationLinkButton(label: AnyView(label), destination: destination.map { AnyView($0) }, value: value)
        }
    }
}

/// The button of a link.
struct _NavigationLinkButton: View {
    let label: AnyView
    let destination: AnyView?
    let value: AnyHashable?
    @Environment(\EnvironmentValues.navigation) private var navigation
    @Environment(\EnvironmentValues._warn) private var warn
    @Environment(\EnvironmentValues.splitViewNextColumn) private var splitNext
    @Environment(\EnvironmentValues.listSelection) private var listSelection

    var body: some View {
        Button {
            guard let navigation else {
                warn("A NavigationLink outside a NavigationStack does nothing.")
                return
            }
            if let value { listSelection?.select(value) }
            if let destination {
                navigation.context.pushView(destination)
            } else if let value, !navigation.context.pushValue(value) {
                // In a split view's column, a value no destination takes
                // shows the next column.
                if let splitNext, navigation.context.pushValue(AnyHashable(splitNext)) { return }
                warn(
                    "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching "
                        + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
            }
        } label: {
            label
        }
    }
}
