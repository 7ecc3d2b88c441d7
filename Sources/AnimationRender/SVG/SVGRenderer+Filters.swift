import AnimationCore
import AnimationViews
import Foundation

extension SVGRenderer {
    /// SVG filter primitives for a color filter, with the formulas of CSS's
    /// filter functions (and of ``DisplayList/ColorFilter/apply(to:)``,
    /// which the PNG renderer uses). Each reads the previous primitive's
    /// result; `index` names the intermediate results of one that needs
    /// them.
    static func filterPrimitive(_ filter: DisplayList.ColorFilter, index: Int) -> String {
        func transfer(slope: Double, intercept: Double) -> String {
            let f = "type=\"linear\" slope=\"\(SVGFormat.number(slope))\" intercept=\"\(SVGFormat.number(intercept))\""
            return "<feComponentTransfer><feFuncR \(f)/><feFuncG \(f)/><feFuncB \(f)/></feComponentTransfer>"
        }
        func matrix(_ values: [Double]) -> String {
            "<feColorMatrix type=\"matrix\" values=\"\(values.map(SVGFormat.number).joined(separator: " "))\"/>"
        }
        switch filter {
        case .hueRotation(let radians):
            return "<feColorMatrix type=\"hueRotate\" values=\"\(SVGFormat.number(radians * 180 / .pi))\"/>"
        case .brightness(let amount):
            return transfer(slope: 1, intercept: amount)
        case .contrast(let amount):
            return transfer(slope: amount, intercept: 0.5 - 0.5 * amount)
        case .saturation(let amount):
            return "<feColorMatrix type=\"saturate\" values=\"\(SVGFormat.number(max(amount, 0)))\"/>"
        case .grayscale(let amount):
            return "<feColorMatrix type=\"saturate\" values=\"\(SVGFormat.number(1 - min(max(amount, 0), 1)))\"/>"
        case .colorMultiply(let color):
            return matrix([
                Double(color.red), 0, 0, 0, 0, 0, Double(color.green), 0, 0, 0, 0, 0, Double(color.blue), 0, 0, 0, 0, 0, Double(color.opacity), 0
            ])
        case .colorInvert:
            return transfer(slope: -1, intercept: 1)
        case .colorMatrix(let colorMatrix):
            let primitive = matrix(colorMatrix.rows.map(Double.init))
            guard colorMatrix.a5 != 0 else { return primitive }
            // A constant alpha would make transparent pixels visible; they
            // stay transparent, as in the PNG renderer: the result is kept
            // only where the input's alpha is not 0 (1/255 and more maps
            // to 1).
            let input = "cm\(index)in", visible = "cm\(index)visible"
            return "<feOffset result=\"\(input)\"/>"
                + "<feComponentTransfer result=\"\(visible)\"><feFuncA type=\"linear\" slope=\"255\" intercept=\"0\"/></feComponentTransfer>"
                + primitive.replacingOccurrences(of: "<feColorMatrix ", with: "<feColorMatrix in=\"\(input)\" ")
                + "<feComposite in2=\"\(visible)\" operator=\"in\"/>"
        case .alphaThreshold(let minimum, let maximum, let color):
            // An alpha byte k (alpha k/255) falls in entry k of a 256-entry
            // discrete table, so the step is exact for 8-bit alpha.
            let table = (0..<256).map {
                DisplayList.ColorFilter.keeps(alpha: Double($0) / 255, min: minimum, max: maximum) ? "1" : "0"
            }
            return "<feComponentTransfer><feFuncA type=\"discrete\" tableValues=\"\(table.joined(separator: " "))\"/></feComponentTransfer>"
                + matrix([
                    0, 0, 0, 0, Double(color.red), 0, 0, 0, 0, Double(color.green), 0, 0, 0, 0, Double(color.blue),
                    0, 0, 0, Double(color.opacity), 0
                ])
        case .luminanceToAlpha:
            return "<feColorMatrix type=\"luminanceToAlpha\"/>"
        }
    }

    /// An inner shadow over the previous result: that result's inverse
    /// alpha in the shadow's color, blurred and offset, kept where the
    /// result is (by its alpha), merged on top of it.
    static func innerShadowPrimitives(_ shadow: DisplayList.Shadow) -> String {
        "<feOffset dx=\"0\" dy=\"0\" result=\"innerSource\"/>"
            + "<feColorMatrix in=\"innerSource\" type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 1\"/>"
            + "<feGaussianBlur stdDeviation=\"\(SVGFormat.number(shadow.radius / 2))\"/>"
            + "<feOffset dx=\"\(SVGFormat.number(shadow.offset.width))\" dy=\"\(SVGFormat.number(shadow.offset.height))\" result=\"innerShade\"/>"
            + "<feFlood flood-color=\"\(SVGFormat.color(shadow.color))\" flood-opacity=\"\(SVGFormat.number(Double(shadow.color.opacity)))\"/>"
            + "<feComposite in2=\"innerShade\" operator=\"in\"/>"
            + "<feComposite in2=\"innerSource\" operator=\"in\" result=\"innerShadow\" data-shadow=\"inner\"/>"
            + "<feMerge><feMergeNode in=\"innerSource\"/><feMergeNode in=\"innerShadow\"/></feMerge>"
    }
}
