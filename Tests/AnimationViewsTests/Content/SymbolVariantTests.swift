import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Symbol variants")
struct SymbolVariantTests {
    private func symbols(_ view: some View) -> [String] {
        ViewHost(view, size: CGSize(width: 300, height: 100)).drawnViews.compactMap(\.imageName)
    }

    /// A variant renames the symbols inside, in Apple's order (slash,
    /// shape, fill); variants add up from enclosing views; `.none` clears
    /// them; a symbol already filled stays as it is.
    @Test func variantsRenameTheSymbolsInside() {
        #expect(symbols(Image(systemName: "heart").symbolVariant(.fill)) == ["system:heart.fill"])
        #expect(symbols(Image(systemName: "heart").symbolVariant(.circle.fill)) == ["system:heart.circle.fill"])
        #expect(symbols(Image(systemName: "heart").symbolVariant(.fill).symbolVariant(.circle)) == ["system:heart.circle.fill"])
        #expect(symbols(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == ["system:heart"])
        #expect(symbols(Image(systemName: "heart.fill").symbolVariant(.fill)) == ["system:heart.fill"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    /// A variant the symbols lack falls back part by part to the symbol.
    @Test func aMissingVariantFallsBack() {
        // No "heart.slash.square.fill": "heart.slash.square", then
        // "heart.slash", then "heart" (whichever is drawn first).
        let drawn = symbols(Image(systemName: "heart").symbolVariant(.slash.square.fill))
        #expect(drawn.count == 1 && drawn[0].hasPrefix("system:heart"))
        #expect(!drawn[0].hasSuffix("square.fill"))
        let host = ViewHost(Image(systemName: "heart").symbolVariant(.slash.square.fill), size: CGSize(width: 100, height: 100))
        #expect(!host.warnings.contains { $0.contains("No outline") })
    }
}
