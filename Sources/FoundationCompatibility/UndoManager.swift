#if !canImport(Darwin)
import Foundation

/// A recorder of undo and redo operations, as Apple's Foundation's
/// `UndoManager` (Linux's Foundation has none).
///
/// Operations are closures registered with ``registerUndo(withTarget:handler:)``
/// in groups: ``undo()`` runs the last group's closures, newest first, and
/// whatever they register while undoing becomes the group that ``redo()``
/// runs. A registration that is neither undoing nor redoing clears the redo
/// stack.
///
/// - **Grouping by event** (``groupsByEvent``, on by default): a
///   registration outside any group opens one, which closes at the end of
///   the event a `ViewHost` delivers (a tap, a drag's step, typed text) or
///   when the main queue next runs (Apple closes it at the end of the run
///   loop's pass), or when ``undo()`` is called with it the only group
///   open. So the registrations of one tap undo together, and two taps
///   undo one at a time.
/// - **Misuse** raises in Apple's Foundation (`NSInternalInconsistencyException`)
///   and is a precondition failure here: ending a group none began,
///   ``undo()`` with nested groups open, registering with no group open
///   when ``groupsByEvent`` is off, enabling registration that was not
///   disabled.
/// - **Targets** are held strongly until their operations run or are
///   removed (``removeAllActions(withTarget:)``); Apple does not document
///   whether it retains them.
/// - It posts Apple's notifications (`.NSUndoManagerCheckpoint`,
///   `.NSUndoManagerWillUndoChange`, ...) with itself as the object.
///
/// Use it from one thread (the main thread), as Apple's.
open class UndoManager: NSObject, @unchecked Sendable {
    /// One operation, or a group nested in another.
    private enum Item {
        case action(target: AnyObject, run: () -> Void)
        case group(Group)
    }

    /// A group of operations, oldest first.
    private final class Group {
        var items: [Item] = []
        var actionName = ""
        var isDiscardable = false
        var isAutomatic = false

        var isEmpty: Bool {
            items.allSatisfy { if case .group(let inner) = $0 { inner.isEmpty } else { false } }
        }

        func removeActions(withTarget target: AnyObject) {
            items.removeAll { item in
                switch item {
                case .action(let owner, _): return owner === target
                case .group(let inner):
                    inner.removeActions(withTarget: target)
                    return inner.isEmpty
                }
            }
        }
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups open now, outermost first.
    private var openGroups: [Group] = []
    /// Where registrations go while undoing or redoing.
    private var recording: Group?
    private var disabledCount = 0
    private var closeScheduled = false

    /// Whether a registration outside any group opens one that closes at
    /// the end of the event; `true` by default.
    open var groupsByEvent = true

    /// The most top-level groups kept; 0 (the default) keeps all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// Whether the manager is running undo operations.
    open private(set) var isUndoing = false

    /// Whether the manager is running redo operations.
    open private(set) var isRedoing = false

    /// Creates an empty manager.
    public override init() {
        super.init()
    }

    // MARK: - Registering

    /// Registers an operation that undoes a change: the closure runs with
    /// the target when the group it is in is undone.
    ///
    /// - Parameters:
    ///   - target: The object the operation changes.
    ///   - handler: The operation.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let item = Item.action(target: target) { handler(target) }
        if let recording {
            recording.items.append(item)
            return
        }
        if openGroups.isEmpty {
            precondition(groupsByEvent, "UndoManager: registerUndo with no group open and groupsByEvent off")
            beginAutomaticGroup()
        }
        openGroups[openGroups.count - 1].items.append(item)
        redoStack.removeAll()
    }

    /// Whether registrations are recorded (see ``disableUndoRegistration()``).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Stops recording registrations until a matching
    /// ``enableUndoRegistration()``; calls nest.
    open func disableUndoRegistration() {
        disabledCount += 1
    }

    /// Records registrations again after ``disableUndoRegistration()``.
    open func enableUndoRegistration() {
        precondition(disabledCount > 0, "UndoManager: enableUndoRegistration without a disableUndoRegistration")
        disabledCount -= 1
    }

    // MARK: - Grouping

    /// The number of groups open.
    open var groupingLevel: Int { openGroups.count }

