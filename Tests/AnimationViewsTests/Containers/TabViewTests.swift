import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private struct Tabs: View {
    @State var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Text("Home page")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            Text("Settings page")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
    }
}

@MainActor
@Suite("Tab views and label styles")
struct TabViewTests {
    @Test func theTabBarSelectsPages() {
        let host = phone(Tabs())
        #expect(shows("Home page", in: host))
        #expect(!shows("Settings page", in: host))
        // The bar: 49 high above the bottom safe area; two items sharing
        // the width; icons above titles.
        let home = frame(of: "Home", in: host)!, settings = frame(of: "Settings", in: host)!
        #expect(home.maxY <= 844 - 34 && home.minY >= 844 - 34 - 49)
        #expect(abs(home.midX - 97.5) <= halfPixel && abs(settings.midX - 292.5) <= halfPixel)
        let icon = host.drawnViews.first { $0.item.content?.imageName == "system:house" }!
        #expect(icon.item.frame.maxY <= home.minY)
        #expect(host.tap(at: CGPoint(x: settings.midX, y: settings.midY)))
        host.advance(by: 1.0 / 60)
        #expect(shows("Settings page", in: host))
        #expect(!shows("Home page", in: host))
    }

    @Test func withoutABindingTheTabViewKeepsItsSelection() {
        let host = phone(
            TabView {
                Text("One").tabItem { Text("First") }
                Text("Two").tabItem { Text("Second") }
            })
        #expect(shows("One", in: host))
        let second = frame(of: "Second", in: host)!
        #expect(host.tap(at: CGPoint(x: second.midX, y: second.midY)))
        host.advance(by: 1.0 / 60)
        #expect(shows("Two", in: host))
    }

    @Test func pagesSlideWhenSwipedAndWhenTheSelectionChanges() {
        struct Pages: View {
            @State var page = 0
            var body: some View {
                VStack(spacing: 0) {
                    TabView(selection: $page) {
                        ForEach(0..<3) { index in
                            Color.blue.overlay(Text("Page \(index)")).tag(index)
                        }
                    }
                    .tabViewStyle(.page)
                    .frame(width: 300, height: 200)
                    Text("Next").onTapGesture { withAnimation(.linear(duration: 1)) { page += 1 } }
                }
            }
        }
        let host = ViewHost(Pages(), size: CGSize(width: 300, height: 240))
        let first = frame(of: "Page 0", in: host)!
        #expect(abs(frame(of: "Page 1", in: host)!.midX - (first.midX + 300)) <= onePixel)
        // A swipe of more than a quarter page to the left selects page 1.
        #expect(host.press(at: CGPoint(x: 250, y: 100)))
        host.move(to: CGPoint(x: 150, y: 100))
        #expect(abs(frame(of: "Page 0", in: host)!.midX - (first.midX - 100)) < 1e-9)
        host.release(at: CGPoint(x: 150, y: 100))
        host.advance(by: 1)
        #expect(abs(frame(of: "Page 1", in: host)!.midX - first.midX) <= onePixel)
        // A selection change in withAnimation slides.
        let next = frame(of: "Next", in: host)!
        #expect(host.tap(at: CGPoint(x: next.midX, y: next.midY)))
        host.advance(by: 0.5)
        let halfway = frame(of: "Page 2", in: host)!.midX
        #expect(halfway > first.midX + 100 && halfway < first.midX + 200)
        host.advance(by: 1)
        #expect(abs(frame(of: "Page 2", in: host)!.midX - first.midX) <= onePixel)
        // Three index dots.
        let dots = host.displayList.flattened.filter { $0.item.frame.size == CGSize(width: 7, height: 7) }
        #expect(dots.count == 3)
    }

    @Test func labelStylesChooseTheParts() {
        let iconOnly = ViewHost(Label("Star", systemImage: "star").labelStyle(.iconOnly), size: CGSize(width: 100, height: 50))
        #expect(!shows("Star", in: iconOnly))
        #expect(iconOnly.find(image: "system:star") != nil)
        let titleOnly = ViewHost(Label("Star", systemImage: "star").labelStyle(.titleOnly), size: CGSize(width: 100, height: 50))
        #expect(shows("Star", in: titleOnly))
        #expect(titleOnly.find(image: "system:star") == nil)
    }
}
