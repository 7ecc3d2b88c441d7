import AnimationCore
import AnimationRuntime
@_spi(Testing) import AnimationViews
import Foundation
import TestSupport
import Testing

private struct Point2 {
    var x = 0.0
    var y = 0.0
}

private struct BindingUser: View {
    @State private var point = Point2()
    @State private var note: String?
    let log: Log
    var body: some View {
        log.entries.append("note=\(note ?? "nil")")
        return Color.red.frame(width: 10, height: 10)
            .offset(x: point.x)
            .onTapGesture {
                let x = $point.x  // dynamic member lookup
                x.wrappedValue = 40
                note = "tapped"
            }
    }
}

private struct TransactionBinding: View {
    @State private var x = 0.0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .offset(x: x)
            .onTapGesture { $x.transaction(Transaction(animation: .linear(duration: 1))).wrappedValue = 20 }
    }
}

private struct Styled: View {
    var body: some View {
        Rectangle().frame(width: 10, height: 10).foregroundStyle(Color.green)
    }
}

private struct Watcher: View {
    @State private var value = 0
    let log: Log
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .onChange(of: value, initial: true) { old, new in log.entries.append("\(old)->\(new)") }
            .onChange(of: value) { log.entries.append("changed") }
            .onTapGesture { value += 1 }
    }
}

@MainActor
@Suite("Smaller view API")
struct SmallAPITests {
    @Test func aWriteOutsideAnEventWaitsForTheNextFrame() async {
        struct Later: View {
            @State private var count = 0
            var body: some View {
                Text("\(count)").onTapGesture { Task { count += 1 } }
            }
        }
        let host = ViewHost(Later(), size: CGSize(width: 100, height: 40))
        #expect(!host.hasPendingChanges)
        #expect(host.tap(at: CGPoint(x: 50, y: 20)))
        // The task runs when the main actor is free (a budget of turns, not
        // of wall time); its write waits for a frame.
        #expect(await yieldUntil { host.hasPendingChanges })
        #expect(host.hasPendingChanges && !host.isAnimating)
        host.advance(by: 1.0 / 60)
        #expect(!host.hasPendingChanges)
        #expect(host.find(text: "1") != nil)
    }

    @Test func aHostMeasuresItsRootAndCanBeResized() {
        let host = ViewHost(
            HStack(spacing: 10) {
                Color.red.frame(width: 30, height: 20); Color.blue.frame(width: 40, height: 50)
            },
            size: CGSize(width: 200, height: 100))
        // 30 + 10 + 40 wide, the taller child high, whatever the proposal.
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 80, height: 50))
        #expect(host.sizeThatFits(ProposedViewSize(width: 1000, height: 1000)) == CGSize(width: 80, height: 50))
        // A shape takes what it is offered; unspecified, 10 points.
        let shape = ViewHost(Circle(), size: CGSize(width: 10, height: 10))
        #expect(shape.sizeThatFits(ProposedViewSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
        #expect(shape.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        // Resized, the root is centered in the new size.
        host.size = CGSize(width: 100, height: 50)
        // x: (100 − 80) / 2 = 10; the red one is centered in the 50-point row: (50 − 20) / 2 = 15.
        #expect(
            host.displayList.flattened.map(\.item.frame) == [
                CGRect(x: 10, y: 15, width: 30, height: 20), CGRect(x: 50, y: 0, width: 40, height: 50)
            ])
    }

    @Test func bindingMemberLookupAndOptionalState() {
        let log = Log()
        let host = ViewHost(BindingUser(log: log), size: CGSize(width: 100, height: 100))
        #expect(log.entries == ["note=nil"])
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(firstFill(host)!.transform.tx == 40)
        #expect(log.entries.last == "note=tapped")
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }

    @Test func bindingWithATransactionAnimatesItsWrites() {
        let host = ViewHost(TransactionBinding(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(abs(firstFill(host)!.transform.tx - 10) < 1e-9)
    }

    @Test func foregroundStyleColorsShapes() {
        let host = ViewHost(Styled(), size: CGSize(width: 100, height: 100))
        guard case .shape(_, .color(let color), _, _) = firstFill(host)!.item.content else {
            Issue.record("no shape")
            return
        }
        #expect(color == Color.green.resolved)
    }

    @Test func onChangeInitialAndZeroArgumentForms() {
        let log = Log()
        let host = ViewHost(Watcher(log: log), size: CGSize(width: 100, height: 100))
        #expect(log.entries == ["0->0"])
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.sorted() == ["0->0", "0->1", "changed"])
    }

    @Test func frameRateSetsTheFrameGrid() {
        struct Mover: View {
            @State private var x = 0.0
            var body: some View {
                Color.red.frame(width: 10, height: 10).offset(x: x)
                    .onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
            }
        }
        let host = ViewHost(Mover(), size: CGSize(width: 100, height: 100), frameRate: 10)
        host.advance(by: 0.5)
        #expect(host.frameCount == 5)
        #expect(abs(firstFill(host)!.transform.tx - 50) < 1e-9)
    }

    @Test func addLinesStartsASubpath() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 0)])
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 10, y: 0))])
        path.addLines([])
        #expect(path.elements.count == 3)
    }
}
