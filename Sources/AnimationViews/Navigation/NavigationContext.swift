import AnimationCore
import AnimationRuntime

/// What the views inside a `NavigationStack` reach it by (through the
/// environment): links push, back buttons and `dismiss` pop.
@MainActor
final class NavigationContext {
    /// Pushes a value (a screen made by its type's destination).
    var pushValue: (AnyHashable) -> Bool = { _ in false }
    /// Pushes a view.
    var pushView: (AnyView) -> Void = { _ in }
    /// Pops the top screen, if any.
    var pop: () -> Void = {}
    /// Pushes a view that a `navigationDestination(isPresented:)` owns:
    /// `onPop` hears when a back button or `dismiss` pops it.
    var pushOwned: (_ owner: ObjectIdentifier, _ view: AnyView, _ onPop: @escaping @MainActor () -> Void) -> Void = { _, _, _ in }
    /// Pops the view an owner pushed (and the screens above it).
    var popOwned: (_ owner: ObjectIdentifier) -> Void = { _ in }
    /// The types that have destinations, to refuse a link no destination
    /// shows.
    var destinationTypes: Set<ObjectIdentifier> = []
}

/// The environment's navigation stack, and the depth of the screen a view
/// is on (0: the root).
struct NavigationEnvironmentKey: EnvironmentKey {
    static var defaultValue: (context: NavigationContext, depth: Int)? { nil }
}

extension EnvironmentValues {
    var navigation: (context: NavigationContext, depth: Int)? {
        get { self[NavigationEnvironmentKey.self] }
        set { self[NavigationEnvironmentKey.self] = newValue }
    }
}

/// An action that dismisses the screen that shows the view: pops it off
/// its navigation stack, or closes the sheet it is in. With nothing to
/// dismiss, it does nothing, as in SwiftUI.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses.
    @MainActor public func callAsFunction() {
        action()
    }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

extension EnvironmentValues {
    /// Dismisses the screen or sheet that shows the view.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is on a screen that was pushed or presented (so
    /// that dismissing it does something).
    public var isPresented: Bool {
        (navigation?.depth ?? 0) > 0 || presentationDepth > 0
    }
}
