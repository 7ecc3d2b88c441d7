import AnimationCore
import Foundation

/// A change of a symbol image's symbol under a symbol effect content
/// transition (`.contentTransition(.symbolEffect(.replace))`), while it
/// animates: the old symbol and the new, each scaled about the image's
/// center and faded as the ``ReplaceSymbolEffect`` says.
struct ImageChange {
    let old: ImageLeaf.Content
    let effect: ReplaceSymbolEffect

    /// The effect a change animates with, if the content changes from one
    /// symbol to another in a transaction with an animation.
    static func effect(from old: ImageLeaf.Content?, to new: ImageLeaf.Content, in context: ViewContext)
        -> (ReplaceSymbolEffect, speed: Double)?
    {
        guard let old, old.name != new.name, old.symbolSide > 0, new.symbolSide > 0, context.transaction.animation != nil,
            case .symbolReplace(let style, let speed) = context.environment.contentTransition.kind
        else { return nil }
        return (ReplaceSymbolEffect(style: style), speed)
    }

    /// The items of the image at the change's progress.
    func items(to new: ImageLeaf.Content, in frame: CGRect, tint: DisplayList.Paint, progress: Double) -> [DisplayList.Item] {
        let poses = effect.poses(progress)
        func item(_ content: ImageLeaf.Content, scale: Double, opacity: Double) -> DisplayList.Item {
            var item = DisplayList.Item(frame: frame, opacity: opacity, content: .image(content.item(tint: tint)))
            let s = CGFloat(scale)
            item.transform = CGAffineTransform(translationX: frame.midX, y: frame.midY).scaledBy(x: s, y: s)
                .translatedBy(x: -frame.midX, y: -frame.midY)
            return item
        }
        return [item(old, scale: poses.old.scale, opacity: poses.old.opacity), item(new, scale: poses.new.scale, opacity: poses.new.opacity)]
    }
}
