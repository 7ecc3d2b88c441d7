import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// The runs of the text drawn for a string, as (characters, size).
@MainActor
private func runs(_ text: Text, shown: String) -> [(String, CGFloat)] {
    let host = ViewHost(text, size: CGSize(width: 300, height: 100))
    guard case .text(let laidOut)? = host.find(text: shown)?.item.content else { return [] }
    return laidOut.runs.map { ($0.string, $0.face.size) }
}

@MainActor
@Suite("Small capitals")
struct SmallCapsTests {
    /// iOS's behaviour of the three (zenn.dev/samekard_dev, "SwiftUIのFontの
    /// smallCaps() lowercaseSmallCaps() uppercaseSmallCaps()", rendered on
    /// iOS): smallCaps makes every letter a small capital; lowercase turns
    /// lowercase letters into small capitals and leaves capitals; uppercase
    /// shrinks capitals and leaves lowercase letters.
    @Test func whichLettersBecomeSmallCapitals() throws {
        let small = 17 * 1085.0 / 1443.0
        let all = runs(Text("Hi A").font(.body.smallCaps()), shown: "HI A")
        #expect(all.map(\.0).joined() == "HI A")
        #expect(all.allSatisfy { abs($0.1 - small) < 1e-9 || $0.0 == " " })
        let lower = runs(Text("Hi").font(.body.lowercaseSmallCaps()), shown: "HI")
        #expect(lower.map(\.0) == ["H", "I"])
        #expect(lower[0].1 == 17 && abs(lower[1].1 - small) < 1e-9)
        let upper = runs(Text("Hi").font(.body.uppercaseSmallCaps()), shown: "Hi")
        #expect(upper.map(\.0) == ["H", "i"])
        #expect(abs(upper[0].1 - small) < 1e-9 && upper[1].1 == 17)
        // Switched off again, and letterless text: one run as it was.
        #expect(runs(Text("Hi").font(.body.smallCaps().smallCaps(false)), shown: "Hi").map(\.0) == ["Hi"])
        #expect(runs(Text("12").font(.body.smallCaps()), shown: "12").map(\.1) == [17])
    }

    @Test func smallCapitalsAreNarrowerThanCapitals() throws {
        let host = ViewHost(
            VStack {
                Text("Abc").font(.body.lowercaseSmallCaps())
                Text("ABC")
            }, size: CGSize(width: 300, height: 200))
        let smallCapitals = try #require(host.findAll(text: "ABC").first).frame.width
        let capitals = try #require(host.findAll(text: "ABC").last).frame.width
        #expect(smallCapitals < capitals)
    }
}
