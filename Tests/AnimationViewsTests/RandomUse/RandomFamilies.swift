import AnimationCore
import AnimationRuntime
import Foundation

@testable import AnimationViews

// The families of views past stacks and effects, for the random-use test:
// controls, scroll views, navigation, presentations, time-driven views,
// lists, grids, a custom layout and the newer effects. Each reads what it
// shows from the `RandomModel` (so a new host of the final state shows the
// same), and the test's events reach it through taps, drags, typing and
// state writes.

/// How many families `FamilyView` draws from: with representables (the
/// `SwiftUIRandomUseTests` target, which links the `SwiftUI` module and
/// defines `RANDOM_USE_REPRESENTABLES`) one more.
#if RANDOM_USE_REPRESENTABLES
let randomFamilyCount = 17
#else
let randomFamilyCount = 16
#endif

/// One family's view, around a piece of the tree where it has content.
struct FamilyView: View {
    let kind: Int
    let slot: Int
    let content: Piece
    let model: RandomModel

    var body: some View {
        let piece = PieceView(piece: content, model: model)
        switch kind % randomFamilyCount {
        case 0:
            TextField("name", text: Binding(get: { model.texts[slot % 2] }, set: { model.texts[slot % 2] = $0 }))
                .frame(width: 90)
        case 1:
            Slider(value: Binding(get: { model.values[slot] }, set: { model.values[slot] = $0 }), in: -2...2).frame(width: 100)
        case 2:
            Toggle("on", isOn: Binding(get: { model.flags[slot] }, set: { model.flags[slot] = $0 })).frame(width: 100)
        case 3:
            // Scrolled by drags; the test scrolls every scroll view back
            // before comparing with a new host.
            ScrollView {
                VStack(spacing: 2) {
                    piece; Color.gray.frame(width: 30, height: 30)
                }
            }.frame(width: 80, height: 40)
        case 4:
            ScrollView(.horizontal) {
                HStack(spacing: 2) {
                    ForEach(model.items, id: \.self) { item in
                        Color.gray.frame(width: 20, height: 20)
                            .scrollTransition { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.7) }
                    }
                }
            }
            .frame(width: 60, height: 24)
        case 5: RandomNavigation(content: content, model: model)
        case 6:
            piece.sheet(isPresented: Binding(get: { model.flags[slot] }, set: { model.flags[slot] = $0 })) {
                Button("Close") { model.flags[slot] = false }
            }
        case 7:
            piece.alert("Alert", isPresented: Binding(get: { model.flags[slot] }, set: { model.flags[slot] = $0 })) {
                Button("OK", role: .cancel) {}
            }
        case 8:
            // Paused once the test settles (a running timeline never rests).
            TimelineView(.animation(paused: model.timelinesPaused)) { _ in piece }
        case 9:
            piece.keyframeAnimator(initialValue: 0.0, trigger: model.values[slot]) { view, y in
                view.offset(y: y)
            } keyframes: { _ in
                LinearKeyframe(-12.0, duration: 0.15)
                CubicKeyframe(0.0, duration: 0.2)
            }
        case 10:
            piece.phaseAnimator([false, true], trigger: model.values[slot]) { view, up in
                view.scaleEffect(up ? 1.2 : 1)
            } animation: { _ in
                .easeInOut(duration: 0.1)
            }
        case 11:
            List {
                ForEach(model.items, id: \.self) { item in Text("row \(item)") }
                    .onDelete { offsets in model.items.remove(atOffsets: offsets) }
            }
            .frame(width: 120, height: 80)
        case 12:
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))], spacing: 2) {
                ForEach(model.items, id: \.self) { item in Color.mint.frame(height: 12).transition(.scale) }
            }
            .frame(width: 60)
        case 13:
            // One piece only: a copy would hold a second button of the same
            // identity, whose state a new host could not tell apart.
            Diagonal(step: 4 + model.values[slot] * 2) {
                piece
                Color.indigo.frame(width: 12, height: 12)
            }
        #if RANDOM_USE_REPRESENTABLES
        case 16: RepresentableFamily(content: content, slot: slot, model: model)
        #endif
        case 14:
            Image(systemName: "star.fill").symbolEffect(.bounce, value: model.values[slot])
                .contentTransition(.numericText())
        default:
            piece.visualEffect { effect, proxy in
                effect.offset(x: proxy.size.width * 0.05).rotationEffect(.degrees(proxy.size.height > 20 ? 5 : 0))
            }
            .overlay(Text("\(Int(model.values[slot]))").contentTransition(.numericText()))
        }
    }
}

/// A stack whose path is the model's: a row pushes a level, the back
/// button pops it.
private struct RandomNavigation: View {
    let content: Piece
    let model: RandomModel

    var body: some View {
        NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
            VStack {
                PieceView(piece: content, model: model)
                NavigationLink("Next", value: 1)
            }
            .navigationDestination(for: Int.self) { level in
                NavigationLink("Deeper \(level)", value: level + 1)
            }
        }
        .frame(width: 150, height: 100)
    }
}

/// A custom layout: its children down a diagonal, `step` points apart;
/// the step animates.
private struct Diagonal: Layout {
    var step: Double

    var animatableData: Double {
        get { step }
        set { step = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let offset = max(0, step) * Double(max(subviews.count - 1, 0))
        return CGSize(width: (sizes.map(\.width).max() ?? 0) + offset, height: (sizes.map(\.height).max() ?? 0) + offset)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let offset = max(0, step) * Double(index)
            subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + offset), proposal: .unspecified)
        }
    }
}
