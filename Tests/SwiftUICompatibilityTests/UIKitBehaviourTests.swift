import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("UIKit as SwiftUI code reaches it")
struct UIKitBehaviourTests {
    @Test func theScreenIsTheHostsSize() {
        let host = phone(ScreenWideCard())
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        // The body read the host's width before its first layout: 0.8 × 390.
        #expect(abs((firstFill(host)?.frame.width ?? 0) - 312) < 0.001)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation == .portrait)
        host.size = CGSize(width: 844, height: 390)
        #expect(UIDevice.current.orientation.isLandscape)
    }

    /// Traits merge as UIKit merges them: each from the last collection
    /// that gives it; what none gives is unspecified.
    @Test func traitCollectionsMerge() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.displayScale == 2)
        // A scale that is not finite and positive counts as a phone's 3.
        #expect(UITraitCollection(displayScale: 0).displayScale == 3)
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
    }

    /// UIKit's values as it prints them with `resolvedColor(with:)`
    /// (noahgilmore.com, "Backwards compatibility for iOS 13 system
    /// colors"; newbe.dev's printout of `secondarySystemGroupedBackground`
    /// and `secondaryLabel`).
    @Test func systemColorsHaveUIKitsLightAndDarkValues() {
        func rgba(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [Double] {
            var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r * 255, g * 255, b * 255, a].map { Double($0) }
        }
        func close(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 0.01 } }
        #expect(close(rgba(.systemGray5, .light), [229, 229, 234, 1]))
        #expect(close(rgba(.systemGray5, .dark), [44, 44, 46, 1]))
        #expect(close(rgba(.secondarySystemGroupedBackground, .dark), [28, 28, 30, 1]))
        #expect(close(rgba(.secondaryLabel, .light), [60, 60, 67, 0.6]))
        #expect(close(rgba(.secondaryLabel, .dark), [235, 235, 245, 0.6]))
        #expect(close(rgba(.label, .dark), [255, 255, 255, 1]))
        #expect(close(rgba(.systemBlue, .light), [0, 136, 255, 1]))
        #expect(close(rgba(.darkGray, .light), [85, 85, 85, 1]))

        // Color(uiColor:) keeps both appearances.
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let dark = Color(.systemGray5).resolve(in: environment)
        #expect(abs(Double(dark.red) * 255 - 44) < 0.01)
        environment.colorScheme = .light
        #expect(abs(Double(Color(uiColor: .systemGray5).resolve(in: environment).red) * 255 - 229) < 0.01)
        // And a dynamic color asks its provider for each.
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(close(rgba(dynamic, .dark), [255, 255, 255, 1]) && close(rgba(dynamic, .light), [0, 0, 0, 1]))
    }

    @Test func colorsFromComponentsAndLiterals() {
        let orange: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange == Color(red: 1, green: 0.5, blue: 0))
        let literal = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(literal == UIColor.blue)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 1.0 / 3) < 1e-3 && abs(saturation - 1) < 1e-6 && abs(brightness - 1) < 1e-6)
        #expect(UIColor(named: "no such color") == nil)
        #expect(UIColor.red.withAlphaComponent(0.25).isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.25)))
    }

    @Test func badComponentsAreReplacedNotPassedOn() {
        var r: CGFloat = -1, a: CGFloat = -1
        UIColor(red: .nan, green: 0, blue: 0, alpha: 7).getRed(&r, green: nil, blue: nil, alpha: &a)
        #expect(r == 0 && a == 1)
        #expect(UIFont.systemFont(ofSize: -4).pointSize == 0 && UIFont.systemFont(ofSize: .infinity).pointSize == 0)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(systemName: "") == nil)
        let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -3)
        #expect(square.contains(CGPoint(x: 0.1, y: 0.1)))
    }

    @Test func fontsBecomeSwiftUIFonts() {
        #expect(Font(UIFont.systemFont(ofSize: 22, weight: .bold)) == Font.system(size: 22, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.lineHeight > 17 && body.ascender > 0 && body.descender < 0)
        #expect(body.withSize(30).pointSize == 30)
    }

    @Test func bezierPathsRoundTheCornersTheyAreAskedTo() {
        let path = RoundedCorner(radius: 20, corners: [.topLeft, .topRight]).path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && !path.contains(CGPoint(x: 199, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 99)) && path.contains(CGPoint(x: 199, y: 99)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 100))
        // UIKit's clockwise is on the screen: from 0 to π/2 clockwise
        // passes below the center (y grows downwards).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        #expect(arc.bounds.minY > -1e-9 && arc.bounds.minX > -1e-9)
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Path(mutable).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    @Test func hapticsAreRecordedAtTheHostsTime() {
        UIFeedbackGenerator.removeAllPlayed()
        let host = phone(HapticButtons())
        host.advance(by: 0.5)
        #expect(tap("Impact", in: host))
        #expect(tap("Done", in: host))
        #expect(UIFeedbackGenerator.played.map(\.kind) == [.impact(.heavy, intensity: 1), .notification(.success)])
        #expect(UIFeedbackGenerator.played.allSatisfy { abs($0.time - 0.5) < 1e-9 })
        let generator = UIImpactFeedbackGenerator(style: .soft)
        generator.impactOccurred(intensity: .nan)
        generator.impactOccurred(intensity: 3)
        #expect(UIFeedbackGenerator.played.suffix(2).map(\.kind) == [.impact(.soft, intensity: 1), .impact(.soft, intensity: 1)])
    }

    @Test func resigningTheFirstResponderEndsEditing() {
        let host = phone(NameForm())
        #expect(tap("Name", in: host))
        #expect(shows("editing", in: host))
        #expect(tap("Hide keyboard", in: host))
        #expect(shows("idle", in: host) && !host.hasFocusedTextField)
        #expect(tap("Name", in: host))
        #expect(shows("editing", in: host))
        #expect(tap("End editing", in: host))
        #expect(shows("idle", in: host))
        // Nothing focused: nothing to end; other actions are not answered.
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction("copy:", to: nil, from: nil, for: nil))
    }

    @Test func theKeyWindowHasTheHostsSafeArea() {
        let host = phone(SafeAreaReader())
        // The first body ran before `phone` set the insets; the next reads them.
        #expect(shows("top 0", in: host))
        #expect(tap("Read again", in: host))
        #expect(shows("top 47", in: host))
        #expect(UIApplication.shared.keyWindow?.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIApplication.shared.windows.first?.isKeyWindow == true)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundActive)
    }

    @Test func representablesRunTheirLifeCycleAndDrawALabelledPlaceholder() {
        Blur.made = 0
        Blur.updates = 0
        Blur.dismantled = 0
        let host = phone(PickerScreen())
        #expect(Blur.made == 1 && Blur.updates >= 1)
        // A placeholder of the proposed size, labelled with the type.
        let label = host.find(text: "ImagePicker")
        #expect(label != nil)
        let box = host.drawnViews.first { $0.frame.size == CGSize(width: 200, height: 150) }
        #expect(box != nil)
        #expect(host.warnings.contains { $0.contains("ImagePicker wraps a UIKit view") })
        #expect(host.warnings.filter { $0.contains("Blur wraps a UIKit view") }.count == 1)
        #expect(tap("Close", in: host))
        host.advance(by: 1)
        #expect(Blur.made == 1 && Blur.dismantled == 1)
        #expect(host.find(text: "ImagePicker") == nil)
    }

    @Test func imagesFromBytesDrawTheirPixels() throws {
        let data = try Data(contentsOf: TestPaths.fixtureAssets.appendingPathComponent("checker.png"))
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1) && image.pngData() == data && image.jpegData(compressionQuality: 1) == nil)
        let host = phone(PhotoView(photo: image))
        let drawn = host.drawnViews.first { $0.imageName != nil }
        #expect(drawn?.frame.size == CGSize(width: 2, height: 1))
        #expect(!host.warnings.contains { $0.contains("No image named") })
        // A symbol draws as Image(systemName:).
        #expect(shows(image: "star.fill", in: phone(PhotoView(photo: UIImage(systemName: "star.fill")!))))
    }

    @Test func urlsOpenAndHostingControllersHoldTheirViews() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == true && UIApplication.shared.openedURLs.last == URL(string: "https://example.com"))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "relative/path")!))
        let controller = shareText()
        #expect(UIApplication.shared.windows.first?.rootViewController == nil)
        let root = UIViewController()
        UIApplication.shared.windows.first?.rootViewController = root
        _ = shareText()
        #expect(root.presentedViewController is UIHostingController<Text>)
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect((controller as? UIHostingController<Text>)?.rootView == Text("Shared"))
        UIApplication.shared.windows.first?.rootViewController = nil
    }

    @Test func appearanceProxiesKeepTheirValuesAndTheTabBarDrawsThem() {
        let host = phone(TabbedApp())
        defer {
            UITabBar.appearance().backgroundColor = nil
            UITabBar.appearance().unselectedItemTintColor = nil
        }
        #expect(UITableView.appearance().backgroundColor == UIColor.clear)
        // The bar's background: systemGray6's light value (242, 242, 247).
        #expect(fillsColor(host, red: 242, green: 242, blue: 247))
        // The unselected item is drawn in red.
        let settings = host.findAll(text: "Settings").last
        guard case .text(let text)? = settings?.item.content, case .color(let color)? = text.runs.first?.paint else {
            Issue.record("the tab item's label is not drawn in a color")
            return
        }
        #expect(abs(Double(color.red) - 1) < 1e-3 && abs(Double(color.green)) < 1e-3)
    }

    /// `UITabBarAppearance`: the bar's background (gray's light value,
    /// (142, 142, 147)), the hairline in pink, the selected item's icon
    /// color (red) over its title color, the others gray.
    @Test func theTabBarDrawsTheAppearanceObjects() {
        let host = phone(AppearanceTabs())
        defer {
            UITabBar.appearance().standardAppearance = UITabBarAppearance()
            UITabBar.appearance().scrollEdgeAppearance = nil
            TabBarAppearance.background = nil
            TabBarAppearance.selectedItem = nil
            TabBarAppearance.unselectedItem = nil
            TabBarAppearance.hairline = nil
        }
        #expect(fillsColor(host, red: 142, green: 142, blue: 147))
        #expect(fillsColor(host, red: 255, green: 45, blue: 85))
        #expect(textColor(of: "Feed", in: host) == Color(uiColor: .red).resolve(in: EnvironmentValues()))
        #expect(textColor(of: "Profile", in: host) == Color.gray.resolve(in: EnvironmentValues()))
        // Set on a bar that is not the proxy, nothing changes.
        UITabBar(frame: .zero).isHidden = true
        #expect(!TabBarAppearance.isHidden)
    }

    /// `UITabBar.appearance().isHidden`: no bar; the app's own buttons
    /// switch tabs.
    @Test func aHiddenTabBarLeavesTheAppsOwn() {
        let host = phone(CustomTabBarApp())
        defer { UITabBar.appearance().isHidden = false }
        #expect(host.find(text: "Tab one") == nil)
        #expect(host.find(text: "One") != nil)
        #expect(tap("Second", in: host))
        #expect(host.find(text: "Two") != nil && host.find(text: "One") == nil)
    }

    @Test func theNavigationBarDrawsTheAppearanceProxysLooks() {
        let host = phone(StyledInbox())
        defer {
            UINavigationBar.appearance().standardAppearance = UINavigationBarAppearance()
            UINavigationBar.appearance().scrollEdgeAppearance = nil
            UINavigationBar.appearance().compactAppearance = nil
            UINavigationBar.appearance().tintColor = nil
        }
        // Indigo's light value (97, 85, 245) behind the bar (iOS 26); the large
        // title in white, at the 40-point heavy font the attributes ask.
        #expect(fillsColor(host, red: 97, green: 85, blue: 245))
        #expect(textColor(of: "Inbox", in: host) == Color.white.resolve(in: EnvironmentValues()))
        guard case .text(let text)? = host.find(text: "Inbox")?.item.content, let face = text.runs.first?.face else {
            Issue.record("the title is not drawn")
            return
        }
        #expect(face.size == 40 && face.weight == 800)
    }

    @Test func theOlderBarPropertiesDrawToo() {
        let host = phone(LegacyTitleColors())
        defer {
            UINavigationBar.appearance().largeTitleTextAttributes = nil
            UINavigationBar.appearance().barTintColor = nil
        }
        // systemYellow (255, 204, 0) behind the bar, the title systemPink
        // (255, 45, 85): Apple's published light values.
        #expect(fillsColor(host, red: 255, green: 204, blue: 0))
        let pink = textColor(of: "Legacy", in: host)
        #expect(pink.map { abs(Double($0.green) * 255 - 45) < 0.5 && abs(Double($0.blue) * 255 - 85) < 0.5 } == true)
    }
}
