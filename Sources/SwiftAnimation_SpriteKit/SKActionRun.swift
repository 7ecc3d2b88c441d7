import AnimationCore
import AnimationViews
import Foundation

/// An action running on a node: its key, what to call when it ends, and
/// its evaluation.
@MainActor
final class RunningAction {
    let key: String?
    let run: ActionRun
    let completion: (() -> Void)?
    /// Whether the completion also runs when the action is removed (an
    /// `await node.run(action)` returns then).
    let endsWaiter: Bool

    init(key: String?, action: SKAction, completion: (() -> Void)?, endsWaiter: Bool = false) {
        self.key = key
        run = ActionRun(action)
        self.completion = completion
        self.endsWaiter = endsWaiter
    }
}

/// The evaluation of one action over time: `advance` moves it on by a
/// time and returns the time left over once it ends (`nil` while it runs),
/// so that sequences and repeats hand the rest of a frame to what follows.
@MainActor
final class ActionRun {
    let action: SKAction
    private var elapsed = 0.0
    private var applied = 0.0
    private var start: [CGFloat] = []
    /// The sprite's texture before an `animate(with:restore:)` action, which
    /// it shows again at the end when asked to restore.
    private var startTexture: SKTexture?
    private var index = 0
    private var current: ActionRun?
    private var parts: [ActionRun?] = []

    init(_ action: SKAction) {
        self.action = action
    }

    /// Moves the action on by `dt` seconds of its node's time.
    func advance(_ dt: Double, _ node: SKNode) -> Double? {
        let speed = Double(action.speed)
        guard speed > 0, speed.isFinite else { return nil }
        let local = dt * speed
        let left: Double?
        switch action.kind {
        case .sequence(let actions): left = advanceSequence(local, node, actions, repeating: false)
        case .repeatCount(let child, let count): left = advanceSequence(local, node, Array(repeating: child, count: count), repeating: false)
        case .repeatForever(let child): left = advanceSequence(local, node, [child], repeating: true)
        case .group(let actions): left = advanceGroup(local, node, actions)
        default: left = advanceTimed(local, node)
        }
        return left.map { $0 / speed }
    }

    private func advanceSequence(_ local: Double, _ node: SKNode, _ actions: [SKAction], repeating: Bool) -> Double? {
        var remaining = local
        while repeating || index < actions.count {
            if repeating && index >= actions.count { index = 0 }
            let run = current ?? ActionRun(actions[index])
            current = run
            guard let left = run.advance(remaining, node) else { return nil }
            current = nil
            index += 1
            // A repeated action that takes no time runs once a frame.
            if repeating && left >= remaining { return nil }
            remaining = left
        }
        return remaining
    }

    private func advanceGroup(_ local: Double, _ node: SKNode, _ actions: [SKAction]) -> Double? {
        if parts.isEmpty && !actions.isEmpty { parts = actions.map { ActionRun($0) } }
        var left = local
        var done = true
        for (i, part) in parts.enumerated() {
            guard let part else { continue }
            if let rest = part.advance(local, node) {
                left = min(left, rest)
                parts[i] = nil
            } else {
                done = false
            }
        }
        return done ? left : nil
    }

    private func advanceTimed(_ local: Double, _ node: SKNode) -> Double? {
        let duration = action.duration
        elapsed += local
        let fraction = duration > 0 && elapsed < duration - 1e-9 ? elapsed / duration : 1
        let eased = action.eased(fraction)
        apply(eased, eased - applied, node)
        applied = eased
        // Times that add up to the duration end it, whatever their
        // floating-point sum (0.1 + 0.2 of a 0.3 s action).
        return elapsed >= duration - 1e-9 ? max(elapsed - duration, 0) : nil
    }

    private func captured(_ values: @autoclosure () -> [CGFloat]) -> [CGFloat] {
        if start.isEmpty { start = values() }
        return start
    }

    private func apply(_ e: Double, _ de: Double, _ node: SKNode) {
        let t = CGFloat(e), dt = CGFloat(de)
        switch action.kind {
        case .moveBy(let v):
            node.position.x += v.dx * dt
            node.position.y += v.dy * dt
        case .moveTo(let x, let y):
            let s = captured([node.position.x, node.position.y])
            if let x { node.position.x = s[0] + (x - s[0]) * t }
            if let y { node.position.y = s[1] + (y - s[1]) * t }
        case .rotateBy(let angle): node.zRotation += angle * dt
        case .rotateTo(let angle):
            let s = captured([node.zRotation])
            node.zRotation = s[0] + (angle - s[0]) * t
        case .scaleBy(let x, let y):
            let s = captured([node.xScale, node.yScale])
            node.xScale = s[0] * (1 + (x - 1) * t)
            node.yScale = s[1] * (1 + (y - 1) * t)
        case .scaleTo(let x, let y):
            let s = captured([node.xScale, node.yScale])
            if let x { node.xScale = s[0] + (x - s[0]) * t }
            if let y { node.yScale = s[1] + (y - s[1]) * t }
        case .fadeBy(let amount): node.alpha += amount * dt
        case .fadeTo(let alpha):
            let s = captured([node.alpha])
            node.alpha = s[0] + (alpha - s[0]) * t
        case .speedBy(let amount): node.speed += amount * dt
        case .speedTo(let speed):
            let s = captured([node.speed])
            node.speed = s[0] + (speed - s[0]) * t
        case .resizeBy, .resizeTo, .colorize, .texture, .animate:
            (node as? SKSpriteNode)?.apply(action, progress: t, delta: dt, elapsed: elapsed, start: &start, startTexture: &startTexture)
        case .follow(let path, let asOffset, let orient):
            let s = captured([node.position.x, node.position.y])
            let point = path.followedPoint(at: t)
            node.position = asOffset ? CGPoint(x: s[0] + point.x, y: s[1] + point.y) : point
            if orient, let angle = path.followedAngle(at: t) { node.zRotation = angle }
        case .custom(let block): block(node, CGFloat(min(elapsed, action.duration)))
        case .block(let block): block()
        case .child(let name, let child): node.childNode(withName: name)?.run(child)
        case .removeFromParent: node.removeFromParent()
        case .hide(let hidden): node.isHidden = hidden
        case .wait, .sequence, .group, .repeatCount, .repeatForever: break
        }
    }
}
