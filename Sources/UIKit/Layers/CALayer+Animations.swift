import Foundation

extension CALayer {
    /// Adds an animation under a key (replacing the one there; a `nil` key
    /// adds one more): it is kept, and its delegate hears it start and stop
    /// (finished) on the main queue, after which it is removed when
    /// `isRemovedOnCompletion` (see ``CAAnimation``).
    ///
    /// - Parameters:
    ///   - anim: The animation.
    ///   - key: Its key.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(UUID().uuidString)"
        removeAnimation(forKey: key)
        animationsByKey.append((key, anim))
        nonisolated(unsafe) let layer = self
        let animation = anim
        DispatchQueue.main.async {
            animation.delegate?.animationDidStart(animation)
            animation.delegate?.animationDidStop(animation, finished: true)
            if animation.isRemovedOnCompletion {
                layer.animationsByKey.removeAll { $0.key == key && $0.animation === animation }
            }
        }
    }

    /// The animation under a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: The animation, or `nil`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationsByKey.first { $0.key == key }?.animation
    }

    /// The keys of the animations, in the order they were added.
    public func animationKeys() -> [String]? {
        animationsByKey.isEmpty ? nil : animationsByKey.map(\.key)
    }

    /// Removes the animation under a key.
    ///
    /// - Parameter key: The key.
    public func removeAnimation(forKey key: String) {
        animationsByKey.removeAll { $0.key == key }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        animationsByKey.removeAll()
    }
}

/// Groups layer changes, as Core Animation's `CATransaction`: nested
/// transactions with their own duration, timing function, whether actions
/// are disabled, and a completion block, which runs on the main queue once
/// the outermost transaction commits (layer animations finish at once on
/// the headless host: see ``CAAnimation``). The stack is per thread, as
/// Core Animation's.
open class CATransaction: NSObject {
    private final class Frame {
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
    }

    private static let key = "SwiftAnimation.CATransaction.stack"

    private static var stack: [Frame] {
        get { Thread.current.threadDictionary[key] as? [Frame] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    private static var current: Frame? { stack.last }

    /// Begins a transaction.
    open class func begin() { stack.append(Frame()) }

    /// Commits the innermost transaction; its completion block runs on the
    /// main queue (a commit without a begin does nothing).
    open class func commit() {
        guard let frame = stack.popLast() else { return }
        if let block = frame.completion { runOnMain(block) }
    }

    /// Commits what is pending (nothing is).
    open class func flush() {}

    /// The duration of the transaction's animations (0.25 by default).
    open class func animationDuration() -> CFTimeInterval { current?.duration ?? 0.25 }

    /// Sets the duration of the transaction's animations.
    ///
    /// - Parameter dur: The duration.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current?.duration = dur.isFinite ? max(dur, 0) : 0.25 }

    /// The transaction's timing function.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current?.timingFunction }

    /// Sets the transaction's timing function.
    ///
    /// - Parameter function: The function.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current?.timingFunction = function }

    /// Whether implicit animations are disabled.
    open class func disableActions() -> Bool { current?.disableActions ?? false }

    /// Disables implicit animations in the transaction.
    ///
    /// - Parameter flag: Whether they are disabled.
    open class func setDisableActions(_ flag: Bool) { current?.disableActions = flag }

    /// The block run when the transaction's animations finish.
    open class func completionBlock() -> (() -> Void)? { current?.completion }

    /// Sets the block run when the transaction's animations finish (at
    /// once, outside a transaction, on the main queue).
    ///
    /// - Parameter block: The block.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard let frame = current else {
            if let block { runOnMain(block) }
            return
        }
        frame.completion = block
    }

    /// Runs a block on the main queue, as Core Animation runs completion
    /// blocks (the block is not `Sendable` in Core Animation's API either).
    private static func runOnMain(_ block: @escaping () -> Void) {
        nonisolated(unsafe) let block = block
        DispatchQueue.main.async { block() }
    }
}
