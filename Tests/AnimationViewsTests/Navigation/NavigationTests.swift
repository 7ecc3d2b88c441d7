import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Navigation stacks")
struct NavigationTests {
    @Test func aLinkPushesAScreenThatSlidesInAndBackPopsIt() {
        let host = phone(
            NavigationStack {
                VStack { NavigationLink("Open", destination: Text("Detail").navigationTitle("Second")) }
                    .navigationTitle("Home")
            })
        // The root's title is large, in the 52-point row under the 44-point bar.
        let title = center(of: "Home", in: host)!
        #expect(abs(title.y - (47 + 44 + 26)) < 1)
        #expect(!shows("Back", in: host))
        #expect(tap("Open", in: host))
        // Twelve frames into easeInOut(0.35): the new screen is that far in
        // (frames fall every 1/60 s; the host's time is the last frame's).
        for _ in 0..<12 { host.advance(by: 1.0 / 60) }
        let detail = center(of: "Detail", in: host)!
        #expect(abs(detail.x - (195 + 390 * (1 - UnitCurve.easeInOut.value(at: (12.0 / 60) / 0.35)))) < 0.5)
        host.advance(by: 0.5)
        #expect(abs(center(of: "Detail", in: host)!.x - 195) < 1)
        // A pushed screen's title is inline, centered in the bar.
        #expect(abs(center(of: "Second", in: host)!.x - 195) < 1)
        #expect(abs(center(of: "Second", in: host)!.y - (47 + 22)) < 1)
        // The root moved a third of the way out, under the new screen.
        #expect(abs(center(of: "Open", in: host)!.x - (195 - 130)) < 1)
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(!shows("Detail", in: host))
        #expect(abs(center(of: "Open", in: host)!.x - 195) < 1)
        #expect(!host.isAnimating)
    }

    @Test func valuesPushThroughTheirDestinationsAndThePath() {
        struct Catalog: View {
            @State var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Three", value: 3)
                        NavigationLink("Word", value: "w")
                        Text("Jump").onTapGesture { path = [1, 2] }
                    }
                    .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
                }
                .overlay(alignment: .bottom) { Text("depth \(path.count)") }
            }
        }
        let host = phone(Catalog())
        #expect(tap("Three", in: host))
        host.advance(by: 1)
        #expect(shows("Number 3", in: host))
        #expect(shows("depth 1", in: host))
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(shows("depth 0", in: host))
        // A value no destination handles: the link does nothing, with a warning.
        #expect(tap("Word", in: host))
        host.advance(by: 1)
        #expect(shows("depth 0", in: host))
        #expect(host.warnings.contains { $0.contains("no matching navigationDestination") })
        // Setting the path pushes both screens (animated, even without withAnimation).
        #expect(tap("Jump", in: host))
        host.advance(by: 0.1)
        #expect(host.isAnimating)
        host.advance(by: 1)
        #expect(shows("Number 2", in: host))
        #expect(shows("depth 2", in: host))
    }

    @Test func dismissPopsAndToolbarItemsTakeTheirPlaces() {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Text("Close").onTapGesture { dismiss() }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                        ToolbarItem(placement: .principal) { Text("Middle") }
                        ToolbarItem(placement: .bottomBar) { Text("Status") }
                    }
            }
        }
        let host = phone(
            NavigationView {
                NavigationLink(destination: Detail()) { Text("Go") }
                    .navigationBarTitle("Root", displayMode: .inline)
            })
        #expect(abs(center(of: "Root", in: host)!.y - (47 + 22)) < 1)
        #expect(tap("Go", in: host))
        host.advance(by: 1)
        let add = center(of: "Add", in: host)!
        #expect(add.x > 300 && abs(add.y - (47 + 22)) < 1)
        #expect(abs(center(of: "Middle", in: host)!.x - 195) < 1)
        // The bottom bar sits above the home indicator, 49 points high.
        #expect(abs(center(of: "Status", in: host)!.y - (844 - 34 - 24.5)) < 1)
        #expect(tap("Close", in: host))
        host.advance(by: 1)
        #expect(!shows("Close", in: host))
        #expect(shows("Go", in: host))
    }

    @Test func aLinkOutsideAStackDoesNothing() {
        let host = ViewHost(NavigationLink("Lost", destination: Text("Nowhere")), size: CGSize(width: 200, height: 100))
        #expect(tap("Lost", in: host))
        host.advance(by: 1)
        #expect(!shows("Nowhere", in: host))
        #expect(host.warnings.contains { $0.contains("outside a NavigationStack") })
    }

    /// A title bound to state (iOS 16's renamable title) shows the state's
    /// value, and follows it when the code changes it.
    @Test func aBoundTitleShowsItsValue() {
        struct Document: View {
            @State var name = "Untitled"
            var body: some View {
                NavigationStack {
                    Button("Rename") { name = "Notes" }
                        .navigationTitle($name)
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let host = phone(Document())
        #expect(shows("Untitled", in: host))
        #expect(tap("Rename", in: host))
        #expect(shows("Notes", in: host) && !shows("Untitled", in: host))
    }
}
