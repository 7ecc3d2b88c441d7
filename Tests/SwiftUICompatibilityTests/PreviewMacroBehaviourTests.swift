@testable import AnimationPreview
import SwiftUI
import TestSupport
import Testing

/// The #Preview macro as the compiler expands it in a package target (this
/// one, in Swift 5 language mode), and the registries it declares as the
/// preview runner finds them: by their type metadata, in the running program.
@MainActor
@Suite("#Preview in a package")
struct PreviewMacroBehaviourTests {
    /// The previews of PreviewMacroViews.swift, in order.
    let registries = PreviewDiscovery.registries().filter { $0.fileID == "SwiftUICompatibilityTests/PreviewMacroViews.swift" }

    @Test func everyPreviewIsFoundWithItsPlaceAndName() throws {
        let lines = registries.map { $0.line }
        #expect(lines == [21, 25, 30, 37, 43, 49])
        #expect(registries.allSatisfy { $0.column == 1 && $0.filePath.hasSuffix("/Tests/SwiftUICompatibilityTests/PreviewMacroViews.swift") })
        let previews = try registries.map { try $0.makePreview() }
        let names = previews.map { $0.name }
        #expect(names == [nil, "Liked button", "Landscape", "Constant binding", "Debug only", "Environment"])
    }

    @Test func traitsArriveAsWritten() throws {
        let previews = try registries.map { try $0.makePreview() }
        #expect(previews[1].traits.layout == .sizeThatFits)
        #expect(previews[2].traits.orientation == .landscapeLeft)
        // A trait and more after it.
        #expect(previews[4].traits.layout == .fixed(width: 200, height: 100) && previews[4].traits.orientation == .portrait)
    }

    @Test func aPreviewableStateIsTheStateOfTheView() throws {
        let preview = try registries[1].makePreview()
        let host = ViewHost(preview.makeView(), size: CGSize(width: 100, height: 100))
        #expect(shows(image: "system:heart", in: host))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 1)
        // The tap wrote the preview's own @State: the button shows it.
        #expect(shows(image: "system:heart.fill", in: host))
    }

    @Test func aBodyWithStatementsAndAReturnBuildsItsView() throws {
        let bound = ViewHost(try registries[3].makePreview().makeView(), size: CGSize(width: 100, height: 100))
        #expect(shows(image: "system:heart.fill", in: bound))
        let words = ViewHost(try registries[4].makePreview().makeView(), size: CGSize(width: 200, height: 100))
        #expect(frame(of: "debug only", in: words) != nil)
    }

    /// An `@Environment` variable without an initial value, as apps write
    /// `@Previewable @Environment(\.modelContext) var context`, reads the
    /// preview's environment.
    @Test func aPreviewableEnvironmentValueReadsThePreviewsEnvironment() throws {
        let host = ViewHost(try registries[5].makePreview().makeView(), size: CGSize(width: 200, height: 100))
        #expect(frame(of: "light scheme", in: host) != nil)
    }

    @Test func theRunnerListsThemAsTheCanvasNamesThem() {
        let candidates = _PreviewRunner.discovered([], registries: registries)
        let names = _PreviewRunner.entries(candidates).map(\.entry.name)
        #expect(names == ["PreviewMacroViews.swift:21", "Liked button", "Landscape", "Constant binding", "Debug only", "Environment"])
    }
}
