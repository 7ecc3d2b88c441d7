import SwiftUI
import Testing

/// The representable family the random trees of this target hold: its life
/// cycle in a tree, as the random-use invariants check it.
@MainActor
struct RepresentableFamilyTests {
    /// Shown, each representable makes its object once and is updated with
    /// its slot's value; hidden, it is dismantled and its object goes at
    /// once (its layout held it until the next frame before).
    @Test func aRepresentableIsMadeUpdatedAndDismantledInATree() {
        let model = RandomModel()
        let pieces: [Piece] = [.family(kind: 16, slot: 0, .leaf(color: 0, width: 10)), .family(kind: 16, slot: 1, .leaf(color: 1, width: 10))]
        let host = ViewHost(
            PieceView(piece: .conditional(flag: 1, transition: 0, .stack(axis: 0, pieces)), model: model), size: CGSize(width: 200, height: 200))
        _ = host.displayList
        // A UIKit view for slot 0, a view controller for slot 1, each with its value.
        #expect(model.madeObjects.count == 2)
        #expect(model.madeObjects.values.map(\.shown).sorted { ($0 ?? 0) < ($1 ?? 0) } == [0, 1])
        #expect(model.madeObjects.values.contains { $0.object is UIView } && model.madeObjects.values.contains { $0.object is UIViewController })

        model.values[0] = 2
        host.advance(by: 0.1)
        #expect(model.madeObjects.values.first { $0.slot == 0 }?.shown == 2)
        #expect(model.madeObjects.count == 2)

        model.flags[1] = false
        host.advance(by: 0.1)
        #expect(model.madeObjects.isEmpty)
        #expect(model.dismantledObjects.count == 2 && model.dismantledObjects.allSatisfy { $0.object == nil })
        #expect(model.lifeCycleProblems.isEmpty)
    }

    /// The random trees hold the family: of 500 trees drawn as the test
    /// draws them (codes 0 to 9,999; here from a fixed seed), more than 10
    /// hold a representable (a piece is a family 2 times in 14, and the
    /// family a representable 1 time in 17).
    @Test func randomTreesHoldRepresentables() {
        var generator = FixedSeedGenerator(state: 2026)
        var trees = 0
        for _ in 0..<500 {
            let codes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in Int.random(in: 0...9_999, using: &generator) }
            if holdsRepresentable(Piece.decode(codes)) { trees += 1 }
        }
        #expect(trees > 10)
    }

    private func holdsRepresentable(_ piece: Piece) -> Bool {
        switch piece {
        case .family(let kind, _, let inner): kind % randomFamilyCount == 16 || holdsRepresentable(inner)
        case .stack(_, let pieces): pieces.contains(where: holdsRepresentable)
        case .conditional(_, _, let inner), .effect(_, _, let inner), .animation(_, _, let inner), .button(_, _, _, let inner),
            .drag(_, let inner), .longPress(_, let inner), .identity(_, let inner):
            holdsRepresentable(inner)
        case .leaf, .list, .matched: false
        }
    }
}

/// A linear congruential generator: the same numbers every run.
struct FixedSeedGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
