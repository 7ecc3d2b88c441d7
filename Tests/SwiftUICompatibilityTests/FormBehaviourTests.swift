import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of FormViews.swift do, run headlessly.

@MainActor
@Suite("Pickers and forms as tutorials write them")
struct FormBehaviourTests {
    @Test func theSegmentedPickerSwitchesTheShapeWithASpring() throws {
        let host = ViewHost(ShapeSwitcher(), size: CGSize(width: 390, height: 400))
        #expect(frame(of: "Selected: Circle", in: host) != nil)
        let capsule = try #require(frame(of: "Capsule", in: host))
        #expect(host.tap(at: CGPoint(x: capsule.midX, y: capsule.midY)))
        #expect(frame(of: "Selected: Capsule", in: host) != nil)
        // The frame springs from 120 to 200 wide.
        func widest() -> CGFloat {
            host.drawnViews.compactMap { entry -> CGFloat? in
                guard case .shape? = entry.item.content, entry.item.frame.height == 120 else { return nil }
                return entry.item.frame.width
            }.max() ?? 0
        }
        host.advance(by: 0.1)
        let midway = widest()
        #expect(midway > 120 && midway < 200, "\(midway)")
        host.advance(by: 2)
        #expect(abs(widest() - 200) < 0.5)
    }

    @Test func theLoginFormFocusesTypesAndSubmits() throws {
        let host = ViewHost(LoginForm(), size: CGSize(width: 390, height: 500))
        // onAppear focused the email field.
        #expect(host.hasFocusedTextField)
        #expect(host.type("ada@example.com"))
        // Its submit moves focus to the password.
        #expect(host.submit())
        #expect(host.type("hunter2"))
        #expect(frame(of: String(repeating: "\u{2022}", count: 7), in: host) != nil)
        #expect(host.submit())
        host.advance(by: 1)
        #expect(frame(of: "Welcome, ada@example.com!", in: host) != nil)
        #expect(!host.hasFocusedTextField)
    }

    @Test func iconsTintTheirTemplates() {
        let assets = TestPaths.fixtureAssets
        let host = ViewHost(TintedIcon(), size: CGSize(width: 200, height: 100), assets: assets)
        let images = host.drawnViews.compactMap { entry -> DisplayList.ImageContent? in
            if case .image(let image)? = entry.item.content { return image }
            return nil
        }
        #expect(images.count == 2)
        #expect(images.first?.asset != nil && images.first?.tint == .color(Color.blue.resolve(in: EnvironmentValues())))
        #expect(images.last?.tint == .color(Color.yellow.resolve(in: EnvironmentValues())))
    }
}
