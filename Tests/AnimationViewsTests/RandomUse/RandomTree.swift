import AnimationCore
import AnimationRuntime
import Foundation
import Observation

@testable import AnimationViews

// Random view trees for the random-use test: a tree is decoded from a list
// of numbers (so the property-based generator's shrinking shortens lists,
// and a list is easy to print and replay), and shown by `PieceView`, which
// reads everything it changes from a `RandomModel`.

/// The animations a random write or button draws from (`nil`: none). Every
/// one ends: `repeatForever` would keep the host from ever being idle.
let randomAnimations: [Animation?] = [
    nil, .linear(duration: 0.3), .easeInOut(duration: 0.2), .bouncy, .smooth, .snappy(duration: 0.3),
    .interpolatingSpring, .spring(duration: 0.3, bounce: 0.5), .easeIn(duration: 0.2).delay(0.1),
    .linear(duration: 0.1).repeatCount(3), .bouncy.speed(2), .default, .interactiveSpring,
    .spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.3), .linear(duration: 0)
]

/// How many transitions there are to draw from (the decoder is not on the
/// main actor; `randomTransitions` is).
let randomTransitionCount = 11

/// The transitions a conditional view or a list's rows draw from.
@MainActor let randomTransitions: [AnyTransition] = {
    let transitions: [AnyTransition] = [
        .opacity, .scale, .slide, .move(edge: .leading), .offset(x: 30, y: 0),
        .asymmetric(insertion: .scale, removal: .opacity), .opacity.combined(with: .scale(scale: 0.5)),
        .identity, .push(from: .top), .opacity.animation(.linear(duration: 0.2)), .scale(scale: 0, anchor: .topLeading)
    ]
    precondition(transitions.count == randomTransitionCount)
    return transitions
}()

private let palette: [Color] = [.red, .green, .blue, .orange, .purple, .pink]

/// One piece of a random tree.
indirect enum Piece: CustomStringConvertible {
    /// A colored rectangle, 10 to 40 points wide.
    case leaf(color: Int, width: Int)
    /// A `VStack`, `HStack` or `ZStack` of pieces.
    case stack(axis: Int, [Piece])
    /// `if model.flags[flag] { piece.transition(...) }`.
    case conditional(flag: Int, transition: Int, Piece)
    /// An `HStack` with a `ForEach` over `model.items`, rows with a transition.
    case list(transition: Int)
    /// An effect whose amount is `model.values[value]`.
    case effect(kind: Int, value: Int, Piece)
    /// `.animation(_:value:)` on `model.values[value]`.
    case animation(animation: Int, value: Int, Piece)
    /// Two views matched by geometry, one shown at a time by `model.flags[flag]`.
    case matched(flag: Int)
    /// A `Button` toggling its own `@State` in `withAnimation`.
    case button(id: Int, animation: Int, criteria: Int, Piece)
    /// A draggable piece: `model.drags[index]` plus a `@GestureState` offset.
    case drag(index: Int, Piece)
    /// `onLongPressGesture` toggling `model.flags[flag]` with an animation.
    case longPress(flag: Int, Piece)
    /// `.id(model.values[value])`: a new identity when the value changes.
    case identity(value: Int, Piece)
    /// A view of another family (`FamilyView`): a control, a scroll view,
    /// navigation, a presentation, a time-driven view, a list, a grid, a
    /// custom layout or a newer effect, reading `slot` of the model.
    case family(kind: Int, slot: Int, Piece)

    var description: String {
        switch self {
        case .leaf(let color, let width): "leaf(\(color),\(width))"
        case .stack(let axis, let pieces): "stack\(axis)[\(pieces.map(\.description).joined(separator: ", "))]"
        case .conditional(let flag, let transition, let piece): "if(flag \(flag), transition \(transition)){\(piece)}"
        case .list(let transition): "list(transition \(transition))"
        case .effect(let kind, let value, let piece): "effect\(kind)(value \(value)){\(piece)}"
        case .animation(let animation, let value, let piece): "animation(\(animation), value \(value)){\(piece)}"
        case .matched(let flag): "matched(flag \(flag))"
        case .button(let id, let animation, let criteria, let piece): "button#\(id)(\(animation), \(criteria)){\(piece)}"
        case .drag(let index, let piece): "drag(\(index)){\(piece)}"
        case .longPress(let flag, let piece): "longPress(flag \(flag)){\(piece)}"
        case .identity(let value, let piece): "id(value \(value)){\(piece)}"
        case .family(let kind, let slot, let piece): "family\(kind)(slot \(slot)){\(piece)}"
        }
    }

    /// Decodes a tree from numbers (any numbers make a tree; a list that
    /// runs out reads as zeros, which decode to leaves).
    static func decode(_ codes: [Int]) -> Piece {
        var decoder = PieceDecoder(codes: codes)
        return decoder.piece(depth: 0)
    }
}

