import Foundation
@testable import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("Increase Contrast as apps read it")
struct ContrastBehaviourTests {
    /// The card reads the setting from the environment and from UIKit, and
    /// draws the system red of its contrast: iOS 26's (255, 56, 60)
    /// standard, (233, 21, 45) increased (the Human Interface Guidelines'
    /// "Color" page, June 2025).
    @Test func theCardFollowsTheSetting() throws {
        func red(_ host: ViewHost) -> [Int]? {
            for entry in host.drawnViews {
                if case .shape(_, let paint, _, _)? = entry.item.content, let color = paint.color, color.red > 0.8 {
                    return [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
                }
            }
            return nil
        }
        let standard = ViewHost(ContrastAwareCard(), size: CGSize(width: 300, height: 200))
        #expect(standard.find(text: "Standard") != nil && standard.find(text: "Normal") != nil)
        #expect(standard.find(text: "Opacity 0.28") != nil)
        #expect(red(standard) == [255, 56, 60])
        let increased = ViewHost(
            ContrastAwareCard().environment(\._colorSchemeContrast, .increased), size: CGSize(width: 300, height: 200))
        #expect(increased.find(text: "Increased") != nil && increased.find(text: "Opacity 0.18") != nil)
        #expect(red(increased) == [233, 21, 45])
        // UIKit reads the host's setting.
        increased.updateEnvironment { $0.colorSchemeContrast = .increased }
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(UIAccessibilityContrast(ColorSchemeContrast.increased) == .high)
        #expect(UIAccessibilityContrast(nil) == .unspecified)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.normal) == .standard)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.unspecified) == nil)
    }

    /// The previews that force the setting build and run.
    @Test func previewsForceTheSetting() throws {
        let host = ViewHost(ContrastAwareCard_Previews.previews, size: CGSize(width: 300, height: 400))
        #expect(host.find(text: "Standard") != nil && host.find(text: "Increased") != nil)
    }
}
