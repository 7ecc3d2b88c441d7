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

@MainActor
@Suite("Deleting and moving list rows as tutorials write them")
struct ListEditingBehaviourTests {
    private func rows(_ host: ViewHost) -> [String] {
        ["Milk", "Eggs", "Bread", "Apples"].filter { shows($0, in: host) }
            .sorted { frame(of: $0, in: host)!.minY < frame(of: $1, in: host)!.minY }
    }

    @Test func aSwipeRevealsDeleteAndAFullSwipeDeletes() throws {
        let host = phone(ShoppingList())
        let eggs = try #require(center(of: "Eggs", in: host))
        // 60 points left: past 40, so the row rests open over the button.
        host.drag(from: eggs, to: CGPoint(x: eggs.x - 60, y: eggs.y))
        host.advance(by: 1)
        let button = try #require(host.find(text: "Delete"))
        // Rows start 32 points in (the card's 16 and the row's 16).
        #expect(abs(frame(of: "Eggs", in: host)!.minX - (32 - 74)) < 0.5)
        #expect(button.isHittable)
        button.tap()
        host.advance(by: 1)
        #expect(rows(host) == ["Milk", "Bread", "Apples"])
        // A short swipe closes again; a swipe past half the row deletes.
        let milk = try #require(center(of: "Milk", in: host))
        host.drag(from: milk, to: CGPoint(x: milk.x - 30, y: milk.y))
        host.advance(by: 1)
        #expect(!shows("Delete", in: host) && abs(frame(of: "Milk", in: host)!.minX - 32) < 0.5)
        host.drag(from: milk, to: CGPoint(x: milk.x - 300, y: milk.y))
        host.advance(by: 1)
        #expect(rows(host) == ["Bread", "Apples"])
    }

    @Test func aVerticalDragScrollsInsteadOfSwiping() throws {
        let host = phone(LongNotesList())
        let before = try #require(frame(of: "Note 5", in: host))
        let start = CGPoint(x: before.midX, y: before.midY)
        host.drag(from: start, to: CGPoint(x: start.x - 8, y: start.y - 200))
        host.advance(by: 1)
        let after = try #require(frame(of: "Note 5", in: host))
        #expect(abs(after.minX - before.minX) < 0.5 && after.minY < before.minY - 150)
        #expect(!shows("Delete", in: host))
    }

    @Test func editModeDeletesAndMovesRows() throws {
        let host = phone(ShoppingList())
        #expect(tap("Edit", in: host))
        host.advance(by: 1)
        #expect(shows("Done", in: host))
        #expect(host.findAll(label: "Delete").count == 4 && host.findAll(label: "Reorder").count == 4)
        // The minus before "Bread" opens it; its button deletes it.
        let minus = host.findAll(label: "Delete").sorted { $0.frame.minY < $1.frame.minY }[2]
        minus.tap()
        host.advance(by: 1)
        try #require(host.find(text: "Delete")).tap()
        host.advance(by: 1)
        #expect(rows(host) == ["Milk", "Eggs", "Apples"])
        // Milk's handle dragged two rows down lands it after Apples.
        let handle = try #require(host.findAll(label: "Reorder").sorted { $0.frame.minY < $1.frame.minY }.first)
        let rowHeight = frame(of: "Eggs", in: host)!.midY - frame(of: "Milk", in: host)!.midY
        handle.drag(to: CGPoint(x: handle.center.x, y: handle.center.y + 2 * rowHeight))
        host.advance(by: 1)
        #expect(rows(host) == ["Eggs", "Apples", "Milk"])
        #expect(tap("Done", in: host))
        host.advance(by: 1)
        #expect(host.findAll(label: "Delete").isEmpty && shows("Edit", in: host))
    }
}
