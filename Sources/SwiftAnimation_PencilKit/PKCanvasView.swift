import AnimationViews
import Foundation
import UIKit

/// A drawing tool, as PencilKit's `PKTool`.
public protocol PKTool {}

/// A tool that draws ink, as PencilKit's `PKInkingTool`.
public struct PKInkingTool: PKTool, Hashable, @unchecked Sendable {
    /// The kinds of ink (PencilKit's names).
    public typealias InkType = PKInk.InkType

    /// The ink.
    public var ink: PKInk
    /// The nib's width.
    public var width: CGFloat
    /// The kind of ink.
    public var inkType: InkType { ink.inkType }
    /// The color.
    public var color: UIColor { ink.color }

    /// A tool of a kind of ink.
    ///
    /// - Parameters:
    ///   - type: The kind.
    ///   - color: The color (black by default).
    ///   - width: The width (the kind's default when `nil`).
    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        ink = PKInk(type, color: color)
        self.width = width.map { $0.isFinite ? max($0, 0) : type.defaultWidth } ?? type.defaultWidth
    }

    /// A tool of an ink.
    ///
    /// - Parameters:
    ///   - ink: The ink.
    ///   - width: The width.
    public init(ink: PKInk, width: CGFloat) {
        self.ink = ink
        self.width = width
    }
}

extension PKInk.InkType {
    /// The width a tool of this kind starts with (PencilKit's defaults are
    /// not published; these are the tool picker's middle sizes).
    public var defaultWidth: CGFloat {
        switch self {
        case .pen, .monoline, .fountainPen: 5
        case .pencil: 2
        case .marker: 15
        case .watercolor, .crayon: 10
        }
    }
}

/// A tool that erases, as PencilKit's `PKEraserTool`.
public struct PKEraserTool: PKTool, Hashable, Sendable {
    /// How it erases.
    public enum EraserType: Hashable, Sendable {
        /// Whole strokes.
        case vector
        /// Pixels.
        case bitmap
        /// Pixels, at a fixed width.
        case fixedWidthBitmap
    }

    /// How it erases.
    public var eraserType: EraserType

    /// An eraser.
    ///
    /// - Parameter eraserType: How it erases.
    public init(_ eraserType: EraserType) { self.eraserType = eraserType }
}

/// A tool that selects strokes, as PencilKit's `PKLassoTool`.
public struct PKLassoTool: PKTool, Hashable, Sendable {
    /// A lasso.
    public init() {}
}

/// What input draws on a canvas.
public enum PKCanvasViewDrawingPolicy: Int, Sendable {
    /// As the system decides.
    case `default`
    /// Fingers and pencils.
    case anyInput
    /// Pencils only.
    case pencilOnly
}

/// What a canvas tells its delegate, as PencilKit's protocol.
@MainActor
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    /// The drawing changed.
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    /// A tool started drawing.
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    /// A tool stopped drawing.
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
    /// The canvas finished rendering.
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    /// Does nothing.
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
}

/// What hears a tool picker's changes, as PencilKit's protocol.
@MainActor
public protocol PKToolPickerObserver: AnyObject {
    /// The selected tool changed.
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    /// The picker showed or hid.
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    /// Does nothing.
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
}

/// A canvas to draw on, as PencilKit's `PKCanvasView`: a UIKit view (drawn
/// as a placeholder, see `UIViewRepresentable`) that holds a drawing and a
/// tool; setting the drawing tells the delegate (its `delegate`, a
/// scroll view's, when it is a ``PKCanvasViewDelegate``). Fingers and pencils do not
/// reach UIKit views on the headless host, so strokes come from code.
@MainActor @preconcurrency
open class PKCanvasView: UIScrollView, PKToolPickerObserver {
    /// The drawing; setting it tells the delegate.
    open var drawing = PKDrawing() {
        didSet { (delegate as? any PKCanvasViewDelegate)?.canvasViewDrawingDidChange(self) }
    }
    /// The tool (a black pen by default).
    open var tool: any PKTool = PKInkingTool(.pen, color: .black, width: 1)
    /// What input draws.
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// Whether the ruler shows.
    open var isRulerActive = false
    /// Whether a finger draws (the older way of saying the policy).
    open var allowsFingerDrawing: Bool {
        get { drawingPolicy != .pencilOnly }
        set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
    }
    private var firstResponder = false

    /// Becomes the first responder (the tool picker shows for it).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        firstResponder = true
        return true
    }

    /// Stops being the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let was = firstResponder
        firstResponder = false
        return was
    }

    /// Whether it can become the first responder: yes.
    open override var canBecomeFirstResponder: Bool { true }
    /// Whether it is the first responder.
    open override var isFirstResponder: Bool { firstResponder }

    /// The picker's tool becomes the canvas's.
    open func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {
        tool = toolPicker.selectedTool
    }
}

/// The palette of tools, as PencilKit's `PKToolPicker`: it is visible
/// while the responder it was made visible for is first responder; its
/// observers hear its selected tool (the picker itself is not drawn).
@MainActor @preconcurrency
open class PKToolPicker: NSObject {
    private var observers: [ObjectIdentifier: () -> (any PKToolPickerObserver)?] = [:]
    private var visibleFor: [ObjectIdentifier: Bool] = [:]
    private weak var lastResponder: UIResponder?

    /// The tool selected (a black pen).
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black) {
        didSet { notify { $0.toolPickerSelectedToolDidChange(self) } }
    }
    /// Whether the ruler shows.
    open var isRulerActive = false
    /// Whether the drawing policy controls show.
    open var showsDrawingPolicyControls = true

    /// A tool picker.
    public override init() {}

    /// Whether the picker shows: it was made visible for the first
    /// responder.
    open var isVisible: Bool {
        guard let responder = lastResponder, responder.isFirstResponder else { return false }
        return visibleFor[ObjectIdentifier(responder)] ?? false
    }

    /// Shows or hides the picker while a responder is first responder.
    ///
    /// - Parameters:
    ///   - visible: Whether it shows.
    ///   - responder: The responder.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
        visibleFor[ObjectIdentifier(responder)] = visible
        lastResponder = responder
        notify { $0.toolPickerVisibilityDidChange(self) }
    }

    /// Adds an observer (held weakly; adding one twice keeps one).
    ///
    /// - Parameter observer: The observer.
    open func addObserver(_ observer: any PKToolPickerObserver) {
        observers[ObjectIdentifier(observer)] = { [weak observer] in observer }
    }

    /// Removes an observer.
    ///
    /// - Parameter observer: The observer.
    open func removeObserver(_ observer: any PKToolPickerObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    private func notify(_ call: (any PKToolPickerObserver) -> Void) {
        for observer in observers.values.compactMap({ $0() }) { call(observer) }
    }
}
