import Foundation
@testable import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("Accessibility actions, headings, focus and settings")
struct AccessibilityBehaviourTests {
    /// VoiceOver's swipes on an adjustable element call its action: two
    /// increments and a decrement take the count to 1; a custom action
    /// removes its row.
    @Test func actionsRunAsVoiceOverWouldRunThem() throws {
        let host = ViewHost(AccessibleGroceriesView(), size: CGSize(width: 390, height: 600))
        let counter = try #require(host.find(label: "Count"))
        #expect(counter.accessibilityActionNames == ["increment", "decrement"])
        #expect(counter.performAccessibilityAction(named: "increment"))
        #expect(try #require(host.find(label: "Count")).performAccessibilityAction(named: "increment"))
        #expect(try #require(host.find(label: "Count")).performAccessibilityAction(named: "decrement"))
        #expect(try #require(host.find(label: "Count")).accessibilityValue == "1")
        let milk = try #require(host.find(text: "Milk"))
        #expect(milk.accessibilityActionNames == ["Remove"])
        #expect(!milk.performAccessibilityAction(.delete))
        #expect(milk.performAccessibilityAction(named: "Remove"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Milk") == nil && host.find(text: "Eggs") != nil)
    }

    /// A heading has its level and the header trait; rows have their sort
    /// priorities; input labels and the large content viewer are kept.
    @Test func elementsCarryTheirHeadingPriorityAndLabels() throws {
        let host = ViewHost(AccessibleGroceriesView(), size: CGSize(width: 390, height: 600))
        let title = try #require(host.find(id: "title"))
        #expect(title.accessibilityHeadingLevel == .h1)
        #expect(try #require(host.find(text: "Eggs")).accessibilitySortPriority == 2)
        #expect(try #require(host.find(text: "Milk")).accessibilitySortPriority == 1)
        let motion = try #require(host.find(text: "Moving"))
        #expect(motion.accessibilityInputLabels == ["Motion", "Movement"])
        #expect(motion.showsLargeContentViewer)
    }

    /// The app moves the accessibility focus by writing its state.
    @Test func theAppMovesTheAccessibilityFocus() throws {
        let host = ViewHost(AccessibleGroceriesView(), size: CGSize(width: 390, height: 600))
        #expect(try #require(host.find(label: "Count")).hasAccessibilityFocus == false)
        #expect(try #require(host.find(text: "Focus count")).tap())
        host.advance(by: 0.1)
        #expect(try #require(host.find(label: "Count")).hasAccessibilityFocus)
    }

    /// A default device has the settings off; a host turned to Reduce
    /// Motion or VoiceOver shows it to the views and to UIAccessibility.
    @Test func settingsComeFromTheHostsEnvironment() throws {
        let host = ViewHost(AccessibleGroceriesView(), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Moving") != nil && host.find(text: "Silent") != nil)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        host.updateEnvironment {
            $0.accessibilityReduceMotion = true
            $0.accessibilityVoiceOverEnabled = true
        }
        #expect(host.find(text: "Still") != nil && host.find(text: "Spoken") != nil)
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVoiceOverRunning)
        #expect(EnvironmentValues().legibilityWeight == .regular && EnvironmentValues().accessibilityPlayAnimatedImages)
    }
}
