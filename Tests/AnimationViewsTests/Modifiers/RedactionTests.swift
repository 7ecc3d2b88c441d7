import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private struct Card: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Headline")
            Text("Always shown").unredacted()
            Image(systemName: "star").resizable().frame(width: 40, height: 40)
        }
    }
}

@MainActor
@Suite("Placeholder redaction")
struct RedactionTests {
    @Test func placeholdersDrawBarsAndBlocksInTheForegroundStyle() {
        let plain = phone(Card())
        let line = frame(of: "Headline", in: plain)!
        let host = phone(Card().redacted(reason: .placeholder))
        // The text is a bar where its line was: as wide as its characters,
        // as high as the face's line (17 × 2444 / 2048 = 20.29), 16 % opaque.
        #expect(!shows("Headline", in: host))
        #expect(shows("Always shown", in: host), "unredacted content draws")
        let bars = host.drawnViews.filter { view in
            guard case .shape(let path, _, nil, _)? = view.item.content else { return false }
            return abs(path.boundingRect.minX - line.minX) < 0.5 && abs(path.boundingRect.midY - line.midY) < 3
                && path.boundingRect.width < 200
        }
        #expect(bars.count == 1)
        let bar = bars[0]
        #expect(abs(bar.opacity - 0.16) < 1e-9)
        guard case .shape(let path, _, _, _)? = bar.item.content else { return }
        #expect(abs(path.boundingRect.height - 17.0 * 2444 / 2048) < 0.01)
        #expect(abs(path.boundingRect.width - line.width) <= 1)
        // The image is a block of its frame.
        let block = host.drawnViews.first { view in
            guard case .shape(let path, _, nil, _)? = view.item.content else { return false }
            return path.boundingRect.size == CGSize(width: 40, height: 40)
        }
        #expect(block != nil && abs(block!.opacity - 0.16) < 1e-9)
        #expect(!host.drawnViews.contains { $0.item.content?.imageName == "system:star" })
        // The environment reads the reason; `privacy` alone redacts nothing here.
        let privacy = phone(Card().redacted(reason: .privacy))
        #expect(shows("Headline", in: privacy))
    }
}
