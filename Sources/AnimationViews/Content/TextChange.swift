import AnimationCore
import Foundation

/// A change of a text's string while it animates: what the text draws
/// between the old string and the new, at the change's progress (0 to 1).
///
/// - Cross-fade (`.opacity`, `.interpolate`): the old string at opacity
///   1 − p and the new at p, each its own size, both centered in the text's
///   frame.
/// - Numeric text: characters are matched from the right (so digits keep
///   their place value); an unchanged one is drawn once, a changed one rolls:
///   the old character moves up by p line heights (down when counting down)
///   and fades out, the new one comes from a line below (above) and fades
///   in.
struct TextChange {
    let old: String
    let kind: ContentTransition.Kind
    let countsDown: Bool

    /// The items of the text at the change's progress.
    func items(to new: String, in frame: CGRect, color: Color.Resolved, progress: Double) -> [DisplayList.Item] {
        let p = min(max(progress, 0), 1)
        switch kind {
        case .numeric, .numericValue:
            return rolling(from: Array(old), to: Array(new), in: frame, color: color, progress: p)
        case .opacity, .interpolate, .identity:
            return [
                Self.text(old, centeredIn: frame, color: color, opacity: 1 - p),
                Self.text(new, centeredIn: frame, color: color, opacity: p),
            ]
        }
    }

    private static func text(_ string: String, centeredIn frame: CGRect, color: Color.Resolved, opacity: Double) -> DisplayList.Item {
        let size = Text(string).size
        let rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        return DisplayList.Item(frame: rect, opacity: opacity, content: .text(string, color: color))
    }

    private func rolling(
        from old: [Character], to new: [Character], in frame: CGRect, color: Color.Resolved, progress p: Double
    ) -> [DisplayList.Item] {
        let width = Text.characterWidth, line = Text.lineHeight
        let direction: CGFloat = countsDown ? 1 : -1   // where the old character goes
        var items: [DisplayList.Item] = []
        func character(_ c: Character, fromRight index: Int, dy: CGFloat, opacity: Double) -> DisplayList.Item {
            let rect = CGRect(x: frame.maxX - CGFloat(index + 1) * width, y: frame.minY + dy, width: width, height: line)
            return DisplayList.Item(frame: rect, opacity: opacity, content: .text(String(c), color: color))
        }
        // Left to right, so that the items read in order.
        for index in (0..<max(old.count, new.count)).reversed() {
            let before = index < old.count ? old[old.count - 1 - index] : nil
            let after = index < new.count ? new[new.count - 1 - index] : nil
            if let before, let after, before == after {
                items.append(character(after, fromRight: index, dy: 0, opacity: 1))
                continue
            }
            if let before {
                items.append(character(before, fromRight: index, dy: direction * line * p, opacity: 1 - p))
            }
            if let after {
                items.append(character(after, fromRight: index, dy: -direction * line * (1 - p), opacity: p))
            }
        }
        return items
    }
}