private struct PieceDecoder {
    let codes: [Int]
    var position = 0
    var pieces = 0
    var buttons = 0

    mutating func next(_ count: Int) -> Int {
        defer { position += 1 }
        return position < codes.count ? codes[position] % count : 0
    }

    /// Whether the piece is inside an `.id` piece: a button there would
    /// make the final state depend on history (an identity that comes back
    /// while its old view is leaving re-inserts that view with its own
    /// `@State`), so it decodes as a leaf.
    var insideIdentity = false

    mutating func piece(depth: Int) -> Piece {
        pieces += 1
        var kind = depth >= 4 || pieces > 24 ? 0 : next(14)
        if kind == 8, insideIdentity { kind = 0 }
        switch kind {
        case 0, 1: return .leaf(color: next(palette.count), width: next(4))
        case 2:
            let axis = next(3)
            let count = 1 + next(3)
            return .stack(axis: axis, (0..<count).map { _ in piece(depth: depth + 1) })
        case 3: return .conditional(flag: next(4), transition: next(randomTransitionCount), piece(depth: depth + 1))
        case 4: return .list(transition: next(randomTransitionCount))
        case 5: return .effect(kind: next(7), value: next(4), piece(depth: depth + 1))
        case 6: return .animation(animation: next(randomAnimations.count), value: next(4), piece(depth: depth + 1))
        case 7: return .matched(flag: next(4))
        case 8:
            buttons += 1
            return .button(id: buttons, animation: next(randomAnimations.count), criteria: next(2), piece(depth: depth + 1))
        case 9: return .drag(index: next(2), piece(depth: depth + 1))
        case 10: return .longPress(flag: next(4), piece(depth: depth + 1))
        case 12, 13: return .family(kind: next(randomFamilyCount), slot: next(4), piece(depth: depth + 1))
        default:
            let value = next(4)
            let outer = insideIdentity
            insideIdentity = true
            defer { insideIdentity = outer }
            return .identity(value: value, piece(depth: depth + 1))
        }
    }
}

/// Shows a piece of a random tree.
struct PieceView: View {
    let piece: Piece
    let model: RandomModel

