import AnimationCore
import AnimationRuntime
import Testing

// What a UI framework outside this package does with the public API: it
// records the transaction of a state write, applies the write later (its
// own update), and holds the transaction's completions in between.

private final class Calls {
    var names: [String] = []
}

/// A tiny embedder: state writes are queued with their transaction and
/// applied to an animated property at the next `update`.
private final class TinyHost {
    let width = AnimatedValue(100.0)
    private var queued: [(Double, Transaction, AnimationCompletionHold)] = []

    func write(_ value: Double) {
        let transaction = Transaction.current ?? Transaction()
        queued.append((value, transaction, transaction.holdCompletions()))
    }

    func update(at time: Double) {
        let writes = queued
        queued = []
        for (value, transaction, hold) in writes {
            width.set(value, transaction: transaction, at: time)
            hold.release()
        }
    }
}

@Suite("Completion holds, as an embedder uses them")
struct EmbedderCompletionTests {
    @Test func heldCompletionWaitsForTheAnimationsOfTheLaterUpdate() {
        let host = TinyHost()
        let calls = Calls()
        withAnimation(.linear(duration: 0.5)) {
            host.write(200)
        } completion: {
            calls.names.append("done")
        }
        #expect(calls.names.isEmpty, "the body ended, but the write is not applied yet")
        host.update(at: 0)
        #expect(calls.names.isEmpty, "the animation holds it now")
        host.width.advance(to: 0.25)
        #expect(host.width.presentation == 150)
        #expect(calls.names.isEmpty)
        host.width.advance(to: 0.5)
        #expect(calls.names == ["done"])
    }

    @Test func heldCompletionOfAWriteWithoutAnimationRunsAtRelease() {
        let host = TinyHost()
        let calls = Calls()
        withAnimation(nil) {
            host.write(200)
        } completion: {
            calls.names.append("done")
        }
        #expect(calls.names.isEmpty)
        host.update(at: 0)
        // Set without animation: it completes at the value's next advance.
        host.width.advance(to: 0)
        #expect(calls.names == ["done"])
    }

    @Test func releasingTwiceDoesNothingAndDroppingAHoldReleasesIt() {
        var transaction = Transaction(animation: nil)
        let calls = Calls()
        transaction.addAnimationCompletion { calls.names.append("first") }
        let hold = transaction.holdCompletions()
        #expect(!hold.isReleased)
        var second: AnimationCompletionHold? = transaction.holdCompletions()
        hold.release()
        hold.release()
        #expect(hold.isReleased)
        #expect(calls.names.isEmpty, "the second hold still holds")
        second = nil
        #expect(second == nil)
        #expect(calls.names == ["first"], "dropping the second hold released it")
    }

    @Test func holdOfATransactionWithoutHandlersIsReleasedAlready() {
        #expect(Transaction().holdCompletions().isReleased)
    }

    @Test func currentTransactionIsTheInnermostOpenOne() {
        #expect(Transaction.current == nil)
        withAnimation(.bouncy) {
            #expect(Transaction.current?.animation == .bouncy)
            withTransaction(\.disablesAnimations, true) {
                #expect(Transaction.current?.disablesAnimations == true)
                #expect(Transaction.current?.animation == .bouncy)
            }
        }
        #expect(Transaction.current == nil)
    }

    @Test func removeAllAnimationsJumpsToTheModelAndRunsTheirCompletions() {
        let value = AnimatedValue(0.0)
        let calls = Calls()
        var logical = Transaction(animation: .linear(duration: 1))
        logical.addAnimationCompletion(criteria: .logicallyComplete) { calls.names.append("logical") }
        value.set(10, transaction: logical, at: 0)
        var removal = Transaction(animation: .spring)
        removal.addAnimationCompletion(criteria: .removed) { calls.names.append("removed") }
        value.set(20, transaction: removal, at: 0.1)
        value.advance(to: 0.2)
        #expect(value.isAnimating)
        value.removeAllAnimations()
        #expect(!value.isAnimating)
        #expect(value.presentation == 20)
        #expect(calls.names.sorted() == ["logical", "removed"])
        value.advance(to: 5)
        #expect(calls.names.count == 2, "each runs exactly once")
    }

    @Test func writesOfOneChangeConcatenateOthersDoNot() {
        var captured: [Transaction] = []
        withAnimation(.bouncy) {
            captured.append(Transaction.current!)
            captured.append(Transaction.current!)
        }
        withAnimation(.bouncy) { captured.append(Transaction.current!) }
        withAnimation(.smooth) { captured.append(Transaction.current!) }
        withAnimation(.bouncy) {
        } completion: {
        }
        withAnimation(.bouncy, { captured.append(Transaction.current!) }, completion: {})
        withTransaction(\.avatarTapped, true) {
            captured.append(Transaction.current!)
            captured.append(Transaction.current!)
        }
        withTransaction(\.avatarTapped, true) { captured.append(Transaction.current!) }
        #expect(captured[0].mayConcatenate(with: captured[1]), "one withAnimation")
        #expect(captured[1].mayConcatenate(with: captured[2]), "same animation, nothing of their own")
        #expect(!captured[2].mayConcatenate(with: captured[3]), "another animation")
        #expect(!captured[2].mayConcatenate(with: captured[4]), "a completion of its own")
        #expect(captured[5].mayConcatenate(with: captured[6]), "copies of one keyed transaction")
        #expect(!captured[6].mayConcatenate(with: captured[7]), "equal keys set apart: separate changes")
        #expect(Transaction().mayConcatenate(with: Transaction()))
    }
}

private struct TappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var avatarTapped: Bool {
        get { self[TappedKey.self] }
        set { self[TappedKey.self] = newValue }
    }
}
