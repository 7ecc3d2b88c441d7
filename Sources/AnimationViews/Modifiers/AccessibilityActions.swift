import AnimationCore
import Foundation

/// An action assistive technologies can perform on a view, as SwiftUI's
/// `AccessibilityActionKind`: the default (a double tap), escape, magic
/// tap, delete, show menu, or one of a name.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The element's default action (VoiceOver's double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismisses a modal view (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deletes the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Shows the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A custom action of a name (`accessibilityAction(named:_:)` makes them).
    ///
    /// - Parameter name: The name VoiceOver reads.
    public init(named name: Text) {
        self.name = name.string
    }

    init(name: String) {
        self.name = name
    }
}

/// `accessibilityAction` and `accessibilityAdjustableAction`: an element
/// with actions, around its content.
struct _AccessibilityActionModifier: PrimitiveModifier {
    let name: String?
    let handler: @MainActor () -> Void
    let adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?

    nonisolated init(name: String?, handler: @escaping @MainActor () -> Void, adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?) {
        self.name = name
        self.handler = handler
        self.adjust = adjust
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let element = node.ownPrimitive { AccessibilityPrimitive() }
        let list = element.info.actions ?? AccessibilityActionList()
        let names = list.names
        list.actions = name.map { [($0, handler)] } ?? []
        list.adjust = adjust
        if element.info.actions == nil || list.names != names {
            element.info.actions = list
            node.invalidateDrawing()
        }
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Adds an action assistive technologies can perform on the view.
    ///
    /// - Parameters:
    ///   - actionKind: Which action (`.default`, the double tap, by default).
    ///   - handler: What it does.
    /// - Returns: The view.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_AccessibilityActionModifier(name: actionKind.name, handler: handler, adjust: nil))
    }

    /// Adds a custom action of a name, which VoiceOver's rotor offers.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What it does.
    /// - Returns: The view.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: name.string, handler: handler, adjust: nil))
    }

    /// Adds a custom action of a name, from a string.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What it does.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: String(name), handler: handler, adjust: nil))
    }

    /// Adds a custom action of a localized name.
    ///
    /// - Parameters:
    ///   - nameKey: The action's name, as a localized string key.
    ///   - handler: What it does.
    /// - Returns: The view.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: Text(nameKey).string, handler: handler, adjust: nil))
    }

    /// Adds a custom action whose name is a view's text (iOS 15's form).
    ///
    /// - Parameters:
    ///   - action: What it does.
    ///   - label: The view whose text names it.
    /// - Returns: The view.
    nonisolated public func accessibilityAction<Label: View>(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        let name = (label() as? Text)?.string ?? "\(Label.self)"
        return modifier(_AccessibilityActionModifier(name: name, handler: action, adjust: nil))
    }

    /// Makes the view adjustable: VoiceOver's swipes up and down call the
    /// handler with the direction.
    ///
    /// - Parameter handler: Moves the value.
    /// - Returns: The view.
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        modifier(_AccessibilityActionModifier(name: nil, handler: {}, adjust: handler))
    }
}

extension DrawnView {
    /// The action lists of the view's element, outermost first.
    private var actionLists: [AccessibilityActionList] { elementInfos.compactMap(\.actions) }

    /// The names of the actions assistive technologies can perform on the
    /// view (`"default"`, `"escape"`, `"magicTap"`, `"delete"`,
    /// `"showMenu"`, custom names, `"increment"` and `"decrement"` for an
    /// adjustable view): those of the modifiers around it and inside it.
    public var accessibilityActionNames: [String] { actionLists.flatMap(\.names) }

    /// Performs an action as VoiceOver would, then updates the host.
    ///
    /// - Parameter name: The action's name (see ``accessibilityActionNames``).
    /// - Returns: Whether the view has the action.
    @discardableResult
    public func performAccessibilityAction(named name: String) -> Bool {
        for list in actionLists {
            if let action = list.actions.first(where: { $0.name == name }) {
                host.cycle { action.handler() }
            } else if let adjust = list.adjust, name == "increment" || name == "decrement" {
                host.cycle { adjust(name == "increment" ? .increment : .decrement) }
            } else {
                continue
            }
            return true
        }
        return false
    }

    /// Performs an action of a kind, as VoiceOver would.
    ///
    /// - Parameter kind: The action.
    /// - Returns: Whether the view has the action.
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind) -> Bool {
        performAccessibilityAction(named: kind.name)
    }
}
