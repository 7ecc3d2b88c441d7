import PencilKit
import SwiftUI

// Drawing with PencilKit as apps write it (Swift 5 mode, Apple's names).

struct SketchCanvas: UIViewRepresentable {
    @Binding var drawing: PKDrawing
    @Binding var showToolPicker: Bool

    private let canvasView = PKCanvasView()
    private let toolPicker = PKToolPicker()

    func makeUIView(context: Context) -> PKCanvasView {
        canvasView.drawingPolicy = .anyInput
        canvasView.tool = PKInkingTool(.pen, color: .red, width: 6)
        canvasView.delegate = context.coordinator
        toolPicker.setVisible(true, forFirstResponder: canvasView)
        toolPicker.addObserver(canvasView)
        if showToolPicker {
            canvasView.becomeFirstResponder()
        }
        return canvasView
    }

    func updateUIView(_ uiView: PKCanvasView, context: Context) {
        if drawing != uiView.drawing {
            uiView.drawing = drawing
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(drawing: $drawing)
    }

    class Coordinator: NSObject, PKCanvasViewDelegate {
        var drawing: Binding<PKDrawing>
        var changes = 0

        init(drawing: Binding<PKDrawing>) {
            self.drawing = drawing
        }

        func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
            changes += 1
            drawing.wrappedValue = canvasView.drawing
        }
    }
}

enum Sketches {
    /// A horizontal red line across a 100 × 40 drawing, 6 points wide.
    static var line: PKDrawing {
        let points = stride(from: 10.0, through: 90.0, by: 20.0).enumerated().map { index, x in
            PKStrokePoint(
                location: CGPoint(x: x, y: 20), timeOffset: Double(index) * 0.1, size: CGSize(width: 6, height: 6), opacity: 1, force: 1,
                azimuth: 0, altitude: .pi / 2)
        }
        let stroke = PKStroke(ink: PKInk(.pen, color: .red), path: PKStrokePath(controlPoints: points, creationDate: Date()))
        return PKDrawing(strokes: [stroke])
    }
}
