import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// The strings the host's text items show.
@MainActor
private func texts(_ host: ViewHost) -> [String] {
    host.drawnViews.compactMap(\.text)
}

@MainActor
private func fills(_ host: ViewHost) -> [CGRect] {
    host.drawnViews.compactMap { entry in
        if case .color? = entry.item.content { return entry.item.frame }
        return nil
    }
}

@MainActor
@Suite("GeometryReader and coordinate spaces")
struct GeometryReaderTests {
    @Test func aReaderTakesTheProposalAndPlacesItsContentTopLeading() {
        let host = ViewHost(
            GeometryReader { geometry in
                Color.red.frame(width: geometry.size.width / 2, height: geometry.size.height / 4)
            }, size: CGSize(width: 200, height: 100))
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 100, height: 25)])
        // The host resized: the content is built again with the new size.
        host.size = CGSize(width: 300, height: 40)
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 150, height: 10)])
    }

    @Test func framesInGlobalLocalAndNamedSpaces() {
        let host = ViewHost(
            VStack(spacing: 8) {
                Color.blue.frame(height: 30)
                GeometryReader { geometry in
                    let global = geometry.frame(in: .global), local = geometry.frame(in: .local)
                    let named = geometry.frame(in: .named("stack"))
                    let newer = geometry.frame(in: .named("stack") as NamedCoordinateSpace)
                    Text("\(Int(global.minX)),\(Int(global.minY)) \(Int(local.minY)) \(Int(named.minY)) \(Int(newer.height))")
                }
            }
            .coordinateSpace(name: "stack")
            .padding(5), size: CGSize(width: 200, height: 110))
        // The stack is 100 high at (5, 5): the blue bar 30, 8 of spacing,
        // the reader the remaining 62 at y = 5 + 38.
        #expect(texts(host) == ["5,43 0 38 62"])
    }

    @Test func anUnknownNameMeasuresGloballyAndBoundsOfFindsNamedViews() {
        var seen: (CGRect, CGRect?, CGRect?) = (.zero, nil, nil)
        let host = ViewHost(
            GeometryReader { geometry in
                let _ =
                    (seen = (
                        geometry.frame(in: .named("nowhere")), geometry.bounds(of: .named("outer")),
                        geometry.bounds(of: .named("nowhere"))
                    ))
                Color.clear
            }
            .frame(width: 50, height: 20)
            .coordinateSpace(.named("outer"))
            .frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        _ = host.displayList
        #expect(seen.0 == CGRect(x: 25, y: 40, width: 50, height: 20))
        #expect(seen.1 == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(seen.2 == nil)
    }

    @Test func safeAreaInsetsReachIntoAReaderThatIgnoresThem() {
        var insets: [EdgeInsets] = []
        let host = ViewHost(
            GeometryReader { geometry in
                let _ = insets.append(geometry.safeAreaInsets)
                Color.clear
            }.ignoresSafeArea(), size: CGSize(width: 390, height: 844))
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        _ = host.displayList
        #expect(insets.last == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        // One that keeps to the safe area has none.
        var inner: EdgeInsets?
        let kept = ViewHost(
            GeometryReader { geometry in
                let _ = (inner = geometry.safeAreaInsets)
                Color.clear
            }, size: CGSize(width: 390, height: 844))
        kept.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        _ = kept.displayList
        #expect(inner == EdgeInsets())
    }

    @Test func anUnboundedAxisGivesTheReaderTenPoints() {
        // Offered no height (as in a vertical scroll view), a reader is 10 high.
        var size = CGSize.zero
        let host = ViewHost(
            GeometryReader { geometry in
                let _ = (size = geometry.size)
                Color.clear
            }.fixedSize(horizontal: false, vertical: true), size: CGSize(width: 120, height: 300))
        _ = host.displayList
        #expect(size == CGSize(width: 120, height: 10))
    }

    @Test func aReaderInAnAnimatedLayoutChangeAnimatesItsContent() {
        struct Growing: View {
            @State var wide = false
            var body: some View {
                GeometryReader { geometry in
                    Color.red.frame(width: geometry.size.width, height: 10)
                }
                .frame(width: wide ? 200 : 100, height: 50)
                .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
        let host = ViewHost(Growing(), size: CGSize(width: 300, height: 100))
        #expect(fills(host).first?.width == 100)
        #expect(host.tap(at: CGPoint(x: 150, y: 50)))
        host.advance(by: 0.5)
        // The reader's content was built with the new width in the tap's
        // transaction: the red bar moves and grows over the second.
        let shown = host.drawnViews.first { if case .color? = $0.item.content { return true } else { return false } }!
        #expect(abs(shown.item.frame.width - 150) < 1e-6)
        host.advance(by: 1)
        #expect(fills(host).first?.width == 200)
        #expect(!host.isAnimating)
    }

    @Test func contentIsBuiltOnceLayoutHasPlacedTheReader() {
        var sizes: [CGSize] = []
        let host = ViewHost(
            GeometryReader { geometry in
                let _ = sizes.append(geometry.size)
                Text("x")
            }, size: CGSize(width: 80, height: 60))
        _ = host.displayList
        // Never built with an empty size.
        #expect(sizes == [CGSize(width: 80, height: 60)])
        _ = host.displayList
        #expect(sizes.count == 1)
    }
}