    var body: some View {
        switch piece {
        case .leaf(let color, let width):
            palette[color].frame(width: CGFloat(10 + width * 10), height: 16)
        case .stack(let axis, let pieces):
            switch axis {
            case 0: VStack(spacing: 2) { ForEach(pieces.indices, id: \.self) { PieceView(piece: pieces[$0], model: model) } }
            case 1: HStack(spacing: 2) { ForEach(pieces.indices, id: \.self) { PieceView(piece: pieces[$0], model: model) } }
            default: ZStack { ForEach(pieces.indices, id: \.self) { PieceView(piece: pieces[$0], model: model) } }
            }
        case .conditional(let flag, let transition, let piece):
            if model.flags[flag] {
                PieceView(piece: piece, model: model).transition(randomTransitions[transition])
            }
        case .list(let transition):
            HStack(spacing: 1) {
                ForEach(model.items, id: \.self) { item in
                    palette[item % palette.count].frame(width: 8, height: 8).transition(randomTransitions[transition])
                }
            }
        case .effect(let kind, let value, let piece):
            EffectView(kind: kind, amount: model.values[value], content: PieceView(piece: piece, model: model))
        case .animation(let animation, let value, let piece):
            PieceView(piece: piece, model: model)
                .offset(y: model.values[value] * 3)
                .animation(randomAnimations[animation], value: model.values[value])
        case .matched(let flag):
            MatchedPair(shown: model.flags[flag])
        case .button(let id, let animation, let criteria, let piece):
            ToggleButton(id: id, animation: animation, criteria: criteria, content: piece, model: model)
        case .drag(let index, let piece):
            DragPiece(index: index, content: piece, model: model)
        case .longPress(let flag, let piece):
            PieceView(piece: piece, model: model)
                .onLongPressGesture(minimumDuration: 0.3) {
                    self.model.write(style: 2, animation: flag + 1, criteria: flag) { self.model.flags[flag].toggle() }
                }
        case .identity(let value, let piece):
            PieceView(piece: piece, model: model).id(model.values[value])
        case .family(let kind, let slot, let piece):
            FamilyView(kind: kind, slot: slot, content: piece, model: model)
        }
    }
}

/// An effect of one of seven kinds, by an amount from -2 to 2; some amounts
/// are degenerate on purpose (a scale of 0, a width of 0).
private struct EffectView<Content: View>: View {
    let kind: Int
    let amount: Double
    let content: Content

    var body: some View {
        switch kind {
        case 0: content.opacity((amount + 2) / 4)
        case 1: content.scaleEffect(amount / 2)
        case 2: content.offset(x: amount * 20, y: -amount * 5)
        case 3: content.rotationEffect(.degrees(amount * 45))
        case 4: content.frame(width: max(0, 20 + amount * 10))
        case 5: content.blur(radius: abs(amount) * 2)
        default: content.padding(abs(amount) * 4)
        }
    }
}

/// Two shapes matched by geometry: one shows when `shown`, the other not.
private struct MatchedPair: View {
    let shown: Bool
    @Namespace private var namespace

    var body: some View {
        if shown {
            Color.teal.frame(width: 30, height: 30).matchedGeometryEffect(id: "pair", in: namespace)
        } else {
            Color.teal.frame(width: 60, height: 12).matchedGeometryEffect(id: "pair", in: namespace)
        }
    }
}

/// A button toggling its own state, animated, with a completion handler.
private struct ToggleButton: View {
    let id: Int
    let animation: Int
    let criteria: Int
    let content: Piece
    let model: RandomModel
    @State private var on: Bool

    init(id: Int, animation: Int, criteria: Int, content: Piece, model: RandomModel) {
        self.id = id
        self.animation = animation
        self.criteria = criteria
        self.content = content
        self.model = model
        _on = State(initialValue: model.buttonStates[id] ?? false)
    }

    var body: some View {
        Button {
            model.buttonStates[id] = !on
            model.write(style: 2, animation: animation, criteria: criteria) { on.toggle() }
        } label: {
            PieceView(piece: content, model: model)
                .scaleEffect(on ? 1.25 : 1)
                .opacity(on ? 0.5 : 1)
        }
    }
}

/// A piece that follows a drag (`@GestureState`) and keeps where it was
/// dropped (`model.drags`), springing back when the drag ends.
private struct DragPiece: View {
    let index: Int
    let content: Piece
    let model: RandomModel
    @GestureState private var dragging = CGSize.zero

    var body: some View {
        PieceView(piece: content, model: model)
            .offset(dragging)
            .offset(model.drags[index])
            .gesture(
                DragGesture(minimumDistance: 4)
                    .updating($dragging) { value, state, _ in state = value.translation }
                    .onChanged { value in model.drags[index] = CGSize(width: value.translation.width / 4, height: 0) }
                    .onEnded { _ in model.write(style: 2, animation: 3, criteria: index) { model.drags[index] = .zero } }
            )
    }
}
