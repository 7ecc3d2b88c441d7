import Foundation

extension SKNode {
    /// Runs an action.
    public func run(_ action: SKAction) {
        running.append(RunningAction(key: nil, action: action, completion: nil))
    }

    /// Runs an action and calls a block when it ends.
    public func run(_ action: SKAction, completion block: @escaping () -> Void) {
        running.append(RunningAction(key: nil, action: action, completion: block))
    }

    /// Runs an action and returns when it ends, or when it is removed.
    public func run(_ action: SKAction) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            running.append(RunningAction(key: nil, action: action, completion: { continuation.resume() }, endsWaiter: true))
        }
    }

    /// Runs an action under a key, replacing the action of that key.
    public func run(_ action: SKAction, withKey key: String) {
        removeAction(forKey: key)
        running.append(RunningAction(key: key, action: action, completion: nil))
    }

    /// The action running under a key.
    public func action(forKey key: String) -> SKAction? {
        running.first { $0.key == key }?.run.action
    }

    /// Stops the action of a key (its completion is not called; an
    /// `await run(_:)` of it returns).
    public func removeAction(forKey key: String) {
        remove { $0.key == key }
    }

    /// Stops every action (their completions are not called; `await
    /// run(_:)`s return).
    public func removeAllActions() {
        remove { _ in true }
    }

    private func remove(where matches: (RunningAction) -> Bool) {
        let removed = running.filter(matches)
        running.removeAll(where: matches)
        for entry in removed where entry.endsWaiter { entry.completion?() }
    }

    /// Whether actions run on the node.
    public func hasActions() -> Bool {
        !running.isEmpty
    }

    /// Moves the actions of the node and its descendants on by `dt`
    /// seconds, as a scene's frame does: paused nodes are skipped with
    /// their children, and speeds multiply down the tree.
    func evaluateActions(_ dt: Double) {
        guard !isPaused else { return }
        let local = dt * Double(speed)
        for entry in running {
            guard running.contains(where: { $0 === entry }) else { continue }
            if entry.run.advance(local, self) != nil {
                running.removeAll { $0 === entry }
                entry.completion?()
            }
        }
        for child in children {
            child.evaluateActions(local)
        }
    }
}
