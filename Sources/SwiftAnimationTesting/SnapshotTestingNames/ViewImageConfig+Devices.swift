import Foundation
import UIKit

/// The devices swift-snapshot-testing names, with their screens in points
/// and their safe areas.
extension ViewImageConfig {
    /// iPhone SE (1st generation), 320 × 568, portrait.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation), held one way.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, bottom: 0, landscapeBottom: 0, wideInLandscape: false)
    }

    /// iPhone 8, 375 × 667, portrait.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8, held one way.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, bottom: 0, landscapeBottom: 0, wideInLandscape: false)
    }

    /// iPhone 8 Plus, 414 × 736, portrait.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus, held one way.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, top: 20, bottom: 0, landscapeBottom: 0, wideInLandscape: true)
    }

    /// iPhone X, 375 × 812, portrait.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X, held one way.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, bottom: 34, landscapeBottom: 24, wideInLandscape: false)
    }

    /// iPhone XS Max, 414 × 896, portrait.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max, held one way.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeBottom: 24, wideInLandscape: true)
    }

    /// iPhone XR, 414 × 896, portrait.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR, held one way.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeBottom: 24, wideInLandscape: true)
    }

    /// iPhone 12, 390 × 844, portrait.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12, held one way.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, landscapeBottom: 21, wideInLandscape: false)
    }

    /// iPhone 12 Pro: an iPhone 12's screen.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro, held one way.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 12 Pro Max, 428 × 926, portrait.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max, held one way.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, landscapeBottom: 21, wideInLandscape: true)
    }

    /// iPhone 13, 390 × 844, portrait.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13, held one way.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 13 mini, 375 × 812, portrait.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini, held one way.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, bottom: 34, landscapeBottom: 21, wideInLandscape: false)
    }

    /// iPhone 13 Pro: an iPhone 13's screen.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro, held one way.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 13 Pro Max, 428 × 926, portrait.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max, held one way.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    /// iPad mini, 1024 × 768, landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini, held one way, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 768, height: 1024, top: 20, bottom: 0)
    }

    /// iPad 9.7-inch: an iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch, held one way.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, 1080 × 810, landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch, held one way, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 810, height: 1080, top: 20, bottom: 0)
    }

    /// iPad Pro 10.5-inch, 1112 × 834, landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, held one way, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 834, height: 1112, top: 20, bottom: 0)
    }

    /// iPad Pro 11-inch, 1194 × 834, landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch, held one way, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 834, height: 1194, top: 24, bottom: 20)
    }

    /// iPad Pro 12.9-inch, 1366 × 1024, landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, held one way, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 1024, height: 1366, top: 24, bottom: 20)
    }
}
