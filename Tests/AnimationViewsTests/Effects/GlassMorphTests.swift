import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// A glass dot that moves 100 points to the right by leaving and arriving
/// with one glass identity, in a linear second.
private struct GlassMorph: View {
    @Namespace private var glass
    @State private var right = false
    let transition: GlassEffectTransition?

    var body: some View {
        GlassEffectContainer {
            ZStack(alignment: .topLeading) {
                Color.clear
                if right {
                    dot.padding(.leading, 100)
                } else {
                    dot
                }
            }
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
    }

    @ViewBuilder private var dot: some View {
        let glassy = Color.red.frame(width: 40, height: 40).glassEffect()
        if let transition {
            glassy.glassEffectTransition(transition)
        } else {
            glassy.glassEffectID("dot", in: glass)
        }
    }
}

@MainActor
@Suite("Glass identities")
struct GlassMorphTests {
    private func redFrames(_ host: ViewHost) -> [(frame: CGRect, opacity: Double)] {
        host.drawnViews.filter {
            if case .color(let color)? = $0.item.content { return color == Color.red.resolved }
            return false
        }.map { ($0.frame, $0.opacity) }
    }

    /// Half-way through, both dots (the leaving and the arriving one) are
    /// at x = 50, half-way between 0 and 100, cross-fading at 0.5.
    @Test func anArrivingGlassGrowsOutOfTheLeavingOne() {
        let host = ViewHost(GlassMorph(transition: nil), size: CGSize(width: 200, height: 200))
        #expect(redFrames(host).map(\.frame.minX) == [0])
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        host.advance(by: 0.5)
        let halfway = redFrames(host)
        #expect(halfway.count == 2)
        #expect(halfway.allSatisfy { abs($0.frame.minX - 50) < 1e-6 && abs($0.opacity - 0.5) < 1e-6 }, "\(halfway)")
        host.advance(by: 1)
        #expect(redFrames(host).map(\.frame.minX) == [100])
    }

    /// `.materialize` fades: half-way, each dot in its own place at 0.5;
    /// `.identity` swaps at once.
    @Test func materializeFadesAndIdentitySwaps() {
        let fading = ViewHost(GlassMorph(transition: .materialize), size: CGSize(width: 200, height: 200))
        #expect(fading.tap(at: CGPoint(x: 150, y: 150)))
        fading.advance(by: 0.5)
        #expect(Set(redFrames(fading).map(\.frame.minX)) == [0, 100])
        #expect(redFrames(fading).allSatisfy { abs($0.opacity - 0.5) < 1e-6 })
        let swapping = ViewHost(GlassMorph(transition: .identity), size: CGSize(width: 200, height: 200))
        #expect(swapping.tap(at: CGPoint(x: 150, y: 150)))
        swapping.advance(by: 0.5)
        #expect(redFrames(swapping).map(\.frame.minX) == [100])
    }

    @Test func aUnionWarnsThatItsShapesStayApart() {
        struct Union: View {
            @Namespace var glass
            var body: some View {
                HStack { Text("A").glassEffect().glassEffectUnion(id: 1, namespace: glass) }
            }
        }
        let host = ViewHost(Union(), size: CGSize(width: 100, height: 100))
        #expect(host.warnings.contains { $0.contains("glassEffectUnion") })
    }
}
