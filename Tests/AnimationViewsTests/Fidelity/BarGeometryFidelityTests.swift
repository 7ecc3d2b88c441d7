import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The bars of an iPhone 14 (390 × 844 points) as iOS measures them.
///
/// Sources: UIKit's bar heights as apps read them on devices with a home
/// indicator, published in github.com/warriorg/notes (doc/ios_development.md,
/// "Sizes of iPhone UI Elements": a navigation bar is 44 points, 96 with a
/// large title; a tab bar 49, 83 with the home indicator's 34 below it);
/// VCore's `UINavigationBar.height` doc comment (github.com/VakhoKontridze/VCore:
/// "// 44.0"). The status bar of an iPhone 14 is 47 points (the top safe
/// area UIKit reports on it, zhangwen.site/blog/iphone14-size).
@MainActor
@Suite("Bar geometry against iOS")
struct BarGeometryFidelityTests {
    static let statusBar: CGFloat = 47
    static let navigationBar: CGFloat = 44
    static let largeTitleRow: CGFloat = 96 - 44
    static let tabBar: CGFloat = 49
    static let homeIndicator: CGFloat = 83 - 49

    @Test func anInlineTitleIsCenteredInTheBar() throws {
        let host = phone(NavigationStack { Text("Body").navigationTitle("Inline").navigationBarTitleDisplayMode(.inline) })
        let title = try #require(center(of: "Inline", in: host))
        #expect(abs(title.y - (Self.statusBar + Self.navigationBar / 2)) <= halfPixel)
    }

    @Test func aLargeTitleSitsInItsRowUnderTheBar() throws {
        let host = phone(NavigationStack { Text("Body").navigationTitle("Large") })
        let title = try #require(center(of: "Large", in: host))
        #expect(abs(title.y - (Self.statusBar + Self.navigationBar + Self.largeTitleRow / 2)) <= 1)
        // The content starts under the large title's row.
        let body = try #require(host.find(text: "Body")).frame
        #expect(body.minY >= Self.statusBar + Self.navigationBar + Self.largeTitleRow - halfPixel)
    }

    @Test func aTabsContentEndsAtTheTabBar() throws {
        let host = phone(
            TabView {
                Color.red.tabItem { Label("First", systemImage: "star") }
                Color.blue.tabItem { Label("Second", systemImage: "gear") }
            })
        let content = try #require(colorFrames(host).first { $0.width == 390 && $0.minY < 100 })
        #expect(abs(content.maxY - (844 - Self.homeIndicator - Self.tabBar)) <= halfPixel)
        // The items' labels are inside the bar.
        let label = try #require(host.find(text: "First")).frame
        #expect(label.minY >= 844 - Self.homeIndicator - Self.tabBar && label.maxY <= 844 - Self.homeIndicator)
    }
}
