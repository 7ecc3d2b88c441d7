import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private let phoneSize = CGSize(width: 390, height: 844)

/// The 0.5-point separator lines drawn: each rectangle of each filled
/// shape (a shape may hold several lines), in host coordinates.
@MainActor
private func separators(_ host: ViewHost) -> [(bounds: CGRect, color: Color.Resolved?)] {
    host.drawnViews.flatMap { entry -> [(bounds: CGRect, color: Color.Resolved?)] in
        guard case .shape(let path, .color(let color), nil, _)? = entry.item.content else { return [] }
        var rects: [Path] = []
        for element in path.elements {
            if case .move = element { rects.append(Path()) }
            guard !rects.isEmpty else { continue }
            switch element {
            case .move(let point): rects[rects.count - 1].move(to: point)
            case .line(let point): rects[rects.count - 1].addLine(to: point)
            default: break
            }
        }
        return rects.map { ($0.boundingRect.applying(entry.transform), color) }.filter { $0.bounds.height == 0.5 }
    }
}

@MainActor
@Suite("List row insets, separators and backgrounds")
struct ListRowTests {
    @Test func insetsReplaceTheRowPaddings() throws {
        let host = ViewHost(
            List {
                Text("A").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
                Text("B").listRowInsets(EdgeInsets())
                Text("C").listRowInsets(nil)
            }, size: phoneSize)
        let a = try #require(frame(of: "A", in: host)), b = try #require(frame(of: "B", in: host))
        let c = try #require(frame(of: "C", in: host))
        // The card starts at x = 16, y = 20 (see ContainerTests).
        #expect(abs(a.minX - (16 + 40)) < 1e-9)
        #expect(abs(a.minY - (20 + 20)) < 1e-9)
        // No insets: the row still is at least 44 high, its text centered.
        #expect(abs(b.minX - 16) < 1e-9)
        let bRow = 20 + 20 + a.height + 20
        #expect(abs(b.midY - (bRow + 22)) <= halfPixel)
        // nil: the list's 16.
        #expect(abs(c.minX - 32) < 1e-9)
        // Bad input: negative and NaN edges count as 0.
        let bad = ViewHost(
            List { Text("D").listRowInsets(EdgeInsets(top: .nan, leading: -20, bottom: .infinity, trailing: 0)) }, size: phoneSize)
        let d = try #require(frame(of: "D", in: bad))
        #expect(abs(d.minX - 16) < 1e-9 && d.minY.isFinite && d.height.isFinite)
    }

    @Test func hiddenSeparatorsAreNotDrawn() {
        func lines(_ hide: VerticalEdge.Set?) -> Int {
            let host = ViewHost(
                List {
                    Text("A")
                    if let hide { Text("B").listRowSeparator(.hidden, edges: hide) } else { Text("B") }
                    Text("C")
                }, size: phoneSize)
            return separators(host).count
        }
        #expect(lines(nil) == 2)
        #expect(lines(.all) == 0)
        #expect(lines(.top) == 1)
        #expect(lines(.bottom) == 1)
        let visible = ViewHost(
            List {
                Text("A").listRowSeparator(.visible); Text("B")
            }, size: phoneSize)
        #expect(separators(visible).count == 1)
    }

    @Test func tintsColorTheirLines() throws {
        let host = ViewHost(
            List {
                Text("A").listRowSeparatorTint(.red)
                Text("B")
                Text("C").listRowSeparatorTint(.blue, edges: .top)
            }, size: phoneSize)
        let lines = separators(host).sorted { $0.bounds.minY < $1.bounds.minY }
        try #require(lines.count == 2)
        #expect(lines[0].color == Color.red.resolve(in: EnvironmentValues()))
        #expect(lines[1].color == Color.blue.resolve(in: EnvironmentValues()))
    }

    @Test func separatorGuidesMoveTheLineEnds() throws {
        let host = ViewHost(
            List {
                HStack {
                    Color.green.frame(width: 30, height: 30)
                    Text("Inbox").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
                }
                Text("Sent")
            }, size: phoneSize)
        let line = try #require(separators(host).first)
        let inbox = try #require(frame(of: "Inbox", in: host))
        #expect(abs(line.bounds.minX - inbox.minX) < 1e-9)
        #expect(abs(line.bounds.maxX - (390 - 16)) < 1e-9)
    }

    @Test func backgroundsFillTheRowCell() throws {
        let host = ViewHost(
            List {
                Text("A").listRowBackground(Color(red: 1, green: 0, blue: 0))
                Text("B")
            }, size: phoneSize)
        let fills = colorFrames(host)
        // The cell: the card's width (16 from each side), the row's 44.
        #expect(fills.contains(CGRect(x: 16, y: 20, width: 358, height: 44)))
        // Drawn behind the row's text.
        let order = host.drawnViews.map { $0.text ?? ($0.item.content.map { _ in "fill" } ?? "") }
        let background = try #require(order.lastIndex(of: "fill")), text = try #require(order.firstIndex(of: "A"))
        #expect(background < text || order.filter { $0 == "fill" }.count > 1)
        // Outside a list the modifier does nothing.
        let alone = ViewHost(Text("A").listRowBackground(Color.red), size: phoneSize)
        #expect(colorFrames(alone).isEmpty)
    }
}
