import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("iOS 18 and 26 animation API as sessions write it")
struct AnimationAPI18BehaviourTests {
    /// The emphasized words appear glyph by glyph: early in the
    /// transition the first glyph of "Visual Effects" is partly shown and
    /// the last not at all; when it ends every glyph is opaque.
    @Test func aTextTransitionRevealsGlyphByGlyph() {
        let host = phone(GreetingCard())
        #expect(tap("Show", in: host))
        host.advance(by: 0.2)
        // Each letter of the emphasized words is drawn on its own (the
        // space between them too, unless it ends a line).
        let glyphs = host.drawnViews.filter { ($0.text?.count ?? 0) == 1 && $0.text != "🧑‍💻" && $0.text != " " }
        #expect(glyphs.compactMap(\.text).joined() == "VisualEffects", "\(glyphs.map(\.text))")
        #expect((glyphs.first?.opacity ?? 0) > 0 && (glyphs.last?.opacity ?? 1) == 0, "\(glyphs.map(\.opacity))")
        host.advance(by: 2)
        #expect(host.drawnViews.filter { $0.text != nil }.allSatisfy { $0.opacity == 1 })
    }

    /// The mesh draws as a mesh, its middle vertex moving.
    @Test func anAnimatedMeshMovesItsMiddleVertex() {
        let host = phone(BreathingMesh())
        func middle() -> CGPoint? {
            for view in host.drawnViews {
                if case .shape(_, .meshGradient(let mesh), _, _)? = view.item.content { return mesh.vertices[4].position }
            }
            return nil
        }
        let start = middle()
        host.advance(by: 1)
        #expect(start != nil && middle() != nil && middle() != start)
    }

    /// A grid cell zooms into its photo, and back.
    @Test func aGridCellZoomsIntoItsPhoto() {
        let host = phone(ZoomingPhotoGrid())
        let cell = host.drawnViews.first { if case .color(let color)? = $0.item.content { return color == Color.green.resolved } else { return false } }
        #expect(cell != nil && host.tap(at: cell!.center))
        host.advance(by: 1)
        #expect(shows("Photo 1", in: host))
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(!shows("Photo 1", in: host))
    }

    /// The eraser's glass grows out of the pencil's place.
    @Test func glassExpandsOnAGlassButton() {
        let host = phone(MorphingGlassToolbar())
        #expect(!shows(image: "system:eraser.fill", in: host))
        #expect(tap("Toggle", in: host))
        host.advance(by: 1)
        #expect(shows(image: "system:eraser.fill", in: host))
    }

    /// The heart fills when tapped; the bar stays hidden.
    @Test func aFavoriteFillsItsSymbol() {
        let host = phone(FavoriteToggle())
        #expect(shows(image: "system:heart", in: host) && !shows("Hidden title", in: host))
        #expect(tap("Favorite", in: host))
        #expect(shows(image: "system:heart.fill", in: host))
    }
}
