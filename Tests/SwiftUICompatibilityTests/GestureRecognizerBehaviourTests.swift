import Foundation
import SwiftAnimation
import Testing

// What the views of GestureRecognizerViews.swift do, run headlessly.

/// The frame of the first shape drawn in a color.
@MainActor
private func frame(ofShapeIn color: Color, _ host: ViewHost) -> CGRect? {
    host.drawnViews.first { view in
        if case .shape(_, .color(let fill), _, _)? = view.item.content { return fill == color.resolved }
        return false
    }?.frame
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Whether a shape of a color is drawn.
@MainActor
private func drawsShape(in color: Color, _ host: ViewHost) -> Bool {
    host.drawnViews.contains { view in
        if case .shape(_, .color(let fill), _, _)? = view.item.content { return fill == color.resolved }
        return false
    }
}

@MainActor
@Suite("UIKit gesture recognizers in SwiftUI views")
struct GestureRecognizerBehaviourTests {
    @Test func aPanRecognizerMovesTheCard() throws {
        let host = ViewHost(DraggableRecognizerCard(), size: CGSize(width: 300, height: 400))
        let card = try #require(host.drawnViews.first { view in
            if case .shape? = view.item.content { return true }
            return false
        })
        let start = card.center
        #expect(host.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y + 30), duration: 0.5))
        // Measured from where the touch went down: the whole drag.
        #expect(host.find(text: "Offset 60,30") != nil, "\(host.drawnViews.compactMap(\.text))")
        #expect(host.find(text: "Phases began ended") != nil, "\(host.drawnViews.compactMap(\.text))")
    }

    @Test func aShortDragDoesNotBeginAPan() throws {
        let host = ViewHost(DraggableRecognizerCard(), size: CGSize(width: 300, height: 400))
        let card = try #require(host.drawnViews.first { view in
            if case .shape? = view.item.content { return true }
            return false
        })
        // 6 points: under UIKit's 10-point hysteresis.
        #expect(host.drag(from: card.center, to: CGPoint(x: card.center.x + 6, y: card.center.y), duration: 0.2))
        #expect(host.find(text: "Phases - -") != nil)
    }

    @Test func aLongPressBeginsAfterItsDurationAndEndsOnRelease() throws {
        let host = ViewHost(PressAndPinchRecognizers(), size: CGSize(width: 300, height: 600))
        let circle = try #require(frame(ofShapeIn: .gray, host)).center
        #expect(host.press(at: circle))
        host.advance(by: 0.2)
        #expect(!drawsShape(in: .green, host))
        host.advance(by: 0.2)
        #expect(drawsShape(in: .green, host))
        #expect(host.release(at: circle))
        host.advance(by: 0.1)
        #expect(!drawsShape(in: .green, host))
    }

    @Test func aDoubleTapNeedsTwoTapsAndReportsWhere() throws {
        let host = ViewHost(PressAndPinchRecognizers(), size: CGSize(width: 300, height: 600))
        let square = try #require(host.drawnViews.first { $0.item.content == .color(Color.yellow.resolved) }).frame
        let point = CGPoint(x: square.minX + 20, y: square.minY + 30)
        #expect(host.tap(at: point))
        host.advance(by: 0.1)
        #expect(host.tap(at: point))
        host.advance(by: 0.1)
        // Another double tap after a pause.
        host.advance(by: 1)
        #expect(host.tap(at: point))
        host.advance(by: 0.1)
        #expect(host.tap(at: point))
        host.advance(by: 0.1)
        // Two double taps; the second at (20, 30) of the square.
        #expect(host.find(text: "Taps 2 at 20,30") != nil, "\(host.drawnViews.compactMap(\.text))")
        #expect(host.warnings.allSatisfy { !$0.contains("UIGestureRecognizer") })
    }

    @Test func aPinchRecognizerScales() throws {
        let host = ViewHost(PressAndPinchRecognizers(), size: CGSize(width: 300, height: 600))
        let center = try #require(frame(ofShapeIn: .blue, host)).center
        #expect(host.pinch(at: center, from: 100, to: 150, duration: 0.5))
        host.advance(by: 0.1)
        let blue = host.drawnViews.first { view in
            if case .shape(_, .color(let fill), _, _)? = view.item.content { return fill == Color.blue.resolved }
            return false
        }
        // Scaled 1.5 about its center: 300 wide.
        #expect(abs((blue?.frame.width ?? 0) - 300) < 1, "\(String(describing: blue?.frame))")
    }

    @Test func aSubclassDrivesItsStateAndItsDelegateMayRefuse() throws {
        let host = ViewHost(TouchDownPad(), size: CGSize(width: 300, height: 300))
        let pad = try #require(host.drawnViews.first { $0.item.content == .color(Color.mint.resolved) }).frame
        let point = CGPoint(x: pad.midX, y: pad.midY)
        // Refused: began becomes failed, and nothing is sent.
        #expect(host.tap(at: point))
        #expect(host.find(text: "Log") != nil, "\(host.drawnViews.compactMap(\.text))")
        // Allowed: the subclass's began and ended are sent.
        #expect(try #require(host.find(text: "Allow")).tap())
        #expect(host.tap(at: point))
        #expect(host.find(text: "Log began,ended") != nil, "\(host.drawnViews.compactMap(\.text))")
    }
}
