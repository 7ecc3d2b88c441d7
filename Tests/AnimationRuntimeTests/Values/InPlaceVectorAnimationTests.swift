import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@Suite("Vector animations in place")
struct InPlaceVectorAnimationTests {
    /// A frame writes the presentation into one of two buffers that it
    /// alternates between (the frame before's is kept for velocity): no new
    /// buffer per frame, for a timing curve, an interpolating spring and a
    /// persistent spring, started from rest or retargeted.
    @Test(arguments: [Animation.easeInOut(duration: 1), .interpolatingSpring(duration: 0.5, bounce: 0.3), .smooth])
    func framesReuseTwoBuffers(animation: Animation) {
        let count = 1_000
        let target = AnimatableVector((0..<count).map(Double.init))
        let value = AnimatedValue(AnimatableVector.zero)
        value.set(target, transaction: Transaction(animation: animation), at: 0)
        var addresses = Set<UnsafePointer<Double>>()
        for frame in 1...20 {
            let time = Double(frame) / 60
            let (address, last) = value.advance(to: time).withUnsafeBufferPointer { ($0.baseAddress!, $0[count - 1]) }
            if frame > 2 {
                addresses.insert(address)
            }
            // The values themselves: the animation's own answer for the change.
            var context = AnimationContext<Double>()
            let progress = animation.animate(value: 1.0, time: time, context: &context) ?? 1
            #expect(abs(last - Double(count - 1) * progress) < 1e-9)
        }
        #expect(addresses.count <= 2, "\(addresses.count) buffers")
        // A persistent spring is retargeted while it runs (it merges); the
        // others start again from rest (a second curve would combine with
        // the first, on the general path, which allocates).
        let restart = animation == .smooth ? 20.0 / 60 : 2.0
        value.advance(to: restart)
        value.set(AnimatableVector(repeatElement(3, count: count)), transaction: Transaction(animation: animation), at: restart)
        addresses.removeAll()
        for frame in 1...20 {
            let (address, finite) = value.advance(to: restart + Double(frame) / 60).withUnsafeBufferPointer {
                ($0.baseAddress!, $0.allSatisfy { $0.isFinite })
            }
            #expect(finite)
            if frame > 2 {
                addresses.insert(address)
            }
        }
        #expect(addresses.count <= 2, "\(addresses.count) buffers after a retarget")
    }
}
