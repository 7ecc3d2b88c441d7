import AnimationCore
import AnimationRuntime
import Foundation
import Observation

@testable import AnimationViews

/// Everything a random tree shows, written by the test's events and by the
/// views' own actions; and the tally of completion handlers.
@Observable
@MainActor
final class RandomModel {
    var flags = [false, true, false, true]
    var values = [0.0, 1.0, -1.0, 2.0]
    var items = [0, 1, 2]
    var drags = [CGSize.zero, CGSize.zero]
    var texts = ["", "ab"]
    /// The navigation stack's path.
    var path: [Int] = []
    /// Whether `TimelineView`s pause (set before the test settles).
    var timelinesPaused = false

    /// The last value each button's `@State` was given (a new host of the
    /// final state starts its buttons there).
    @ObservationIgnored var buttonStates: [Int: Bool] = [:]
    @ObservationIgnored var nextItem = 3
    /// How many times each registered completion handler ran.
    @ObservationIgnored var fired: [Int] = []
    /// The UIKit objects representables made and have not dismantled (the
    /// `SwiftUIRandomUseTests` target's trees hold representables), by
    /// identity; the ones they dismantled; and what went wrong in their
    /// life cycles.
    @ObservationIgnored var madeObjects: [ObjectIdentifier: MadeObject] = [:]
    @ObservationIgnored var dismantledObjects: [MadeObject] = []
    @ObservationIgnored var lifeCycleProblems: [String] = []

    init() {}

    /// A model holding another's values, for a new host of the final state.
    init(copying other: RandomModel) {
        flags = other.flags
        values = other.values
        items = other.items
        drags = other.drags
        texts = other.texts
        path = other.path
        timelinesPaused = other.timelinesPaused
        buttonStates = other.buttonStates
    }

    /// Runs `body` as a write of the given style: 0 plain; 1
    /// `withAnimation`; 2 `withAnimation` with a completion; 3 a
    /// transaction with a completion; 4 a transaction with a completion that
    /// disables animations.
    func write(style: Int, animation: Int, criteria: Int, _ body: () -> Void) {
        let animation = randomAnimations[animation % randomAnimations.count]
        let criteria: AnimationCompletionCriteria = criteria % 2 == 0 ? .logicallyComplete : .removed
        switch style % 5 {
        case 0: body()
        case 1: withAnimation(animation, body)
        case 2:
            let slot = register()
            withAnimation(animation, completionCriteria: criteria, body) { self.fired[slot] += 1 }
        default:
            let slot = register()
            var transaction = Transaction(animation: animation)
            transaction.disablesAnimations = style % 5 == 4
            transaction.addAnimationCompletion(criteria: criteria) { self.fired[slot] += 1 }
            withTransaction(transaction, body)
        }
    }

    /// A representable made its UIKit object, which shows a slot's value.
    func made(_ object: AnyObject, slot: Int) {
        let id = ObjectIdentifier(object)
        if madeObjects[id] != nil { lifeCycleProblems.append("a UIKit object was made twice") }
        madeObjects[id] = MadeObject(object, slot: slot)
    }

    /// A representable updated its UIKit object with a value.
    func updated(_ object: AnyObject, value: Double) {
        guard let made = madeObjects[ObjectIdentifier(object)] else {
            lifeCycleProblems.append("a UIKit object was updated after it was dismantled, or before it was made")
            return
        }
        made.shown = value
    }

    /// A representable dismantled its UIKit object.
    func dismantled(_ object: AnyObject) {
        guard let made = madeObjects.removeValue(forKey: ObjectIdentifier(object)) else {
            lifeCycleProblems.append("a UIKit object was dismantled twice, or without being made")
            return
        }
        dismantledObjects.append(made)
    }

    private func register() -> Int {
        fired.append(0)
        return fired.count - 1
    }
}

/// A UIKit object a representable made: which slot's value it shows, and
/// the value its last update gave it (`nil` before the first).
@MainActor
final class MadeObject {
    weak var object: AnyObject?
    let slot: Int
    var shown: Double?

    init(_ object: AnyObject, slot: Int) {
        self.object = object
        self.slot = slot
    }
}
