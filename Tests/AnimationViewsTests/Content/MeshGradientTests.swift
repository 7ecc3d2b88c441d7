import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// The mesh of the first shape in a host's display list.
@MainActor
private func drawnMesh(_ host: ViewHost) -> DisplayList.MeshGradient? {
    for entry in host.drawnViews {
        if case .shape(_, .meshGradient(let mesh), _, _)? = entry.item.content { return mesh }
    }
    return nil
}

private let black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)
private let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)

/// A grid of `width × height` vertices in a `size` square, colors by
/// column from `columnColors`.
private func grid(_ width: Int, _ height: Int, size: Double = 100, columnColors: [Color.Resolved], smooth: Bool, perceptual: Bool = false)
    -> DisplayList.MeshGradient
{
    let style = MeshGradient(
        width: width, height: height,
        points: (0..<height).flatMap { row in
            (0..<width).map { SIMD2(Float($0) / Float(width - 1), Float(row) / Float(height - 1)) }
        },
        resolvedColors: (0..<height).flatMap { _ in columnColors }, smoothsColors: smooth, colorSpace: perceptual ? .perceptual : .device)
    guard case .meshGradient(let mesh) = style._resolvePaint(in: EnvironmentValues()).paint(in: CGRect(x: 0, y: 0, width: size, height: size))
    else { preconditionFailure("a mesh") }
    return mesh
}

private struct MovingMesh: View {
    @State private var moved = false
    var body: some View {
        let x: Float = moved ? 0.75 : 0.25
        MeshGradient(
            width: 3, height: 2, points: [[0, 0], [x, 0], [1, 0], [0, 1], [x, 1], [1, 1]],
            colors: [.black, .white, .black, .black, .white, .black]
        )
        .frame(width: 100, height: 100)
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
    }
}

@Suite("MeshGradient")
struct MeshGradientTests {
    /// Implicit control points a third of the way along a regular grid map
    /// a patch linearly: (u, v) = (0.25, 0.5) of a 100-point square is
    /// (25, 50).
    @Test func aRegularGridMapsLinearly() {
        let mesh = grid(2, 2, columnColors: [black, white], smooth: false)
        let point = mesh.point(0, 0, u: 0.25, v: 0.5)
        #expect(abs(point.x - 25) < 1e-9 && abs(point.y - 50) < 1e-9)
        #expect(abs(mesh.vertices[0].trailing.x - 100.0 / 3) < 1e-9 && mesh.vertices[0].trailing.y == 0)
    }

    /// Black to white across: bilinear gives 0.25 at u = 0.25; the
    /// smooth blend of a 2-wide mesh has slope 1 at both ends, which
    /// makes its Hermite cubic the line itself: 0.25 too.
    @Test func colorsBlendLinearlyAcrossTwoColumns() {
        for smooth in [false, true] {
            let color = grid(2, 2, columnColors: [black, white], smooth: smooth).color(0, 0, u: 0.25, v: 0.7)
            #expect(abs(color.red - 0.25) < 1e-6 && abs(color.blue - 0.25) < 1e-6 && color.opacity == 1)
        }
    }

    /// Black, white, black across three columns: at the middle of the
    /// first patch, bilinear is 0.5; the smooth curve (slopes 1 at the
    /// left edge, 0 at the white middle vertex) is h10 + h01 at 0.5,
    /// 0.125 + 0.5 = 0.625.
    @Test func smoothColorsFollowTheirNeighbors() {
        #expect(abs(grid(3, 2, columnColors: [black, white, black], smooth: false).color(0, 0, u: 0.5, v: 0).red - 0.5) < 1e-6)
        #expect(abs(grid(3, 2, columnColors: [black, white, black], smooth: true).color(0, 0, u: 0.5, v: 0).red - 0.625) < 1e-6)
    }

    /// Halfway from black to white in Oklab: L = 0.5, which is linear 0.125,
    /// sRGB 1.055 × 0.125^(1/2.4) − 0.055 = 0.3885.
    @Test func perceptualBlendsInOklab() {
        let color = grid(2, 2, columnColors: [black, white], smooth: false, perceptual: true).color(0, 0, u: 0.5, v: 0.5)
        #expect(abs(color.red - 0.3885) < 0.002 && abs(color.green - 0.3885) < 0.002)
    }

    /// 8 × 8 cells a patch; the first cell's corners are the grid's.
    @Test func patchesCutIntoCells() {
        let cells = grid(3, 3, columnColors: [black, white, black], smooth: true).cells(subdivisions: 8)
        #expect(cells.count == 4 * 64)
        #expect(cells[0].corners == [CGPoint(x: 0, y: 0), CGPoint(x: 6.25, y: 0), CGPoint(x: 6.25, y: 6.25), CGPoint(x: 0, y: 6.25)])
    }

    /// The middle column moves from a quarter to three quarters of the
    /// width: half-way through a linear second it is at the middle.
    @MainActor @Test func verticesAnimate() throws {
        let host = ViewHost(MovingMesh(), size: CGSize(width: 100, height: 100))
        var mesh = try #require(drawnMesh(host))
        #expect(abs(mesh.vertices[1].position.x - mesh.vertices[0].position.x - 25) < 1e-9)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        mesh = try #require(drawnMesh(host))
        #expect(abs(mesh.vertices[1].position.x - mesh.vertices[0].position.x - 50) < 1e-6)
        #expect(abs(mesh.vertices[2].position.x - mesh.vertices[0].position.x - 100) < 1e-9)
        host.advance(by: 1)
        mesh = try #require(drawnMesh(host))
        #expect(abs(mesh.vertices[1].position.x - mesh.vertices[0].position.x - 75) < 1e-9)
    }

    /// Counts that do not fill the grid, a grid under 2 × 2 and NaN points:
    /// no patch (the background alone) and no NaN.
    @Test func badGridsDrawTheirBackground() {
        let environment = EnvironmentValues()
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        for style in [
            MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .red, .blue], background: .green),
            MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red], background: .green),
            MeshGradient(width: 0, height: 0, points: [], colors: [], background: .green)
        ] {
            let paint = style._resolvePaint(in: environment).paint(in: rect)
            // No color but the background: the background's color.
            if case .color(let color) = paint {
                #expect(color == Color.green.resolve(in: environment))
                continue
            }
            guard case .meshGradient(let mesh) = paint else {
                Issue.record("not a mesh: \(paint)")
                continue
            }
            #expect(mesh.cells(subdivisions: 8).isEmpty)
            #expect(mesh.background == Color.green.resolve(in: environment))
        }
        let nan = MeshGradient(width: 2, height: 2, points: [[.nan, 0], [1, 0], [0, 1], [1, .infinity]], colors: [.red, .blue, .red, .blue])
        guard case .meshGradient(let mesh) = nan._resolvePaint(in: environment).paint(in: rect) else { return }
        #expect(mesh.cells(subdivisions: 2).allSatisfy { $0.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
    }
}
