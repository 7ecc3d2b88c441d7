import AnimationRender
import Foundation
import PencilKit
@testable import SwiftUI
import Testing
@testable import UIKit

@MainActor
@Suite("PencilKit drawings")
struct PencilKitBehaviourTests {
    /// The line's bounds are its points outset by half its 6-point nib;
    /// its image is red along the line, clear away from it (pixels with
    /// the Cairo trait); the bytes read back to an equal drawing.
    @Test func drawingsBecomeImagesAndBytes() throws {
        let drawing = Sketches.line
        #expect(drawing.bounds == CGRect(x: 7, y: 17, width: 86, height: 6))
        let image = drawing.image(from: CGRect(x: 0, y: 0, width: 100, height: 40), scale: 1)
        #expect(image.size == CGSize(width: 100, height: 40))
        let copy = try PKDrawing(data: drawing.dataRepresentation())
        #expect(copy == drawing && copy.strokes[0].path.count == 5)
        #expect(throws: CocoaError.self) { try PKDrawing(data: Data("not a drawing".utf8)) }
        #expect(PKDrawing().image(from: .zero, scale: 1).size == .zero)
        guard PNGRenderer.isAvailable else { return }
        let bitmap = try #require(image.cgImage)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.rgba[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4]) }
        #expect(pixel(50, 20) == [255, 0, 0, 255])
        #expect(pixel(50, 17)[0] == 255)
        #expect(pixel(50, 5)[3] == 0)
        #expect(pixel(4, 20)[3] == 0)
    }

    /// A canvas tells its delegate when its drawing is set; the tool
    /// picker is visible for the canvas while it is first responder, and
    /// its tool becomes the canvas's.
    @Test func canvasesAndToolPickers() {
        let canvas = PKCanvasView()
        let picker = PKToolPicker()
        var drawing = PKDrawing()
        var showPicker = true
        let coordinator = SketchCanvas.Coordinator(drawing: Binding(get: { drawing }, set: { drawing = $0 }))
        canvas.delegate = coordinator
        canvas.drawing = Sketches.line
        #expect(coordinator.changes == 1 && drawing == canvas.drawing && drawing.strokes.count == 1)
        picker.setVisible(true, forFirstResponder: canvas)
        picker.addObserver(canvas)
        #expect(!picker.isVisible)
        canvas.becomeFirstResponder()
        #expect(picker.isVisible)
        picker.selectedTool = PKInkingTool(.marker, color: .blue)
        #expect((canvas.tool as? PKInkingTool)?.inkType == .marker && (canvas.tool as? PKInkingTool)?.width == 15)
        canvas.resignFirstResponder()
        #expect(!picker.isVisible)
        // The representable builds its canvas in a host.
        let host = ViewHost(
            SketchCanvas(drawing: Binding(get: { drawing }, set: { drawing = $0 }), showToolPicker: Binding(get: { showPicker }, set: { showPicker = $0 })),
            size: CGSize(width: 200, height: 200))
        #expect(!host.drawnViews.isEmpty)
    }
}
