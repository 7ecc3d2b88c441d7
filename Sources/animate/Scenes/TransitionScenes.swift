import AnimationRender
import Foundation
import SwiftAnimation

// Transitions: cards that come in from the leading edge and leave towards the
// trailing edge, fading; the cards below move to their new places.

private let cardColors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal, .indigo, .red]

private struct CardList: View {
    @State private var cards = [1, 2, 3]
    @State private var next = 4

    var body: some View {
        ZStack {
            Color(white: 0.97)
            VStack(spacing: 6) {
                ForEach(cards, id: \.self) { card in
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(cardColors[card % cardColors.count])
                        Text("Card \(card)").foregroundColor(.white)
                    }
                    .frame(width: 200, height: 30)
                    .transition(
                        .asymmetric(
                            insertion: .move(edge: .leading).combined(with: .opacity),
                            removal: .move(edge: .trailing).combined(with: .opacity)))
                }
            }
            Text("Add").padding(6)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5, bounce: 0.2)) {
                        cards.insert(next, at: 0)
                        next += 1
                    }
                }
                .position(x: 40, y: 20)
            Text("Remove").padding(6)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5, bounce: 0.2)) {
                        if cards.count > 1 { cards.remove(at: 1) }
                    }
                }
                .position(x: 270, y: 20)
        }
    }
}

// Matched geometry: a small card that expands into a big one, its title
// moving with it, and collapses back.

private struct HeroCard: View {
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack {
            Color(white: 0.97)
            if expanded {
                VStack(spacing: 12) {
                    Text("Hero").matchedGeometryEffect(id: "title", in: hero)
                    RoundedRectangle(cornerRadius: 16).fill(Color.indigo)
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 240, height: 150)
                }
            } else {
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 8).fill(Color.indigo)
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 48, height: 32)
                    Text("Hero").matchedGeometryEffect(id: "title", in: hero)
                }
                .position(x: 70, y: 200)
            }
        }
        .onTapGesture {
            withAnimation(.spring(duration: 0.6, bounce: 0.15)) { expanded.toggle() }
        }
    }
}

// Content transition: a counter whose digits roll up and down.

private struct Counter: View {
    @State private var count = 8

    var body: some View {
        ZStack {
            Color(white: 0.97)
            Text("\(count)")
                .contentTransition(.numericText(value: Double(count)))
                .scaleEffect(3)
            Text("−").padding(10)
                .onTapGesture { withAnimation(.smooth(duration: 0.4)) { count -= 1 } }
                .position(x: 80, y: 120)
            Text("+").padding(10)
                .onTapGesture { withAnimation(.smooth(duration: 0.4)) { count += 1 } }
                .position(x: 240, y: 120)
        }
    }
}

extension Scenes {
    static let cards = Scene(
        name: "cards", title: "Transitions: cards in and out",
        summary:
            "Cards inserted at the top come in from the leading edge and fade in; a removed card leaves towards the trailing edge, fading, drawn where it was until its spring ends, while the others move to their new places (asymmetric move + opacity, ForEach moves animate).",
        duration: 3.6,
        events: [
            .tap(at: 0.3, CGPoint(x: 40, y: 20)), .tap(at: 1.2, CGPoint(x: 40, y: 20)),
            .tap(at: 2.1, CGPoint(x: 270, y: 20)), .tap(at: 2.7, CGPoint(x: 270, y: 20))
        ],
        makeHost: { ViewHost(CardList(), size: $0) })

    static let hero = Scene(
        name: "hero", title: "Matched geometry: a hero card",
        summary:
            "matchedGeometryEffect: the small card and its title leave as the big ones arrive in one transaction, so the big card grows out of the small one's frame (and shrinks back into it), cross-fading.",
        duration: 3,
        events: [.tap(at: 0.3, CGPoint(x: 160, y: 120)), .tap(at: 1.7, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(HeroCard(), size: $0) })

    static let counter = Scene(
        name: "counter", title: "Content transition: a rolling counter",
        summary:
            "Text with .contentTransition(.numericText(value:)): each tap changes the count in an animation, and only the digits that change roll, up when the count goes up and down when it goes down.",
        duration: 3,
        events: [
            .tap(at: 0.3, CGPoint(x: 240, y: 120)), .tap(at: 0.9, CGPoint(x: 240, y: 120)),
            .tap(at: 1.6, CGPoint(x: 80, y: 120)), .tap(at: 2.2, CGPoint(x: 80, y: 120))
        ],
        makeHost: { ViewHost(Counter(), size: $0) })
}
