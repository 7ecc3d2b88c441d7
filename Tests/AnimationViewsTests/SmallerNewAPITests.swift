import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Tabs, subviews, images of URLs, hit testing, geometry and effects")
struct SmallerNewAPITests {
    @Test func tabsOfIOS18SelectByValue() {
        struct Tabs: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: 0) { Text("Home page") }
                    Tab("Settings", systemImage: "gear", value: 1) { Text("Settings page") }
                }
            }
        }
        let host = phone(Tabs())
        #expect(shows("Settings page", in: host) && !shows("Home page", in: host))
        #expect(tap("Home", in: host))
        #expect(shows("Home page", in: host))
        #expect(shows(image: "house", in: host))
    }

    @Test func groupsAndForEachesReadSubviews() {
        struct Counted: View {
            var body: some View {
                VStack {
                    Group(
                        subviews: Group {
                            Text("a"); Text("b"); Text("c")
                        }
                    ) { subviews in
                        Text(verbatim: "\(subviews.count) subviews")
                        subviews[1]
                    }
                    ForEach(
                        subviews: Group {
                            Text("x"); Text("y")
                        }
                    ) { subview in
                        subview.padding(2)
                    }
                }
            }
        }
        let host = ViewHost(Counted(), size: CGSize(width: 300, height: 300))
        #expect(shows("3 subviews", in: host) && shows("b", in: host) && !shows("a", in: host))
        #expect(shows("x", in: host) && shows("y", in: host))
    }

    @Test func asyncImagesLoadFilesAndAssetsAndShowPlaceholdersForTheRest() {
        let file = TestPaths.fixtureAssets.appendingPathComponent("checker.png")
        struct Images: View {
            let file: URL
            var body: some View {
                VStack {
                    AsyncImage(url: file)
                    AsyncImage(url: URL(string: "https://example.com/photos/logo.svg")) { image in
                        image.resizable().frame(width: 30, height: 30)
                    } placeholder: {
                        Text("loading")
                    }
                    AsyncImage(url: URL(string: "https://example.com/unknown.png")) { phase in
                        if phase.image != nil { Text("loaded") } else { Text("waiting") }
                    }
                }
            }
        }
        let host = ViewHost(Images(file: file), size: CGSize(width: 300, height: 300), assets: TestPaths.fixtureAssets)
        #expect(host.drawnViews.filter { $0.imageName != nil }.count == 2)
        #expect(!shows("loading", in: host) && shows("waiting", in: host))
        #expect(host.warnings.contains { $0.contains("unknown.png shows its placeholder") })
    }

    @Test func viewsThatTakeNoHitsLetTapsThrough() {
        struct Layers: View {
            @State var taps = 0
            var body: some View {
                ZStack {
                    Button("Under") { taps += 1 }
                    Color.blue.opacity(0.5).frame(width: 200, height: 200).allowsHitTesting(false)
                    Text("Hidden").hidden()
                }
                .overlay(alignment: .bottom) { Text("taps \(taps)") }
                .frame(width: 300, height: 300)
            }
        }
        let host = ViewHost(Layers(), size: CGSize(width: 300, height: 300))
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        #expect(shows("taps 1", in: host))
        // Hidden: laid out, drawn fully transparent.
        #expect(host.find(text: "Hidden")?.opacity == 0)
    }

    @Test func geometryChangesReachTheAction() {
        struct Measured: View {
            @State var width: CGFloat = 0
            @State var wide = false
            var body: some View {
                VStack {
                    Color.red.frame(width: wide ? 120 : 60, height: 10)
                        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
                    Text(verbatim: "width \(Int(width))")
                    Button("Wider") { wide = true }
                }
            }
        }
        let host = ViewHost(Measured(), size: CGSize(width: 300, height: 300))
        // The action runs at the end of the layout the display list needs;
        // what it writes shows after the next frame.
        _ = host.displayList
        host.advance(by: 0.1)
        #expect(shows("width 60", in: host))
        #expect(tap("Wider", in: host))
        _ = host.displayList
        host.advance(by: 0.1)
        #expect(shows("width 120", in: host))
    }

    @Test func scaledMetricsGrowWithDynamicType() {
        struct Icon: View {
            @ScaledMetric var side = 24.0
            var body: some View { Color.red.frame(width: side, height: 10) }
        }
        let large = ViewHost(Icon(), size: CGSize(width: 300, height: 300))
        #expect(colorFrames(large).first?.width == 24)
        let huge = ViewHost(Icon().dynamicTypeSize(.xxxLarge), size: CGSize(width: 300, height: 300))
        // Apple's body sizes: 17 at large, 23 at xxxLarge.
        #expect(abs((colorFrames(huge).first?.width ?? 0) - 24 * 23 / 17) <= onePixel)
    }

    @Test func accessibilityTraitsHintsAndValuesAreFound() {
        let host = ViewHost(
            Text("Play").accessibilityIdentifier("play").accessibilityAddTraits(.isButton).accessibilityHint("Starts the song")
                .accessibilityValue("Paused").accessibilityHidden(false),
            size: CGSize(width: 200, height: 100))
        #expect(host.find(id: "play") != nil)
        let traits = host.drawnViews.first { $0.accessibilityTraits.contains(.isButton) }
        #expect(traits != nil)
        #expect(host.drawnViews.contains { $0.accessibilityHint == "Starts the song" })
        #expect(host.drawnViews.contains { $0.accessibilityValue == "Paused" })
    }

    /// A bounce's cycle lasts 0.5 s: at 0.25 s the scale is at its
    /// largest, 1.2.
    @Test func symbolEffectsAnimateTheSymbol() {
        struct Bell: View {
            @State var rings = 0
            var body: some View {
                VStack {
                    Image(systemName: "bell").symbolEffect(.bounce, value: rings)
                    Button("Ring") { rings += 1 }
                    Image(systemName: "wifi").symbolEffect(.pulse)
                }
            }
        }
        let host = ViewHost(Bell(), size: CGSize(width: 300, height: 300))
        #expect(tap("Ring", in: host))
        host.advance(by: 0.25)
        let bell = host.drawnViews.first { $0.imageName == "system:bell" }
        #expect(abs((bell?.transform.a ?? 0) - 1.2) < 0.02)
        let wifi = host.drawnViews.first { $0.imageName == "system:wifi" }
        #expect((wifi?.opacity ?? 1) < 0.9)
        host.advance(by: 0.5)
        #expect(abs((host.drawnViews.first { $0.imageName == "system:bell" }?.transform.a ?? 0) - 1) < 1e-6)
    }

    @Test func glassDrawsATranslucentMaterialAndSearchFieldsEdit() {
        struct Searching: View {
            @State var query = ""
            var body: some View {
                VStack {
                    Text("Results for \(query)")
                }
                .searchable(text: $query, prompt: "Find songs")
                .overlay(alignment: .bottom) { Text("Glass").padding().glassEffect() }
            }
        }
        let host = ViewHost(Searching(), size: CGSize(width: 300, height: 300))
        #expect(shows("Find songs", in: host))
        #expect(tap("Find songs", in: host))
        #expect(host.type("jazz"))
        #expect(shows("Results for jazz", in: host))
        let glass = host.drawnViews.first { view in
            if case .shape(_, .color(let color), nil, _)? = view.item.content { return abs(Double(color.opacity) - 0.65) < 1e-3 }
            return false
        }
        #expect(glass != nil)
    }
}
