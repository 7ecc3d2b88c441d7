import AnimationViews
import Foundation

/// An action a control runs, as in UIKit: a handler (with a title and an
/// image for menus).
@MainActor @preconcurrency
open class UIAction: NSObject {
    /// The title.
    public let title: String
    /// The image.
    public let image: UIImage?
    /// The identifier.
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// An identifier of a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An action of a handler.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier (a new one when `nil`).
    ///   - handler: What it does.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?
}

/// A view the user works (a button, a switch, a field), as in UIKit: its
/// state, and actions run for its events.
///
/// The headless host draws UIKit views as placeholders and sends them no
/// touches: ``sendActions(for:)`` runs a control's actions as the user's
/// touch would. Target-action pairs (`addTarget(_:action:for:)`) are kept
/// but cannot be sent: calling a method by its selector needs the
/// Objective-C runtime, which Linux lacks; sending one warns once.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// A control's events.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events of bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went up inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch went up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's states.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states' bits.
        public let rawValue: UInt
        /// States of bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal.
        public static let normal = State([])
        /// Highlighted (touched).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How content is placed down the control.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centered.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Filling the height.
        case fill
    }

    /// How content is placed across the control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centered.
        case center
        /// At the left.
        case left
        /// At the right.
        case right
        /// Filling the width.
        case fill
        /// At the leading edge.
        case leading
        /// At the trailing edge.
        case trailing
    }

    /// How content is placed down the control (kept).
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// How content is placed across the control (kept).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Whether it is enabled.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// Whether it is highlighted.
    open var isHighlighted = false
    /// The current state.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []
    private var targets: [(target: AnyObject?, selector: Selector, events: Event)] = []

    /// Runs an action for events.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running an action for events.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Keeps a target and a method's selector for events (see the type's
    /// discussion: they are never called).
    ///
    /// - Parameters:
    ///   - target: The object.
    ///   - action: The method's selector.
    ///   - controlEvents: The events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }

    /// Forgets a target's selectors for events.
    ///
    /// - Parameters:
    ///   - target: The object (`nil`: every target).
    ///   - action: The selector (`nil`: every selector).
    ///   - controlEvents: The events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject?)) && (action == nil || entry.selector == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The events a target's selectors are kept for.
    open var allControlEvents: Event { targets.reduce(actions.reduce([]) { $0.union($1.events) }) { $0.union($1.events) } }

    /// Runs the actions of events, as the user's touch would; kept
    /// selectors are not called (warns once).
    ///
    /// - Parameter controlEvents: The events.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
        if targets.contains(where: { !$0.events.isDisjoint(with: controlEvents) }) {
            CurrentHost.warn("UIControl: target-action selectors cannot be called without the Objective-C runtime; use addAction(_:for:)")
        }
    }
}
