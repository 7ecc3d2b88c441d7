import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// One line of body text: 61 pixels at 3x (San Francisco's 20.287 points, rounded up).
private let bodyLine = 61.0 / 3

@MainActor
@Suite("Lists, sections, forms, group boxes and disclosure groups")
struct ContainerTests {
    @Test func aListDrawsRowsOnACardWithSeparators() {
        let host = ViewHost(
            List {
                Text("A")
                Text("B")
            }, size: CGSize(width: 390, height: 844))
        let shapes = shapeBounds(host)
        // The card: 16 from the edges, 20 from the top, two 44-point rows.
        #expect(shapes.contains(CGRect(x: 16, y: 20, width: 358, height: 88)))
        // One separator between the rows, from the rows' leading inset.
        #expect(shapes.contains(CGRect(x: 32, y: 63.5, width: 342, height: 0.5)))
        let a = frame(of: "A", in: host)!, b = frame(of: "B", in: host)!
        #expect(a.minX == 32)
        #expect(a.minY == onPixel(20 + (44 - bodyLine) / 2))
        #expect(abs(b.minY - a.minY - 44) < 1e-9)
    }

    @Test func sectionsHaveHeadersAboveTheirCards() {
        let host = ViewHost(
            List {
                Section("Fruit") {
                    Text("Apple")
                }
                Section {
                    Text("Kale")
                } header: {
                    Text("Greens")
                } footer: {
                    Text("Eat more.")
                }
            }, size: CGSize(width: 390, height: 844))
        // Grouped styles write headers in capitals.
        #expect(shows("FRUIT", in: host))
        #expect(shows("GREENS", in: host))
        #expect(shows("Eat more.", in: host))
        let header = frame(of: "FRUIT", in: host)!, apple = frame(of: "Apple", in: host)!
        #expect(header.minX == 32)
        #expect(header.minY == 36)  // the list's 20, then 16
        #expect(apple.minY > header.maxY + 6)
        let cards = shapeBounds(host).filter { $0.minX == 16 && $0.width == 358 }
        #expect(cards.count == 2)
        #expect(frame(of: "Eat more.", in: host)!.minY == cards[1].maxY + 6)
    }

    @Test func plainListsHaveNoCards() {
        let host = ViewHost(
            List {
                Text("A")
                Text("B")
            }.listStyle(.plain), size: CGSize(width: 300, height: 400))
        let shapes = shapeBounds(host)
        #expect(!shapes.contains { $0.height == 88 })
        #expect(shapes.contains(CGRect(x: 16, y: 43.5, width: 284, height: 0.5)))
        #expect(frame(of: "A", in: host)!.minX == 16)
    }

    @Test func listInitializersMakeARowPerElement() {
        struct Fruit: Identifiable { let id: Int; let name: String }
        let fruits = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Lime")]
        let identified = ViewHost(List(fruits) { Text($0.name) }, size: CGSize(width: 300, height: 300))
        #expect(shows("Fig", in: identified) && shows("Lime", in: identified))
        let keyed = ViewHost(List(["x", "y", "z"], id: \.self) { Text($0) }, size: CGSize(width: 300, height: 300))
        #expect(frame(of: "z", in: keyed)!.minY - frame(of: "x", in: keyed)!.minY == 88)
        let ranged = ViewHost(List(0..<3) { Text("row \($0)") }, size: CGSize(width: 300, height: 300))
        #expect(shows("row 2", in: ranged))
        let empty = ViewHost(List { EmptyView() }, size: CGSize(width: 300, height: 300))
        #expect(!shapeBounds(empty).contains { $0.width == 268 })
    }

    @Test func aFormIsAnInsetGroupedListWithItsControls() {
        struct Settings: View {
            @State var on = false
            var body: some View {
                Form {
                    Section("General") {
                        Toggle("Wi-Fi", isOn: $on)
                    }
                }
                .listStyle(.plain)  // a form keeps its own style
            }
        }
        let host = ViewHost(Settings(), size: CGSize(width: 390, height: 600))
        #expect(shows("GENERAL", in: host))
        #expect(shapeBounds(host).contains { $0.minX == 16 && $0.width == 358 && abs($0.height - 44) < 1e-9 })
        // The toggle spans the row: its label at the row's leading inset.
        #expect(frame(of: "Wi-Fi", in: host)!.minX == 32)
    }

    @Test func aGroupBoxInsetsItsContentOnARoundedBackground() {
        let host = ViewHost(
            GroupBox("Stats") {
                Text("42")
            }.frame(width: 200), size: CGSize(width: 200, height: 200))
        let background = shapeBounds(host).first!
        let title = frame(of: "Stats", in: host)!, value = frame(of: "42", in: host)!
        #expect(background.width == 200)
        #expect(title.minX == background.minX + 16 && abs(title.minY - (background.minY + 16)) <= halfPixel)
        #expect(value.minX == title.minX)
        #expect(abs(value.minY - (title.maxY + 8)) < 1e-9)
        #expect(abs(background.maxY - (value.maxY + 16)) < 1e-9)
    }

    @Test func aDisclosureGroupExpandsWhenItsLabelIsTapped() {
        let host = ViewHost(
            DisclosureGroup("More") {
                Text("Hidden")
            }.frame(width: 200), size: CGSize(width: 200, height: 200))
        #expect(!shows("Hidden", in: host))
        let label = frame(of: "More", in: host)!
        #expect(host.tap(at: CGPoint(x: label.midX, y: label.midY)))
        host.advance(by: 2)
        #expect(shows("Hidden", in: host))
        // The chevron turned a quarter.
        let chevron = host.drawnViews.first { $0.item.content?.imageName == "system:chevron.right" }!
        #expect(abs(chevron.transform.b - 1) < 1e-9)
        #expect(host.tap(at: CGPoint(x: label.midX, y: frame(of: "More", in: host)!.midY)))
        host.advance(by: 2)
        #expect(!shows("Hidden", in: host))
    }

    @Test func aSectionOutsideAListIsItsViews() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Section("Head") { Text("Body") }
            }, size: CGSize(width: 200, height: 200))
        // No capitals, no card: the header and the row are the stack's.
        #expect(shows("Head", in: host))
        #expect(abs(frame(of: "Body", in: host)!.minY - frame(of: "Head", in: host)!.maxY) < 1e-9)
        #expect(shapeBounds(host).isEmpty)
    }
}
