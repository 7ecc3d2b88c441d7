import AnimationCore
import Foundation

extension SymbolGlyphs {
    /// The numbers SF Symbols draws in a circle or a square.
    static let numberRange = 0...50

    /// The outline of a numbered symbol (`7.circle`, `12.square.fill`, for
    /// 0 to 50, as SF Symbols has them): the number's digits (Liberation Sans
    /// Bold) centered in the circle or square outline, 9/24 of the box high
    /// (two digits smaller, to stay 12/24 wide); in a filled shape the
    /// digits are cut out. `nil` for any other name.
    static func numbered(_ name: String) -> Path? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"), let number = Int(parts[0]),
            numberRange.contains(number), parts[0] == String(number), parts[1] == "circle" || parts[1] == "square"
        else { return nil }
        let filled = parts.count == 3
        let shape: Path?
        if parts[1] == "circle" {
            shape = outlines[filled ? "circle.fill" : "circle"]
        } else {
            let box = CGRect(x: 3.0 / 24, y: 3.0 / 24, width: 18.0 / 24, height: 18.0 / 24)
            shape = filled ? Path(roundedRect: box, cornerRadius: 2.0 / 24) : outlines["square"]
        }
        guard var path = shape, let digits = digits(of: number) else { return nil }
        // A filled shape's digits wind the other way from it: holes under
        // the non-zero rule the renderers fill glyphs with. (The two fonts
        // wind their outlines in opposite directions.)
        let cutOut = filled && (signedArea(of: digits) > 0) == (signedArea(of: path) > 0)
        path.addPath(cutOut ? reversed(digits) : digits)
        return path
    }

    /// The signed area of a path's polygon of end points (control points
    /// left out): its sign is the path's winding, the outer contours
    /// outweighing their holes.
    static func signedArea(of path: Path) -> CGFloat {
        var area: CGFloat = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(to point: CGPoint) {
            area += current.x * point.y - point.x * current.y
            current = point
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                edge(to: start)
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): edge(to: point)
            case .closeSubpath: edge(to: start)
            }
        }
        edge(to: start)
        return area / 2
    }

    /// The digits of a number, centered in the 1 × 1 box.
    private static func digits(of number: Int) -> Path? {
        let characters = Array(String(number))
        let advance = 1139.0 / 1409.0
        let height = min(9.0 / 24, (12.0 / 24) / (CGFloat(characters.count) * advance))
        var path = Path()
        for (index, character) in characters.enumerated() {
            guard let digit = outlines["_digit.\(character)"] else { return nil }
            path.addPath(digit.applying(CGAffineTransform(a: height, b: 0, c: 0, d: height, tx: CGFloat(index) * advance * height, ty: 0)))
        }
        let bounds = path.boundingRect
        return path.applying(CGAffineTransform(translationX: 0.5 - bounds.midX, y: 0.5 - bounds.midY))
    }

    /// A path of M, L, Q and Z elements with each subpath drawn the other way.
    static func reversed(_ path: Path) -> Path {
        enum Segment {
            case line(from: CGPoint)
            case quad(from: CGPoint, control: CGPoint)
        }
        var result = Path()
        var start = CGPoint.zero, current = CGPoint.zero
        var segments: [Segment] = []
        func finish(closed: Bool) {
            guard !segments.isEmpty || closed else { return }
            // The closing line, from the last point back to the start.
            if closed, current != start { segments.append(.line(from: current)) }
            let end = closed ? start : current
            result.move(to: end)
            for segment in segments.reversed() {
                switch segment {
                case .line(let from): result.addLine(to: from)
                case .quad(let from, let control): result.addQuadCurve(to: from, control: control)
                }
            }
            if closed { result.closeSubpath() }
            segments.removeAll()
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                start = point
                current = point
            case .line(let point):
                segments.append(.line(from: current))
                current = point
            case .quadCurve(let point, let control):
                segments.append(.quad(from: current, control: control))
                current = point
            case .curve(let point, _, _):
                segments.append(.line(from: current))
                current = point
            case .closeSubpath:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }
}
