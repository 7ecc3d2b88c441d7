#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import Testing

@MainActor
@Suite("Fonts in PNG output")
struct PNGFontTests {
    private func fonts(_ view: some View) -> [PNGRenderer.FontSource] {
        PNGRenderer.fonts(in: ViewHost(view, size: CGSize(width: 200, height: 100)).displayList)
    }

    /// The system font's text is drawn from the package's own Inter
    /// files, one per weight and slant.
    @Test func systemTextIsDrawnFromTheShippedInter() throws {
        let sources = fonts(
            VStack {
                Text("Regular")
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Both").bold().italic()
                Text("Regular again")
            })
        #expect(
            sources.map(\.description) == [
                "Inter (swift-animation's Inter-Regular.otf)", "Inter Bold (swift-animation's Inter-Bold.otf)",
                "Inter Italic (swift-animation's Inter-Italic.otf)", "Inter Bold Italic (swift-animation's Inter-BoldItalic.otf)"
            ])
        #expect(sources.allSatisfy { $0.isShipped && !$0.isSubstitute })
        let file = try #require(sources.first?.file)
        #expect(FileManager.default.fileExists(atPath: file))
        // Inter 3.19's head table: 2,816 units per em, as the built-in
        // metrics (FontMetrics+Faces) measure text.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(bytes.prefix(4).elementsEqual("OTTO".utf8))
        func number(_ at: Int, _ count: Int) -> Int { bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) } }
        let head = try #require((0..<number(4, 2)).map { 12 + 16 * $0 }.first { bytes[$0..<($0 + 4)].elementsEqual("head".utf8) })
        #expect(number(number(head + 8, 4) + 18, 2) == 2816)
        #expect(fonts(Color.red).isEmpty)
    }

    /// Serif text comes from the machine, through fontconfig: the source
    /// says which file, and whether another family stood in.
    @Test func serifTextIsTheMachines() throws {
        let source = try #require(fonts(Text("Serif").font(.system(.body, design: .serif))).first)
        #expect(source.family == "Liberation Serif" && !source.isShipped)
        if source.isSubstitute {
            #expect(source.description.hasPrefix("Liberation Serif, which this machine lacks: drawn with \(source.drawnFamily)"))
        } else {
            #expect(source.description.hasPrefix("Liberation Serif (this machine's "))
        }
    }

    /// A family no machine has is drawn with what fontconfig puts in its
    /// place, and the source says so.
    @Test func aMissingFamilyNamesItsStandIn() throws {
        let backend = try #require(RasterBackends.current)
        let missing = backend.fontSource(family: "No Such Family 7f3a", bold: false, italic: false)
        #expect(missing.isSubstitute && !missing.isShipped)
        #expect(missing.description.hasPrefix("No Such Family 7f3a, which this machine lacks: drawn with "))
        let made = PNGRenderer.FontSource(
            family: "Liberation Mono", bold: true, italic: false, drawnFamily: "DejaVu Sans Mono",
            file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", isShipped: false)
        #expect(made.description == "Liberation Mono Bold, which this machine lacks: drawn with DejaVu Sans Mono (DejaVuSansMono-Bold.ttf)")
    }
}
#endif
