import AnimationExamples
import AnimationRender
import SwiftAnimation

// Seed 004: the pet avatar, four ways (the views are AnimationExamples', which
// the tests use too).

extension Scenes {
    static let avatar = Scene(
        name: "avatar", title: "Avatar tap with .bouncy",
        summary: "Seed 004: a tap toggles the selection inside withAnimation(.bouncy); the scale springs from 1 to 1.5 and overshoots.",
        events: [.tap(at: 0.2, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(Avatar(), size: $0) })

    static let twoModifiers = Scene(
        name: "two-modifiers", title: "Two .animation modifiers on one binding",
        summary: "Seed 004: the shadow follows .smooth, the scale .bouncy, for the same change of one binding.",
        events: [.tap(at: 0.2, CGPoint(x: 160, y: 120)), .tap(at: 1.2, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(Pets(), size: $0) })

    static let scoped = Scene(
        name: "scoped", title: "Scoped animations",
        summary: "Seed 004: .animation(.smooth) { shadow } and .animation(.bouncy) { scale }: each animation touches only the modifiers in its body.",
        events: [.tap(at: 0.2, CGPoint(x: 160, y: 120)), .tap(at: 1.2, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(ScopedAvatar(), size: $0) })

    static let transactionKey = Scene(
        name: "transaction-key", title: "A transaction key chooses the animation",
        summary:
            "Seed 004: a tap on the avatar sets a custom TransactionKey and animates .bouncy; the reset button changes the same state without the key and animates .smooth.",
        duration: 2.4,
        events: [.tap(at: 0.2, CGPoint(x: 160, y: 98)), .tap(at: 1.3, CGPoint(x: 160, y: 162))],
        makeHost: { ViewHost(KeyedAvatar(), size: $0) })
}
