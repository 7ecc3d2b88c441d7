import AnimationRender
import Foundation
import SnapshotTesting
import SwiftAnimation
import Testing
import UIKit

@testable import SwiftAnimationTesting

#if Cairo
/// swift-snapshot-testing's iOS names draw what an iPhone draws: the
/// device's screen at its scale, its safe area, the traits' appearance.
/// Expected sizes are the devices' screens in points times the scale.
@Suite("swift-snapshot-testing's iOS names")
struct IOSSnapshotNamesTests {
    private func pixels(_ image: UIImage) throws -> RGBAImage {
        let data = try #require(image.pngData())
        return try #require(RGBAImage(png: data))
    }

    @Test func aDeviceIsItsScreenAtItsScale() throws {
        // iPhone 13: 390 × 844 points at 3 pixels a point.
        let image = take(Color.red, as: .image(layout: .device(config: .iPhone13)))
        let drawn = try pixels(image)
        #expect(drawn.width == 1170 && drawn.height == 2532)
        #expect(image.scale == 3)
        // The safe area's top 47 points (141 pixels) show the white the
        // host draws on; red below.
        #expect(drawn.pixel(x: 585, y: 139) == (255, 255, 255, 255))
        let red = drawn.pixel(x: 585, y: 143)
        #expect(red.red > 200 && red.green < 80 && red.alpha == 255)
        // A view that ignores the safe area reaches the top.
        let full = try pixels(take(Color.red.ignoresSafeArea(), as: .image(layout: .device(config: .iPhone13))))
        #expect(full.pixel(x: 585, y: 1).green < 80)
    }

    @Test func landscapeSwapsTheSidesAndTurnsTheSafeArea() throws {
        // iPhone X held sideways: 812 × 375, 44 points kept clear on each side.
        let drawn = try pixels(take(Color.red, as: .image(layout: .device(config: .iPhoneX(.landscape)), traits: .init(displayScale: 1))))
        #expect(drawn.width == 812 && drawn.height == 375)
        #expect(drawn.pixel(x: 42, y: 100) == (255, 255, 255, 255))
        #expect(drawn.pixel(x: 46, y: 100).green < 80)
    }

    @Test func fixedAndOwnSizesAndDarkTraits() throws {
        let fixed = try pixels(take(Color(.systemBackground), as: .image(layout: .fixed(width: 20, height: 10), traits: .init(displayScale: 1))))
        #expect(fixed.width == 20 && fixed.height == 10)
        #expect(fixed.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        // Dark: the system background is black.
        let darkTraits = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 1)])
        let dark = try pixels(take(Color(.systemBackground), as: .image(layout: .fixed(width: 20, height: 10), traits: darkTraits)))
        #expect(dark.pixel(x: 5, y: 5) == (0, 0, 0, 255))
        // Its own size: a 60-point frame at 2 pixels a point.
        let own = try pixels(take(Color.blue.frame(width: 60, height: 30), as: .image(layout: .sizeThatFits, traits: .init(displayScale: 2))))
        #expect(own.width == 120 && own.height == 60)
    }

    /// A preferred content size category reaches the views as their
    /// Dynamic Type size: UIKit's accessibility extra extra large is
    /// SwiftUI's `accessibility4` (both the fourth accessibility size).
    @Test func aContentSizeCategoryIsTheDynamicTypeSize() throws {
        struct Sized: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Color.red.frame(width: size == .accessibility4 ? 40 : 10, height: 10) }
        }
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraLarge), UITraitCollection(displayScale: 1)
        ])
        #expect(traits.preferredContentSizeCategory == .accessibilityExtraExtraLarge && traits.displayScale == 1)
        #expect(try pixels(take(Sized(), as: .image(layout: .sizeThatFits, traits: traits))).width == 40)
        #expect(try pixels(take(Sized(), as: .image(layout: .sizeThatFits, traits: .init(displayScale: 1)))).width == 10)
        #expect(DynamicTypeSize(UIContentSizeCategory.large) == .large && DynamicTypeSize(.unspecified) == nil)
        #expect(UIContentSizeCategory.extraSmall < .accessibilityMedium && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    /// A device's size classes reach the views (a phone upright is compact
    /// across, an iPad regular), and the traits given win over them.
    @Test @MainActor func devicesGiveTheirSizeClasses() throws {
        let phone = try DeviceLayout(.device(config: .iPhone13), traits: .init()).host(of: Color.red)
        #expect(phone.environment.horizontalSizeClass == .compact && phone.environment.verticalSizeClass == .regular)
        let sideways = try DeviceLayout(.device(config: .iPhone13ProMax(.landscape)), traits: .init()).host(of: Color.red)
        #expect(sideways.environment.horizontalSizeClass == .regular && sideways.environment.verticalSizeClass == .compact)
        #expect(sideways.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        let pad = try DeviceLayout(.device(config: .iPadPro11), traits: .init(horizontalSizeClass: .compact)).host(of: Color.red)
        #expect(pad.size == CGSize(width: 1194, height: 834))
        #expect(pad.environment.horizontalSizeClass == .compact && pad.environment.verticalSizeClass == .regular)
    }

    /// The host draws all a view draws either way. The layout is written
    /// as suites write it, in the call: swift-snapshot-testing declares a
    /// `SwiftUISnapshotLayout` of its own when it is compiled after this
    /// package's SwiftUI module (`swift run animate demo` before
    /// `swift test`), and the type's name alone is then ambiguous
    /// (Differences: "Snapshot suites from iOS").
    @Test func drawingInTheKeyWindowGivesTheSameImage() {
        let plain = take(Color.red, as: .image(layout: .fixed(width: 40, height: 20))).pngData()
        #expect(plain != nil)
        #expect(take(Color.red, as: .image(drawHierarchyInKeyWindow: true, layout: .fixed(width: 40, height: 20))).pngData() == plain)
    }

    @Test func aViewWithNoSizeFailsWithAMessage() {
        withKnownIssue {
            _ = take(EmptyView(), as: .image(layout: .sizeThatFits))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ideal size is 0.0 × 0.0") }
        }
    }
}
#endif
