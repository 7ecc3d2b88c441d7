import AnimationCore
import AnimationRuntime
import Testing

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

private struct Failure: Error {}

@Suite("Transaction")
struct TransactionTests {
    @Test func defaultsAndKeys() {
        var transaction = Transaction()
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations && !transaction.isContinuous && !transaction.tracksVelocity)
        #expect(!transaction.avatarTapped)
        transaction.avatarTapped = true
        #expect(transaction.avatarTapped)
        #expect(Transaction(animation: .bouncy).animation == .bouncy)
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
    }

    @Test func withAnimationAnimatesWhatItsBodySets() {
        let value = AnimatedValue(0.0)
        withAnimation(.linear(duration: 1)) { value.set(10, at: 0) }
        #expect(value.isAnimating)
        #expect(value.advance(to: 0.5) == 5)
        // Outside any transaction, a set does not animate.
        value.set(20, at: 0.5)
        #expect(value.advance(to: 0.5) == 15)  // 5 along the animation, plus the jump of 10
        #expect(value.model == 20)
    }

    @Test func withAnimationDefaultsToDefault() {
        let value = AnimatedValue(0.0)
        let reference = AnimatedValue(0.0)
        withAnimation { value.set(1, at: 0) }
        reference.set(1, transaction: Transaction(animation: .default), at: 0)
        #expect(value.advance(to: 0.2) == reference.advance(to: 0.2))
    }

    @Test func nestedCallsComposeAndRestore() {
        let value = AnimatedValue(0.0)
        withTransaction(\.avatarTapped, true) {
            withAnimation(.linear(duration: 2)) {
                value.set(10, at: 0)
            }
            // Back in the outer transaction: no animation.
            value.set(30, at: 1)
        }
        #expect(value.advance(to: 1) == 25)  // 5 along the 0→10 animation, then jumped by +20
        withAnimation(.linear(duration: 1)) {
            withTransaction(\.animation, nil) { value.set(40, at: 1) }  // inner: none
            value.set(50, at: 1)  // outer: animated
        }
        // 40 jumps by +10 (25 → 35); the animation to 50 starts there and
        // has not moved at its first instant.
        #expect(value.advance(to: 1) == 35)
    }

    @Test func outerTransactionIsRestoredWhenTheBodyThrows() {
        let value = AnimatedValue(0.0)
        #expect(throws: Failure.self) {
            try withAnimation(.linear(duration: 1)) {
                try withTransaction(Transaction()) { throw Failure() }
            }
        }
        value.set(1, at: 0)
        #expect(!value.isAnimating)
        withAnimation(.linear(duration: 1)) {
            _ = try? withTransaction(Transaction()) { throw Failure() }
            value.set(2, at: 0)
        }
        #expect(value.isAnimating)
    }

    @Test func transactionKeyChoosesTheAnimation() {
        // Seed 004: a key tells the change apart; here the key picks the animation.
        func animation(_ transaction: Transaction) -> Animation { transaction.avatarTapped ? .bouncy : .smooth }
        var transaction = Transaction()
        transaction.avatarTapped = true
        #expect(animation(transaction) == .bouncy)
        #expect(animation(Transaction()) == .smooth)
        let value = AnimatedValue(1.0)
        withTransaction(\.avatarTapped, true) {
            var current = Transaction()
            current.avatarTapped = true
            current.animation = animation(current)
            value.set(1.5, transaction: current, at: 0)
        }
        #expect(abs(value.advance(to: 0.2) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: 0.2))) < 1e-12)
    }

    @Test func disablesAnimationsDoesNotStopTheTransactionsOwnAnimation() {
        let value = AnimatedValue(0.0)
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        value.set(10, transaction: transaction, at: 0)
        #expect(value.advance(to: 0.25) == 2.5)  // a quarter of 10 along .linear
    }
}
