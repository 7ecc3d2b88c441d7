import Combine
import Testing

/// `Subscribers.Demand` as Apple documents it.
@Suite("Demand")
struct DemandTests {
    @Test func unlimitedAbsorbsArithmetic() {
        #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(3) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
        #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }

    @Test func countsAddSubtractAndMultiply() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + 3 == .max(5))
        #expect(Subscribers.Demand.max(5) - 2 == .max(3))
        #expect(Subscribers.Demand.max(2) * 3 == .max(6))
        var demand = Subscribers.Demand.max(1)
        demand += 1
        demand *= 3
        demand -= .max(2)
        #expect(demand == .max(4))
    }

    @Test func negativeResultsAreNoneAndOverflowIsUnlimited() {
        // "A negative demand is impossible; ... Combine adjusts the value to .max(0)."
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.max(2) - 5 == .none)
        #expect(Subscribers.Demand.max(2) - .unlimited == .none)
        #expect(Subscribers.Demand.max(Int.max) + .max(Int.max) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) * 2 == .unlimited)
        #expect(Subscribers.Demand.max(3) + Int.min == .none)
    }

    @Test func comparisonsTreatUnlimitedAsGreatest() {
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.max(0) < 1)
        #expect(Subscribers.Demand.max(3) == 3)
        #expect(Subscribers.Demand.unlimited != 3)
        #expect(Subscribers.Demand.max(3) < .unlimited)
        #expect(Subscribers.Demand.none == .max(0))
        #expect(Subscribers.Demand.max(7).description == "max(7)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }
}
