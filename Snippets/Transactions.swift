// The update model without views: a model value that changes at once, a
// presentation value that follows it, and transactions that say how.
import SwiftAnimation

// snippet.model
let offset = AnimatedValue(0.0)
withAnimation(.linear(duration: 1)) {
    offset.set(100, at: 0)  // the model is 100 at once ...
}
let model = offset.model  // 100
let shown = offset.advance(to: 0.25)  // ... the presentation is 25
// snippet.end

// snippet.merge
let scale = AnimatedValue(1.0)
withAnimation(.spring(duration: 0.5, bounce: 0)) { scale.set(2, at: 0) }
_ = scale.advance(to: 0.1)
let speedBefore = scale.velocity
// A new target while the spring runs: the spring merges, keeping its
// position and velocity, so the motion has no kink.
withAnimation(.spring(duration: 0.5, bounce: 0)) { scale.set(3, at: 0.1) }
let speedAfter = scale.velocity
let springs = scale.runningAnimationCount  // 1: merged, not stacked
// snippet.end

// snippet.combine
let opacity = AnimatedValue(0.0)
withAnimation(.easeInOut(duration: 1)) { opacity.set(1, at: 0) }
withAnimation(.easeInOut(duration: 1)) { opacity.set(0.5, at: 0.5) }
let curves = opacity.runningAnimationCount  // 2: timing curves combine
// snippet.end

// snippet.completion
var finished: [String] = []
let position = AnimatedValue(0.0)
withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
    position.set(1, at: 0)
} completion: {
    finished.append("logically complete")
}
withAnimation(.bouncy, completionCriteria: .removed) {
    position.set(2, at: 0)
} completion: {
    finished.append("removed")
}
var time = 0.0
while position.isAnimating {
    time += 1.0 / 60
    _ = position.advance(to: time)
}
// snippet.end

// snippet.transaction
// A transaction without an animation: the presentation jumps with the model.
let moved = position.set(5, transaction: Transaction(), at: time)  // true: it changed
// snippet.end

// snippet.key
/// A value the transaction carries to whoever applies the change.
struct ChangeSource: TransactionKey {
    static let defaultValue = "code"
}

var fromGesture = Transaction(animation: .snappy)
fromGesture[ChangeSource.self] = "drag"
// snippet.end

// snippet.hide
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
precondition(model == 100 && close(shown, 25), "\(model) \(shown)")
precondition(springs == 1, "\(springs)")
precondition(close(speedBefore, speedAfter, 1e-6), "\(speedBefore) vs \(speedAfter)")
precondition(curves == 2, "\(curves)")
precondition(finished == ["logically complete", "removed"], "\(finished)")
precondition(moved && position.presentation == 5 && !position.isAnimating, "\(position.presentation)")
precondition(fromGesture[ChangeSource.self] == "drag" && Transaction()[ChangeSource.self] == "code")
