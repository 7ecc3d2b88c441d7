import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// Draws its text as laid out, in a graphics context of its own.
private struct PlainRenderer: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

/// Every node reaches its graph through an `unowned` reference on every
/// frame; a live weak reference to the graph gives it a side table, and
/// each of those accesses then takes the runtime's slow path (measured in
/// `AnimationBenchmarks views taps`, 10,000 animating views: 14.5 % of the
/// samples). So nothing holds the graph weakly: the environment's warning
/// reporter holds the graph's warning log, canvases and text renderers
/// hold their node's weak reference.
@MainActor
@Suite("Nothing holds the graph weakly")
struct GraphReferenceTests {
    @Test func aHostWithACanvasATextRendererAndARecordingHoldsNoWeakReferenceToItsGraph() {
        let host = ViewHost(
            VStack {
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }
                .frame(width: 40, height: 40)
                Text("Drawn").textRenderer(PlainRenderer())
            },
            size: CGSize(width: 200, height: 200))
        _ = host.drawnViews
        // The recording context (and the resources it holds) stays alive
        // while the count is read.
        let recording = GraphicsContext.recording(size: CGSize(width: 10, height: 10))
        withExtendedLifetime(recording) {
            // A weak reference adds one to the count, which starts at one.
            #expect(_getWeakRetainCount(host.graph) == 1)
        }
    }

    /// What reports to the graph from outside still arrives, once.
    @Test func warningsReportedThroughTheEnvironmentReachTheHost() {
        struct Warns: View {
            @Environment(\._warn) private var warn
            var body: some View {
                Color.red.onAppear {
                    warn("Reported once.")
                    warn("Reported once.")
                }
            }
        }
        let host = ViewHost(Warns(), size: CGSize(width: 10, height: 10))
        _ = host.drawnViews
        #expect(host.warnings == ["Reported once."])
    }
}
