import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@MainActor
private func texts(_ host: ViewHost) -> [String] {
    host.drawnViews.compactMap(\.text)
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test func valuesReduceInOrderAndAnOuterValueReplacesInnerOnes() {
        var seen: [Int] = []
        let host = ViewHost(
            VStack {
                Color.red.preference(key: SumKey.self, value: 1)
                Color.red.preference(key: SumKey.self, value: 2)
                VStack { Color.red.preference(key: SumKey.self, value: 100) }.preference(key: SumKey.self, value: 4)
                Color.blue
            }
            .onPreferenceChange(SumKey.self) { seen.append($0) }, size: CGSize(width: 100, height: 100))
        _ = host.displayList
        #expect(seen == [7])
        // transformPreference changes what the content produced.
        var transformed: [Int] = []
        let other = ViewHost(
            VStack {
                Color.red.preference(key: SumKey.self, value: 1)
            }
            .transformPreference(SumKey.self) { $0 *= 10 }
            .onPreferenceChange(SumKey.self) { transformed.append($0) }, size: CGSize(width: 100, height: 100))
        _ = other.displayList
        #expect(transformed == [10])
    }

    @Test func aGeometryReaderReportsItsSizeToItsAncestors() {
        struct Measured: View {
            @State var width: CGFloat = 0
            var body: some View {
                VStack {
                    Text("\(Int(width))")
                    GeometryReader { geometry in
                        Color.clear.preference(key: WidthKey.self, value: geometry.size.width)
                    }
                    .frame(width: 120, height: 10)
                }
                .onPreferenceChange(WidthKey.self) { width = $0 }
            }
        }
        let host = ViewHost(Measured(), size: CGSize(width: 300, height: 100))
        _ = host.displayList
        // The action ran after the layout; its write applies in the next frame.
        host.advance(by: 1.0 / 60)
        #expect(texts(host) == ["120"])
    }

    @Test func aViewBuiltFromAPreferenceFollowsIt() {
        struct Tally: View {
            @State var count = 1
            var body: some View {
                VStack {
                    ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 5).preference(key: SumKey.self, value: 1) }
                    Color.blue.frame(height: 5).onTapGesture { count += 1 }
                }
                .overlayPreferenceValue(SumKey.self) { total in Text("total \(total)") }
            }
        }
        let host = ViewHost(Tally(), size: CGSize(width: 100, height: 100))
        #expect(texts(host) == ["total 1"])
        let blue = host.drawnViews.first {
            if case .color(let c)? = $0.item.content { return c == Color.blue.resolve(in: EnvironmentValues()) } else { return false }
        }
        #expect(blue != nil)
        #expect(host.tap(at: CGPoint(x: blue!.item.frame.midX, y: blue!.item.frame.midY)))
        host.advance(by: 1.0 / 60)
        #expect(texts(host) == ["total 2"])
    }

    @Test func anAnchorResolvesToTheViewsFrameInTheReader() {
        let host = ViewHost(
            VStack(spacing: 10) {
                Color.red.frame(width: 40, height: 20)
                Color.green.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .padding(5)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Text("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))").fixedSize()
                    }
                }
            }, size: CGSize(width: 70, height: 70))
        // The padded stack is 70 × 70 at the origin: the green view is 60 × 30
        // at (5, 5 + 20 + 10) in it.
        _ = host.displayList
        #expect(texts(host) == ["5,35 60x30"])
    }

    @Test func anchorsOfRectanglesAndPointsResolveInTheReader() {
        struct RectKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        struct PointsKey: PreferenceKey {
            static var defaultValue: [Anchor<CGPoint>] { [] }
            static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
        }
        let host = ViewHost(
            Color.green.frame(width: 60, height: 40)
                .anchorPreference(key: RectKey.self, value: .rect(CGRect(x: 10, y: 5, width: 20, height: 10))) { $0 }
                .anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { [$0] }
                .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) { $0.append($1) }
                .padding(EdgeInsets(top: 7, leading: 11, bottom: 0, trailing: 0))
                .overlayPreferenceValue(RectKey.self) { rect in
                    GeometryReader { proxy in
                        if let rect {
                            let r = proxy[rect]
                            Text("rect \(Int(r.minX)),\(Int(r.minY)) \(Int(r.width))x\(Int(r.height))").fixedSize()
                        }
                    }
                }
                .backgroundPreferenceValue(PointsKey.self) { points in
                    GeometryReader { proxy in
                        Text(points.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" }.joined(separator: " ")).fixedSize()
                    }
                }, size: CGSize(width: 71, height: 47))
        _ = host.displayList
        // The green view is at (11, 7): its rectangle (10, 5) in it is at
        // (21, 12); its point (3, 4) at (14, 11); its bottom trailing
        // corner at (71, 47).
        #expect(texts(host).contains("rect 21,12 20x10"))
        #expect(texts(host).contains("14,11 71,47"))
    }

    @Test func valuesThatKeepChangingAreBounded() {
        struct Runaway: View {
            @State var count = 0
            var body: some View {
                Color.red.preference(key: SumKey.self, value: count)
                    .onPreferenceChange(SumKey.self) { count = $0 + 1 }
            }
        }
        let host = ViewHost(Runaway(), size: CGSize(width: 10, height: 10))
        _ = host.displayList
        host.advance(by: 1.0 / 60)
        #expect(host.warnings.contains { $0.contains("gave up") || $0.contains("kept changing") })
    }
}
