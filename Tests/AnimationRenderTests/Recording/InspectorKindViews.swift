import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation

// The kinds of animation an inspector must show besides an attribute's
// own: an insertion's transition (whose transaction has a completion
// handler), a keyframe animator's run, a matched-geometry hero's frames.
// Each starts on a tap at the center of a 200-point stage.

/// A banner that moves in from the top and fades in, on a tap.
struct Banner: View {
    @State private var shown = false
    @State private var arrivals = 0
    var body: some View {
        VStack {
            Color.gray.frame(width: 100, height: 30)
                .onTapGesture {
                    withAnimation(.easeOut(duration: 0.3)) {
                        shown.toggle()
                    } completion: {
                        arrivals += 1
                    }
                }
            if shown { Color.red.frame(width: 80, height: 40).transition(.move(edge: .top).combined(with: .opacity)) }
        }
    }
}
/// A square that hops on a tap: a keyframe animator.
struct Hop: View {
    @State private var hops = 0
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: 0.0, trigger: hops) { view, y in
                view.offset(y: y)
            } keyframes: { _ in
                LinearKeyframe(-30.0, duration: 0.2)
                SpringKeyframe(0.0, duration: 0.4)
            }
            .onTapGesture { hops += 1 }
    }
}
/// A square that grows on a tap: a matched-geometry hero.
struct Hero: View {
    @Namespace private var space
    @State private var big = false
    var body: some View {
        VStack {
            if big {
                Color.green.matchedGeometryEffect(id: "hero", in: space).frame(width: 150, height: 150)
            } else {
                Color.green.matchedGeometryEffect(id: "hero", in: space).frame(width: 50, height: 50)
            }
        }
        .onTapGesture { withAnimation(.spring) { big.toggle() } }
    }
}
