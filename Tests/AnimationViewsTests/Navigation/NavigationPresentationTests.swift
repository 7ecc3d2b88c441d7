import AnimationCore
import AnimationRuntime
import Combine
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Destinations pushed by bindings and bar visibility")
struct NavigationPresentationTests {
    @Test func aBindingPushesAndTheBackButtonClearsIt() {
        struct Flow: View {
            @State var showing = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Text(showing ? "flag on" : "flag off")
                        Button("Go") { showing = true }
                    }
                    .navigationDestination(isPresented: $showing) { Text("Detail") }
                }
            }
        }
        let host = phone(Flow())
        #expect(tap("Go", in: host))
        host.advance(by: 1)
        #expect(shows("Detail", in: host))
        #expect(frame(of: "Detail", in: host)!.minX >= 0)
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(!shows("Detail", in: host))
        #expect(shows("flag off", in: host))
    }

    @Test func clearingTheBindingPops() {
        struct Flow: View {
            @State var showing = false
            var body: some View {
                NavigationStack {
                    Button("Go") { showing = true }
                        .navigationDestination(isPresented: $showing) {
                            Button("Done") { showing = false }
                        }
                }
            }
        }
        let host = phone(Flow())
        #expect(tap("Go", in: host))
        host.advance(by: 1)
        #expect(tap("Done", in: host))
        host.advance(by: 1)
        #expect(!shows("Done", in: host))
        // Outside a stack: a warning, nothing pushed.
        struct Lone: View {
            @State var showing = true
            var body: some View { Text("Alone").navigationDestination(isPresented: $showing) { Text("Nowhere") } }
        }
        let lone = phone(Lone())
        #expect(!shows("Nowhere", in: lone))
        #expect(lone.warnings.contains { $0.contains("outside a NavigationStack") })
    }

    @Test func anItemPushesItsScreen() {
        struct Flow: View {
            @State var color: String?
            var body: some View {
                NavigationStack {
                    Button("Pick") { color = "Teal" }
                        .navigationDestination(item: $color) { Text("Color \($0)") }
                }
            }
        }
        let host = phone(Flow())
        #expect(tap("Pick", in: host))
        host.advance(by: 1)
        #expect(shows("Color Teal", in: host))
    }

    @Test func toolbarVisibilityHidesBars() {
        let navigation = phone(
            NavigationStack {
                Text("Body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
            })
        #expect(!shows("Title", in: navigation))
        // iOS 18's name does the same.
        let renamed = phone(
            NavigationStack {
                Text("Body").navigationTitle("Title").toolbarVisibility(.hidden, for: .navigationBar)
            })
        #expect(!shows("Title", in: renamed) && shows("Body", in: renamed))
        struct Tabs: View {
            var body: some View {
                TabView {
                    Text("Page").toolbar(.hidden, for: .tabBar).tabItem { Text("Item") }
                    Text("Other").tabItem { Text("Second") }
                }
            }
        }
        let tabs = phone(Tabs())
        tabs.advance(by: 1.0 / 60)
        #expect(shows("Page", in: tabs))
        #expect(!shows("Item", in: tabs))
    }
}

@Suite("Navigation paths and state objects outside a host")
struct PathAndStateObjectTests {
    @Test func removeLastClampsToThePathsLength() {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        path.removeLast(5)
        #expect(path.isEmpty)
        path.append(3)
        path.removeLast(-2)
        #expect(path.count == 1)
        path.removeLast()
        #expect(path.count == 0)
    }

    @MainActor
    @Test func aStateObjectReadOutsideAHostIsMadeOnceAndKept() {
        final class Model: ObservableObject {
            nonisolated(unsafe) static var made = 0
            @Published var value = 1
            init() { Self.made += 1 }
        }
        struct Holder: View {
            @StateObject var model = Model()
            var body: some View { Text("\(model.value)") }
        }
        let holder = Holder()
        #expect(Model.made == 0)  // made lazily
        holder.model.value = 5
        #expect(holder.model.value == 5)
        #expect(Model.made == 1)
        // A host that installs the view keeps the object read before.
        let host = ViewHost(holder, size: CGSize(width: 50, height: 30))
        #expect(shows("5", in: host))
        #expect(Model.made == 1)
    }
}
