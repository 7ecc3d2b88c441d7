import SwiftUI
import TestSupport
import Testing

// What the views and stores of LibraryViews.swift do, run headlessly.

@MainActor
@Suite("Gestures, design-time identifiers, filled strokes and iCloud values as libraries and apps write them")
struct LibraryBehaviourTests {
    /// `nil` where a gesture goes recognizes nothing; the gesture itself is
    /// recognized as it would be attached directly.
    @Test func anOptionalGestureIsTheGestureOrNothing() {
        let enabled = ViewHost(SwipeablePage(allowsDragging: true), size: CGSize(width: 300, height: 200))
        #expect(enabled.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 90, y: 100)))
        #expect(enabled.find(text: "Swiped -60") != nil)
        let disabled = ViewHost(SwipeablePage(allowsDragging: false), size: CGSize(width: 300, height: 200))
        disabled.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 90, y: 100))
        #expect(disabled.find(text: "Page 1") != nil)
    }

    /// A stroke filled with a colour draws the outline in that colour, 8
    /// points wide, around the 80-point box (a 4-point half outside it).
    @Test func aFilledStrokeDrawsTheStrokeInTheFillsColour() {
        let host = ViewHost(CheckmarkBox(), size: CGSize(width: 100, height: 100))
        let box = host.drawnViews.first { $0.item.content != nil }
        guard case .shape(_, .color(let colour), let stroke?, _)? = box?.item.content else {
            Issue.record("not a stroke in a colour: \(String(describing: box?.item.content))")
            return
        }
        #expect(stroke.lineWidth == 8 && stroke.lineCap == .round)
        #expect(abs(colour.red) < 1e-3 && abs(colour.green - 0.4) < 1e-3 && abs(colour.blue) < 1e-3)
        #expect(box?.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    /// A type-erased gesture is recognized as the gesture it wraps.
    @Test func aTypeErasedGestureIsTheGestureItWraps() {
        let tap = ViewHost(TapOrPress(usesTap: true), size: CGSize(width: 200, height: 100))
        #expect(tap.tap(at: CGPoint(x: 100, y: 50)))
        tap.advance(by: 1.0 / 60)
        #expect(tap.find(text: "Tapped") != nil)
        let press = ViewHost(TapOrPress(usesTap: false), size: CGSize(width: 200, height: 100))
        // A tap is shorter than a long press's half second: nothing.
        press.tap(at: CGPoint(x: 100, y: 50))
        press.advance(by: 1.0 / 60)
        #expect(press.find(text: "Waiting") != nil)
        #expect(press.press(at: CGPoint(x: 100, y: 50)))
        press.advance(by: 0.6)
        press.release(at: CGPoint(x: 100, y: 50))
        press.advance(by: 1.0 / 60)
        #expect(press.find(text: "Pressed") != nil)
    }

    /// A mapped gesture reports the transform of each value.
    @Test func aMappedGestureReportsTransformedValues() {
        let host = ViewHost(MeasuredDrag(), size: CGSize(width: 300, height: 100))
        #expect(host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 130, y: 50)))
        #expect(host.find(text: "Width 60") != nil)
    }

    /// The design-time modifier shows its content as it is, and a library's
    /// extension constrained on it applies.
    @Test func theDesignTimeIdentifierChangesNothingDrawn() {
        let cells = ForEach(0..<3) { Text("Cell \($0)") }
        let identified = cells.__designTimeSelection("grid-cells")
        #expect(identified.cellCount == 3)
        #expect(identified.modifier == _IdentifiedModifier(identifier: __DesignTimeSelectionIdentifier("grid-cells")))
        let plain = ViewHost(VStack { cells }, size: CGSize(width: 200, height: 200))
        let marked = ViewHost(VStack { identified }, size: CGSize(width: 200, height: 200))
        for index in 0..<3 {
            #expect(marked.find(text: "Cell \(index)")?.frame == plain.find(text: "Cell \(index)")?.frame)
        }
    }
}

@Suite("The iCloud key-value store without an account")
struct UbiquitousStoreTests {
    /// Values are kept for the program's life, shared through `default`;
    /// the typed getters coerce as Apple documents.
    @Test func valuesAreKeptAndCoercedAsDocumented() {
        let versions = CloudVersionStore(store: NSUbiquitousKeyValueStore())
        versions.save("2.0")
        versions.save("1.0")
        #expect(versions.presentedVersions == ["1.0", "2.0"])
        versions.removeAll()
        #expect(versions.presentedVersions.isEmpty)

        let store = NSUbiquitousKeyValueStore()
        store.set(true, forKey: "flag")
        store.set(2.67, forKey: "ratio")
        store.set("123", forKey: "count")
        store.set(-2.5, forKey: "below")
        #expect(store.longLong(forKey: "flag") == 1 && store.longLong(forKey: "ratio") == 2 && store.longLong(forKey: "count") == 123)
        #expect(store.longLong(forKey: "below") == -3 && store.longLong(forKey: "missing") == 0)
        #expect(store.double(forKey: "count") == 123 && store.bool(forKey: "ratio") && !store.bool(forKey: "missing"))
        #expect(store.string(forKey: "flag") == nil && store.string(forKey: "count") == "123")
        store.set(nil as String?, forKey: "count")
        #expect(store.object(forKey: "count") == nil && store.synchronize())
        #expect(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)
    }
}
