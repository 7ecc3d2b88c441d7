import AnimationCore
import Foundation

/// Sets text attributes of the environment: each field set wins over the
/// environment's.
struct _TextRunAttributesModifier: PrimitiveModifier, Equatable {
    var attributes: TextRunAttributes

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        inner.environment.textRunAttributes = attributes.over(context.environment.textRunAttributes)
        node.updateChild(content, in: inner)
    }
}

extension View {
    /// Sets the font of text in the view.
    ///
    /// - Parameter font: The font; `nil` for the default (``Font/body``).
    /// - Returns: The view.
    @inlinable
    nonisolated public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the weight of text in the view.
    ///
    /// - Parameter weight: The weight; `nil` leaves it as it is.
    /// - Returns: The view.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(weight: weight)))
    }

    /// Sets the design of text in the view.
    ///
    /// - Parameter design: The design; `nil` leaves it as it is.
    /// - Returns: The view.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(design: design)))
    }

    /// Makes text in the view bold.
    ///
    /// - Parameter isActive: Whether to; `true` when omitted (`false` leaves
    ///   the weight as it is).
    /// - Returns: The view.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(weight: isActive ? .bold : nil)))
    }

    /// Makes text in the view italic.
    ///
    /// - Parameter isActive: Whether to; `true` when omitted.
    /// - Returns: The view.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(italic: isActive)))
    }

    /// Draws text in the view in the monospaced face.
    ///
    /// - Parameter isActive: Whether to; `true` when omitted.
    /// - Returns: The view.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(monospaced: isActive)))
    }

    /// Gives digits equal widths in text in the view: each digit advances
    /// as far as the face's widest digit (the system face's digits are
    /// proportional, as San Francisco's are).
    ///
    /// - Returns: The view.
    nonisolated public func monospacedDigit() -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(monospacedDigit: true)))
    }

    /// Underlines text in the view.
    ///
    /// - Parameters:
    ///   - isActive: Whether to; `true` when omitted.
    ///   - pattern: The line's pattern; solid when omitted.
    ///   - color: The line's color; the text's when omitted.
    /// - Returns: The view.
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(
            _TextRunAttributesModifier(
                attributes: TextRunAttributes(
                    underline: .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil))))
    }

    /// Strikes text in the view through.
    ///
    /// - Parameters:
    ///   - isActive: Whether to; `true` when omitted.
    ///   - pattern: The line's pattern; solid when omitted.
    ///   - color: The line's color; the text's when omitted.
    /// - Returns: The view.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(
            _TextRunAttributesModifier(
                attributes: TextRunAttributes(
                    strikethrough: .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil))))
    }

    /// Adds space after each character of text in the view.
    ///
    /// - Parameter kerning: Points; negative values tighten.
    /// - Returns: The view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(kerning: kerning)))
    }

    /// Adds space after each character of text in the view (without
    /// ligatures, tracking and kerning are the same here).
    ///
    /// - Parameter tracking: Points; negative values tighten.
    /// - Returns: The view.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(tracking: tracking)))
    }

    /// Moves text in the view up from its baseline.
    ///
    /// - Parameter baselineOffset: Points up.
    /// - Returns: The view.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(baselineOffset: baselineOffset)))
    }

    /// Limits text in the view to a number of lines; the last line shown is
    /// truncated.
    ///
    /// - Parameter number: The most lines; `nil` for no limit.
    /// - Returns: The view.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max($0, 1) })
    }

    /// Limits text in the view to a number of lines, taking their height
    /// even when it shows fewer.
    ///
    /// - Parameters:
    ///   - limit: The most lines.
    ///   - reservesSpace: Whether text takes the height of `limit` lines.
    /// - Returns: The view.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, max(limit, 1)).environment(\.reservesLineLimitSpace, reservesSpace)
    }

    /// Limits text in the view to a range of lines (the headless host uses
    /// the upper bound).
    ///
    /// - Parameter limit: The range.
    /// - Returns: The view.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1))
    }

    /// Adds space between lines of text in the view.
    ///
    /// - Parameter lineSpacing: Points.
    /// - Returns: The view.
    @inlinable
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Aligns the lines of multiline text in the view.
    ///
    /// - Parameter alignment: The alignment.
    /// - Returns: The view.
    @inlinable
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text in the view that does not fit is cut.
    ///
    /// - Parameter mode: The mode.
    /// - Returns: The view.
    @inlinable
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets text in the view shrink to fit, down to a fraction of its size.
    ///
    /// - Parameter factor: The fraction, clamped to `0.01...1`.
    /// - Returns: The view.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Transforms the case of text in the view.
    ///
    /// - Parameter textCase: The case; `nil` for none.
    /// - Returns: The view.
    @inlinable
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
