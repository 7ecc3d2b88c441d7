import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private struct Item: Identifiable {
    let id: Int
}

/// Counts its own taps in state, so that identity is visible.
private struct Tally: View {
    let id: Int
    let log: Log
    @State private var taps = 0
    var body: some View {
        log.entries.append("\(id):\(taps)")
        return Color.gray.frame(width: 20, height: 20).onTapGesture { taps += 1 }
    }
}

private struct List: View {
    @State var items = [Item(id: 1), Item(id: 2)]
    let log: Log
    var body: some View {
        HStack(spacing: 0) {
            ForEach(items) { item in Tally(id: item.id, log: log) }
            Color.black.frame(width: 20, height: 20).onTapGesture { items.reverse() }
        }
    }
}

private struct Switcher: View {
    @State var first = true
    let log: Log
    var body: some View {
        VStack(spacing: 0) {
            if first {
                Tally(id: 1, log: log)
            } else {
                AnyView(Tally(id: 2, log: log))
            }
            Group { Color.black.frame(width: 20, height: 20).onTapGesture { first.toggle() } }
        }
    }
}

private struct Transactions: View {
    @State private var on = false
    var body: some View {
        Color.red
            .frame(width: 10, height: 10)
            .scaleEffect(on ? 2 : 1)
            .transaction { $0.animation = .linear(duration: 1) }
            .animation(.bouncy) { $0.opacity(on ? 0.5 : 1) }
            .transaction { $0.disablesAnimations = true }
            .onTapGesture { on.toggle() }
    }
}

private struct Scoped: View {
    @State private var on = false
    var body: some View {
        Color.red
            .frame(width: on ? 20 : 10, height: 10)
            .transaction({ $0.animation = .linear(duration: 1) }) { $0.offset(x: on ? 10 : 0) }
            .onTapGesture { on.toggle() }
    }
}

@MainActor
private func tapColor(_ host: ViewHost, _ index: Int) {
    let frames = host.drawnViews.compactMap { entry -> CGRect? in
        if case .color = entry.item.content { return entry.item.frame } else { return nil }
    }
    host.tap(at: CGPoint(x: frames[index].midX, y: frames[index].midY))
}

@MainActor
@Suite("Identity and transactions")
struct IdentityAndTransactionTests {
    @Test func forEachKeepsStateByID() {
        let log = Log()
        let host = ViewHost(List(log: log), size: CGSize(width: 100, height: 100))
        tapColor(host, 0)  // item 1 counts a tap
        #expect(log.entries.last == "1:1")
        log.entries = []
        tapColor(host, 2)  // reverse: item 1 moves, keeping its count
        #expect(log.entries.sorted() == ["1:1", "2:0"])
    }

    @Test func switchingBranchesReplacesTheView() {
        let log = Log()
        let host = ViewHost(Switcher(log: log), size: CGSize(width: 100, height: 100))
        tapColor(host, 0)
        #expect(log.entries.last == "1:1")
        tapColor(host, 1)
        #expect(log.entries.last == "2:0")
        tapColor(host, 1)
        #expect(log.entries.last == "1:0")  // a new view: its state starts over
    }

    @Test func disablesAnimationsBlocksImplicitAnimationsOnly() {
        let host = ViewHost(Transactions(), size: CGSize(width: 100, height: 100))
        tapColor(host, 0)
        host.advance(by: 0.5)
        let list = host.displayList
        // The scoped `.animation(.bouncy)` is blocked: the opacity jumped.
        #expect(list.first { $0.opacity != 1 }?.opacity == 0.5)
        // The transaction's own animation (set by `.transaction`) still runs.
        #expect(abs((list.first { $0.transform != .identity }?.transform.a ?? 0) - 1.5) < 1e-9)
    }

    @Test func scopedTransactionTouchesOnlyItsBody() {
        let host = ViewHost(Scoped(), size: CGSize(width: 100, height: 100))
        tapColor(host, 0)
        host.advance(by: 0.5)
        let entry = host.drawnViews.first { if case .color = $0.item.content { return true } else { return false } }!
        #expect(entry.item.frame.width == 20)  // outside the scope: jumped
        #expect(abs(entry.transform.tx - 5) < 1e-9)  // inside: animated
    }
}

@Suite("Paths and shapes")
struct PathTests {
    @Test func pathElementsAndBounds() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 5, y: 15), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        #expect(path.elements.count == 5)
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 15))
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.applying(CGAffineTransform(translationX: 1, y: 1)).currentPoint == CGPoint(x: 1, y: 11))
    }

    @Test func arcsAndEllipsesStayOnTheirCircles() {
        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        #expect(arc.currentPoint.map { abs($0.x - 40) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(ellipse.boundingRect.minX == 0 && ellipse.boundingRect.maxX == 20)
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        #expect(abs(circle.minX - 10) < 1e-9 && abs(circle.width - 20) < 1e-9)
        #expect(Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        var rounded = RoundedRectangle(cornerRadius: 4)
        rounded.animatableData = AnimatablePair(8, 8)
        #expect(rounded.cornerSize == CGSize(width: 8, height: 8))
        #expect(Ellipse().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).elements.count == 6)
    }
}
