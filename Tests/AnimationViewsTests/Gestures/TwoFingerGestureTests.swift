import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private final class Values<T>: @unchecked Sendable {
    var changed: [T] = []
    var ended: T?
}

@MainActor
@Suite("Pinches and rotations")
struct TwoFingerGestureTests {
    private let center = CGPoint(x: 100, y: 100)

    private func square<G: Gesture>(_ gesture: G) -> ViewHost {
        ViewHost(Color.red.frame(width: 200, height: 200).gesture(gesture), size: CGSize(width: 200, height: 200))
    }

    @Test func aPinchMagnifiesByTheRatioOfDistances() throws {
        let values = Values<MagnifyGesture.Value>()
        let host = square(MagnifyGesture().onChanged { values.changed.append($0) }.onEnded { values.ended = $0 })
        #expect(host.pinch(at: center, from: 100, to: 200, duration: 0.25))
        let end = try #require(values.ended)
        #expect(abs(end.magnification - 2) < 1e-12)
        // 15 frames, 1/15 of the scale each 1/60 s: 4 per second.
        #expect(abs(end.velocity - 4) < 1e-9, "\(end.velocity)")
        #expect(end.startLocation == CGPoint(x: 100, y: 100) && end.startAnchor == .center)
        #expect(values.changed.count == 15)
        #expect(abs(values.changed[0].magnification - (1 + 1.0 / 15)) < 1e-12)
    }

    @Test func aRotationMeasuresTheTurnAndItsSpeed() throws {
        let values = Values<RotateGesture.Value>()
        let host = square(RotateGesture().onEnded { values.ended = $0 })
        #expect(host.rotate(at: center, by: .degrees(90), duration: 0.25))
        let end = try #require(values.ended)
        #expect(abs(end.rotation.degrees - 90) < 1e-9)
        #expect(abs(end.velocity.radians - 2 * .pi) < 1e-9)
        // Turns past a half turn count on (no jump at ±180°).
        values.ended = nil
        host.rotate(at: center, by: .degrees(270), duration: 0.5)
        #expect(abs((values.ended?.rotation.degrees ?? 0) - 270) < 1e-9)
    }

    @Test func theOlderGesturesGiveTheirValuesAlone() {
        var scale: CGFloat = 0
        var angle = Angle.zero
        let host = square(MagnificationGesture().onEnded { scale = $0 }.simultaneously(with: RotationGesture().onEnded { angle = $0 }))
        host.pinch(at: center, from: 80, to: 40, angle: .degrees(30))
        #expect(abs(scale - 0.5) < 1e-12)
        #expect(angle == .zero)
        host.rotate(at: center, by: .degrees(-45))
        #expect(abs(angle.degrees + 45) < 1e-9)
    }

    @Test func onePointerIsNoPinchAndSmallChangesAreNotRecognized() {
        let values = Values<MagnifyGesture.Value>()
        let host = square(MagnifyGesture(minimumScaleDelta: 0.1).onChanged { values.changed.append($0) }.onEnded { values.ended = $0 })
        host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100))
        #expect(values.changed.isEmpty && values.ended == nil)
        host.pinch(at: center, from: 100, to: 105)
        #expect(values.changed.isEmpty && values.ended == nil)
        host.pinch(at: center, from: 100, to: 120)
        #expect(values.ended != nil)
        // Pointers that are not finite press nothing.
        #expect(!host.press(touches: [CGPoint(x: CGFloat.nan, y: 0), center]))
        #expect(!host.press(touches: []))
    }

    @Test func aPinchZoomsAViewWithGestureState() {
        struct Zoomable: View {
            @GestureState private var pinch: CGFloat = 1
            @State private var scale: CGFloat = 1
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .scaleEffect(scale * pinch)
                    .gesture(
                        MagnifyGesture()
                            .updating($pinch) { value, state, _ in state = value.magnification }
                            .onEnded { value in scale *= value.magnification })
            }
        }
        let host = ViewHost(Zoomable(), size: CGSize(width: 300, height: 300))
        let c = CGPoint(x: 150, y: 150)
        #expect(host.press(touches: ViewHost.twoPointers(at: c, span: (40, 40), angle: (0, 0), fraction: 0)))
        host.move(touches: ViewHost.twoPointers(at: c, span: (40, 60), angle: (0, 0), fraction: 1))
        host.advance(by: 1.0 / 60)
        let scaled = host.drawnViews.first { $0.item.content != nil }!
        #expect(abs(scaled.transform.a - 1.5) < 1e-9)
        host.release(touches: ViewHost.twoPointers(at: c, span: (40, 60), angle: (0, 0), fraction: 1))
        host.advance(by: 1.0 / 60)
        let kept = host.drawnViews.first { $0.item.content != nil }!
        #expect(abs(kept.transform.a - 1.5) < 1e-9)
    }

    @Test func aPinchFromNoDistanceIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = ViewHost(Color.red.gesture(MagnifyGesture()), size: CGSize(width: 100, height: 100))
                host.pinch(at: CGPoint(x: 50, y: 50), from: 0, to: 10)
            }
        }
    }
}
