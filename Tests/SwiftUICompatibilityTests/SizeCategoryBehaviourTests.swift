import Foundation
@testable import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("Content size categories as older code reads them")
struct SizeCategoryBehaviourTests {
    /// The category is the Dynamic Type size in older terms, case by case:
    /// setting one sets the other, and text styles scale with it.
    @Test func theCategoryIsTheDynamicTypeSize() throws {
        let standard = ViewHost(SizeCategoryRow(), size: CGSize(width: 390, height: 300))
        #expect(standard.find(text: "Inline") != nil && standard.find(text: "Default") != nil)
        let largest = ViewHost(
            SizeCategoryRow().environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge), size: CGSize(width: 390, height: 300))
        #expect(largest.find(text: "Stacked") != nil && largest.find(text: "Largest") != nil)
        let bigger = ViewHost(SizeCategoryRow().dynamicTypeSize(.xLarge), size: CGSize(width: 390, height: 300))
        #expect(bigger.find(text: "Bigger") != nil)
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1)
        environment.dynamicTypeSize = .xSmall
        #expect(environment.sizeCategory == .extraSmall && !environment.sizeCategory.isAccessibilityCategory)
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        // UIKit's categories, both ways.
        #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityExtraLarge) == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
        #expect(UIContentSizeCategory(ContentSizeCategory.extraExtraLarge) == .extraExtraLarge)
        #expect(UIContentSizeCategory(ContentSizeCategory?.none) == .unspecified)
        #expect(UIContentSizeCategory(DynamicTypeSize.accessibility5) == .accessibilityExtraExtraExtraLarge)
    }

    /// The material constants are the materials' shape styles.
    @Test func materialConstantsAreTheMaterials() {
        #expect(Material.ultraThin == .ultraThinMaterial && Material.regular == .regularMaterial)
        #expect(Material.thin == .thinMaterial && Material.thick == .thickMaterial && Material.ultraThick == .ultraThickMaterial)
        let host = ViewHost(SizeCategoryRow_Previews.previews, size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Inline") != nil && host.find(text: "Stacked") != nil)
    }
}
