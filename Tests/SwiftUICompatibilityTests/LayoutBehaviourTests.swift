import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of LayoutViews.swift do, run headlessly.

@MainActor
private func strings(_ host: ViewHost) -> [String] {
    host.drawnViews.compactMap(\.text)
}

@MainActor
@Suite("Layout, data flow and navigation as tutorials write them")
struct LayoutBehaviourTests {
    @Test func theGradientFillsTheScreenAndTheTextStaysInTheSafeArea() {
        let host = phone(GradientScreen())
        let gradient = host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return true }
            return false
        }
        #expect(gradient?.item.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(abs(center(of: "Welcome", in: host)!.y - (47 + 763.0 / 2)) < 1)
    }

    @Test func aModelChangeInsideWithAnimationAnimatesTheBar() {
        let host = ViewHost(DownloadView(), size: CGSize(width: 232, height: 200))
        #expect(host.tap(at: center(of: "Download", in: host)!))
        host.advance(by: 0.25)
        // The green capsule grows from 0 to a quarter of 200 over the half second.
        let widths = host.drawnViews.compactMap { entry -> CGFloat? in
            if case .shape = entry.item.content, entry.item.frame.height == 12 { return entry.item.frame.width }
            return nil
        }
        #expect(widths.contains { $0 > 0 && $0 < 50 })
        host.advance(by: 1)
        #expect(host.drawnViews.contains { entry in
            if case .shape = entry.item.content { return abs(entry.item.frame.width - 50) < 1e-6 }
            return false
        })
    }

    @Test func linksPushDetailsThatReadTheEnvironmentModel() {
        let host = phone(FruitList())
        #expect(host.tap(at: center(of: "Add", in: host)!))
        host.advance(by: 1.0 / 60)
        #expect(host.tap(at: center(of: "Pear", in: host)!))
        host.advance(by: 1)
        #expect(strings(host).contains("Pear ×1"))
        #expect(host.tap(at: center(of: "Close", in: host)!))
        host.advance(by: 1)
        #expect(!strings(host).contains("Pear ×1"))
        #expect(host.warnings.isEmpty)
    }

    @Test func aPreferenceReportsTheHeaderSize() {
        let host = phone(MeasuredHeader())
        _ = host.displayList
        host.advance(by: 1.0 / 60)
        // "Header" in 17-point body text (a line of 61 pixels at 3x: San
        // Francisco's 20.287 points rounded up), padded by 16 on each side.
        let height = Int(32 + 61.0 / 3)
        #expect(strings(host).contains { $0.hasSuffix("×\(height)") })
        #expect(strings(host).contains("Bottom bar"))
    }

    @Test func anIsActiveBindingPushesAndATapSetsIt() {
        let host = phone(OldStyleActiveLink())
        #expect(tap("Activate", in: host))
        host.advance(by: 1)
        #expect(strings(host).contains("Detail"))
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(!strings(host).contains("Detail"))
        // The back button cleared the binding, so a tap sets it again.
        #expect(tap("Open", in: host))
        host.advance(by: 1)
        #expect(strings(host).contains("Detail"))
    }

    @Test func aSelectionPushesTheLinkWithItsTagAndPoppingClearsIt() {
        let host = phone(OldStyleTaggedMenu())
        #expect(tap("Curves", in: host))
        host.advance(by: 1)
        #expect(strings(host).contains("Curves page"))
        #expect(!strings(host).contains("Springs page") && !strings(host).contains("Keyframes page"))
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(strings(host).contains("Nothing selected"))
        #expect(tap("Open the last", in: host))
        host.advance(by: 1)
        #expect(strings(host).contains("Keyframes page"))
    }

    @Test func aBoundLinkOutsideANavigationViewWarnsAndPushesNothing() {
        let host = phone(LoneActiveLink())
        #expect(tap("Open", in: host))
        host.advance(by: 1)
        #expect(!strings(host).contains("Detail"))
        #expect(host.warnings.contains { $0.contains("outside a NavigationStack") })
    }

    @Test func theOlderSpellingsWork() {
        let model = DownloadModel()
        let host = phone(OldStyleScreen(model: model))
        #expect(strings(host).contains("Old style"))
        model.step()
        host.advance(by: 1.0 / 60)
        #expect(strings(host).contains("Progress 25%"))
        #expect(host.tap(at: center(of: "Progress 25%", in: host)!))
        host.advance(by: 1)
        #expect(strings(host).contains("Next"))
    }
}