    /// Opens a group: the operations registered until the matching
    /// ``endUndoGrouping()`` undo together.
    open func beginUndoGrouping() {
        post(.NSUndoManagerCheckpoint)
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group.
    open func endUndoGrouping() {
        precondition(!openGroups.isEmpty, "UndoManager: endUndoGrouping without a beginUndoGrouping")
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if group.isEmpty {
            // An empty group leaves nothing to undo.
        } else if let outer = openGroups.last {
            outer.items.append(.group(group))
        } else {
            undoStack.append(group)
            trim()
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    // MARK: - Undoing and redoing

    /// Whether there is an operation to undo.
    open var canUndo: Bool {
        !undoStack.isEmpty || openGroups.contains { !$0.isEmpty }
    }

    /// Whether there is an operation to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the only open group if one is, then undoes the last group.
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        precondition(openGroups.isEmpty, "UndoManager: undo with nested undo groups open")
        undoNestedGroup()
    }

    /// Undoes the last group, recording what it registers as one redo group.
    open func undoNestedGroup() {
        post(.NSUndoManagerCheckpoint)
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        let redo = run(group)
        isUndoing = false
        if !redo.isEmpty { redoStack.append(redo) }
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last undone group, recording what it registers as one
    /// undo group.
    open func redo() {
        precondition(openGroups.isEmpty, "UndoManager: redo with undo groups open")
        post(.NSUndoManagerCheckpoint)
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        let undo = run(group)
        isRedoing = false
        if !undo.isEmpty {
            undoStack.append(undo)
            trim()
        }
        post(.NSUndoManagerDidRedoChange)
    }

    /// Runs a group's operations, newest first, into a new group of the
    /// same name.
    private func run(_ group: Group) -> Group {
        let recorded = Group()
        recorded.actionName = group.actionName
        recorded.isDiscardable = group.isDiscardable
        let outer = recording
        recording = recorded
        defer { recording = outer }
        func perform(_ items: [Item]) {
            for item in items.reversed() {
                switch item {
                case .action(_, let run): run()
                case .group(let inner): perform(inner.items)
                }
            }
        }
        perform(group.items)
        return recorded
    }

    // MARK: - Removing

    /// Empties both stacks and the open groups, and records registrations
    /// again.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        disabledCount = 0
    }

    /// Removes the operations of one target from both stacks; groups left
    /// empty go too.
    ///
    /// - Parameter target: The target.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        for group in undoStack + redoStack + openGroups { group.removeActions(withTarget: object) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
    }

    // MARK: - Action names

    /// The group a name or a flag is set on: the one being recorded while
    /// undoing or redoing, else the innermost open one, else the last.
    private var namedGroup: Group? { recording ?? openGroups.last ?? undoStack.last }

    /// Names the current group's action ("Typing"): menus read
    /// ``undoActionName`` and ``redoActionName``.
    ///
    /// - Parameter actionName: The name.
    open func setActionName(_ actionName: String) {
        namedGroup?.actionName = actionName
    }

    /// The name of the action ``undo()`` would undo; empty when none.
    open var undoActionName: String { (openGroups.first ?? undoStack.last)?.actionName ?? "" }

    /// The name of the action ``redo()`` would redo; empty when none.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The Undo command's title: "Undo" and the action's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The Redo command's title: "Redo" and the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by an action's name, if any (English).
    ///
    /// - Parameter actionName: The name.
    /// - Returns: The title.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by an action's name, if any (English).
    ///
    /// - Parameter actionName: The name.
    /// - Returns: The title.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Marks the current group as changing nothing the user keeps (a
    /// selection).
    ///
    /// - Parameter discardable: Whether it is discardable.
    open func setActionIsDiscardable(_ discardable: Bool) {
        namedGroup?.isDiscardable = discardable
    }

    /// Whether the action ``undo()`` would undo is discardable.
    open var undoActionIsDiscardable: Bool { (openGroups.first ?? undoStack.last)?.isDiscardable ?? false }

    /// Whether the action ``redo()`` would redo is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    // MARK: - Events

    /// Closes the group the event opened (``groupsByEvent``), if it is the
    /// only one open: a host calls this at the end of each event it
    /// delivers, where Apple's closes it at the end of the run loop's pass.
    package func endEvent() {
        if openGroups.count == 1, openGroups[0].isAutomatic { endUndoGrouping() }
    }

    /// Opens the group of the event, closed by ``endEvent()`` or when the
    /// main queue next runs.
    private func beginAutomaticGroup() {
        beginUndoGrouping()
        openGroups[0].isAutomatic = true
        guard !closeScheduled else { return }
        closeScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.closeScheduled = false
            self.endEvent()
        }
    }

    // MARK: - Private

    /// Drops the oldest groups beyond ``levelsOfUndo``.
    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension Notification.Name {
    /// Posted when a group opens or closes and before undoing or redoing.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before an undo.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after an undo.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before a redo.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after a redo.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted after a group opens.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group closes.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after a group closes.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
#endif
