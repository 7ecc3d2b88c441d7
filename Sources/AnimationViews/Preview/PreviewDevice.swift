import AnimationCore
import Foundation

/// A simulator device that runs a preview (``AnimationEngine/View/previewDevice(_:)``),
/// named as Xcode names it: `PreviewDevice(rawValue: "iPhone 15 Pro")`.
///
/// The headless host has no simulators; it takes the device's screen size
/// in points from ``screenSize``, a table of iPhone and iPad models (this
/// package's addition). A device the table does not know previews at the
/// default size, with a warning from `animate preview`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String

    /// Creates a device from its name.
    ///
    /// - Parameter rawValue: The name, such as `"iPhone SE (3rd generation)"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from a string literal.
    ///
    /// - Parameter value: The name.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The portrait screen size in points, if the table knows the device:
    /// the longest name in the table that the device's name starts with
    /// (`"iPad Pro (11-inch) (4th generation)"` is an `"iPad Pro (11-inch)"`).
    public var screenSize: CGSize? {
        let match = Self.screenSizes.keys.filter { rawValue.hasPrefix($0) }.max { $0.count < $1.count }
        return match.flatMap { Self.screenSizes[$0] }
    }

    /// The portrait safe-area insets in points (status bar or sensor
    /// housing at the top, home indicator at the bottom), if the table
    /// knows the device; matched as ``screenSize`` is.
    public var safeAreaInsets: EdgeInsets? {
        let match = Self.safeAreaTops.keys.filter { rawValue.hasPrefix($0) }.max { $0.count < $1.count }
        return match.flatMap { name in
            Self.safeAreaTops[name].map { EdgeInsets(top: $0.top, leading: 0, bottom: $0.bottom, trailing: 0) }
        }
    }

    /// The safe-area insets in an orientation: portrait's, or in landscape
    /// those of a phone turned on its side (a phone with a sensor housing
    /// keeps its depth on both sides and 21 points for the home indicator;
    /// one with a home button hides its status bar; an iPad keeps its
    /// status bar and home indicator).
    ///
    /// - Parameter landscape: Whether the device is on its side.
    /// - Returns: The insets, if the table knows the device.
    public func safeAreaInsets(landscape: Bool) -> EdgeInsets? {
        guard let portrait = safeAreaInsets else { return nil }
        guard landscape, rawValue.hasPrefix("iPhone") || rawValue.hasPrefix("iPod") else { return portrait }
        guard portrait.bottom > 0 else { return EdgeInsets() }
        return EdgeInsets(top: 0, leading: portrait.top, bottom: 21, trailing: portrait.top)
    }

    /// Portrait safe-area insets (top, bottom) in points, by model, as the
    /// simulators report them.
    static let safeAreaTops: [String: (top: CGFloat, bottom: CGFloat)] = {
        var table: [String: (top: CGFloat, bottom: CGFloat)] = [:]
        func add(_ top: CGFloat, _ bottom: CGFloat, _ names: String...) {
            for name in names { table[name] = (top, bottom) }
        }
        add(
            20, 0, "iPhone SE (1st generation)", "iPod touch", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)",
            "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus")
        add(44, 34, "iPhone X", "iPhone XS", "iPhone XS Max", "iPhone 11 Pro", "iPhone 11 Pro Max")
        add(48, 34, "iPhone XR", "iPhone 11")
        add(50, 34, "iPhone 12 mini", "iPhone 13 mini")
        add(
            47, 34, "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max",
            "iPhone 14", "iPhone 14 Plus", "iPhone 16e")
        add(
            59, 34, "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max",
            "iPhone 16", "iPhone 16 Plus")
        add(62, 34, "iPhone 16 Pro", "iPhone 16 Pro Max")
        add(
            20, 0, "iPad (5th generation)", "iPad (6th generation)", "iPad (7th generation)", "iPad (8th generation)",
            "iPad (9th generation)", "iPad Air (2nd generation)", "iPad Air (3rd generation)", "iPad Pro (10.5-inch)",
            "iPad mini (5th generation)")
        add(
            24, 20, "iPad (10th generation)", "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Pro (11-inch)",
            "iPad Pro (12.9-inch)", "iPad mini (6th generation)")
        return table
    }()

    /// Portrait screen sizes in points, by model.
    static let screenSizes: [String: CGSize] = {
        var table: [String: CGSize] = [:]
        func add(_ width: CGFloat, _ height: CGFloat, _ names: String...) {
            for name in names { table[name] = CGSize(width: width, height: height) }
        }
        add(320, 568, "iPhone SE (1st generation)", "iPod touch")
        add(375, 667, "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8")
        add(414, 736, "iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus")
        add(375, 812, "iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini")
        add(414, 896, "iPhone XR", "iPhone XS Max", "iPhone 11", "iPhone 11 Pro Max")
        add(390, 844, "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e")
        add(428, 926, "iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus")
        add(393, 852, "iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16")
        add(430, 932, "iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus")
        add(402, 874, "iPhone 16 Pro")
        add(440, 956, "iPhone 16 Pro Max")
        add(768, 1024, "iPad (5th generation)", "iPad (6th generation)", "iPad Air (2nd generation)", "iPad mini (5th generation)")
        add(810, 1080, "iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)")
        add(820, 1180, "iPad (10th generation)", "iPad Air (4th generation)", "iPad Air (5th generation)")
        add(834, 1112, "iPad Air (3rd generation)", "iPad Pro (10.5-inch)")
        add(834, 1194, "iPad Pro (11-inch)")
        add(1024, 1366, "iPad Pro (12.9-inch)")
        add(744, 1133, "iPad mini (6th generation)")
        return table
    }()
}
