import Foundation
@testable import SwiftUI
import TestSupport
import Testing
import UniformTypeIdentifiers

@MainActor
@Suite("Apple's frameworks beside SwiftUI as apps write them")
struct FrameworkBehaviourTests {
    /// Half-way through a linear second, the `@Animatable` bar is half
    /// its height (50 of 100) and half its lean (5 of 10), its ignored
    /// width is already the new 40, and the animatable label counts 50.
    @Test func anAnimatableShapeAndViewAnimateTheirProperties() throws {
        let host = ViewHost(GrowingBar(), size: CGSize(width: 200, height: 200))
        #expect(host.find(text: "0") != nil)
        host.tap(at: CGPoint(x: 100, y: 60))
        host.advance(by: 0.5)
        let bar = try #require(host.drawnViews.first { if case .shape = $0.item.content { return true } else { return false } })
        guard case .shape(let path, _, _, _)? = bar.item.content else { Issue.record("no shape"); return }
        let bounds = path.boundingRect
        #expect(abs(bounds.height - 50) < 1e-6)
        #expect(abs(bounds.width - 40) < 1e-6)
        #expect(abs((bounds.minX - bar.item.frame.minX) - 5) < 1e-4 || abs(bounds.minX - 5) < 1e-4)
        #expect(host.find(text: "50") != nil)
        host.advance(by: 1)
        #expect(host.find(text: "100") != nil)
    }

    /// The synthesized data nests to the right, as the macro documents.
    @Test func theSynthesizedDataNestsToTheRight() {
        var bar = BarShape(height: 10, lean: 2, width: 5, label: "a")
        #expect(bar.animatableData == AnimatablePair(10, 2))
        bar.animatableData = AnimatablePair(30, 4)
        #expect(bar.height == 30 && bar.lean == 4 && bar.width == 5)
        #expect(bar.area == 150)
    }

    @Test func aParticleMovesBySIMD() {
        var particle = Particle(position: [0, 0], velocity: .zero)
        particle.step(towards: [30, 40], dt: 0.1)
        // Direction (0.6, 0.8) × 50, half-mixed with zero: (15, 20) a
        // second, 0.1 s of it.
        #expect(abs(particle.position.x - 1.5) < 1e-5 && abs(particle.position.y - 2) < 1e-5)
    }

    @Test func aDocumentAppKnowsItsTypes() {
        #expect(DocumentTypes.accepts(URL(fileURLWithPath: "/tmp/notes.txt")))
        #expect(DocumentTypes.accepts(URL(fileURLWithPath: "/tmp/photo.HEIC")))
        #expect(!DocumentTypes.accepts(URL(fileURLWithPath: "/tmp/song.mp3")))
        #expect(DocumentTypes.recipe.conforms(to: .text))
    }
}
