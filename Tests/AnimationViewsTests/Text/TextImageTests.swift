import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// San Francisco's body line: SF Pro Text's ascent and descent (1950 and
/// 494 of its 2048 units; its line gap is 0) at 17 points.
private let bodyAscent = 1950.0 * 17 / 2048
private let bodyLine = (1950.0 + 494) * 17 / 2048

/// The text runs a host draws, in drawing order.
@MainActor
private func textRuns(_ host: ViewHost) -> [DisplayList.TextRun] {
    host.drawnViews.flatMap { view -> [DisplayList.TextRun] in
        guard case .text(let text)? = view.item.content else { return [] }
        return text.runs
    }
}

/// Images set in text (`Text(Image(...))`, `"\(Image(...))"`): characters
/// of their line, as SwiftUI sets them.
@MainActor
@Suite("Images in text")
struct TextImageTests {
    @Test func aSymbolIsACharacterOfItsLineAsHighAsTheLine() throws {
        let host = ViewHost(Text(Image(systemName: "star.fill")) + Text(" Favorites"), size: CGSize(width: 300, height: 100))
        let star = try #require(host.find(image: "system:star.fill")).frame
        #expect(abs(star.width - bodyLine) < 1e-6 && abs(star.height - bodyLine) < 1e-6, "\(star)")
        let run = try #require(textRuns(host).first)
        // The characters follow the image; the image spans the line, its
        // top the ascent above the baseline.
        #expect(run.string == " Favorites")
        #expect(abs(run.positions[0] - star.maxX) < 1e-9)
        #expect(abs(star.minY - (run.baseline - bodyAscent)) < 1e-6)
        // What a query reads is the characters.
        #expect(host.find(text: " Favorites") != nil)
        #expect(host.warnings.isEmpty, "\(host.warnings)")

        // A symbol follows the text's font.
        let large = ViewHost(Text(Image(systemName: "star.fill")).font(.largeTitle), size: CGSize(width: 300, height: 100))
        let side = try #require(large.find(image: "system:star.fill")).frame.height
        #expect(abs(side - (1950.0 + 494) * 34 / 2048) < 0.01, "\(side)")
    }

    @Test func anInterpolatedImageTakesItsPlaceAmongTheCharacters() throws {
        let host = ViewHost(Text("Rated \(Image(systemName: "star.fill")) today"), size: CGSize(width: 300, height: 100))
        let star = try #require(host.find(image: "system:star.fill")).frame
        let runs = textRuns(host)
        #expect(runs.map(\.string) == ["Rated ", " today"])
        guard runs.count == 2 else { return }
        #expect(abs(runs[0].endX - star.minX) < 1e-9 && abs(runs[1].positions[0] - star.maxX) < 1e-9)
        // The line is as wide as its characters and the image.
        let plain = ViewHost(Text("Rated  today"), size: CGSize(width: 300, height: 100))
        let plainWidth = try #require(textRuns(plain).first).endX - (textRuns(plain).first?.positions.first ?? 0)
        let width = runs[1].endX - runs[0].positions[0]
        #expect(abs(width - (plainWidth + bodyLine)) < 0.05, "\(width) vs \(plainWidth) + \(bodyLine)")
    }

    @Test func imagesWrapWithTheirLines() throws {
        // A new line: the second star is a body line's pitch (22 points on
        // iOS 26) below the first, at the line's start.
        let lines = ViewHost(
            Text("\(Image(systemName: "star.fill")) one\n\(Image(systemName: "star.fill")) two"), size: CGSize(width: 300, height: 100))
        let stars = lines.findAll(image: "system:star.fill").map(\.frame)
        #expect(stars.count == 2)
        guard stars.count == 2 else { return }
        #expect(abs(stars[1].minY - stars[0].minY - 22) < 1e-6 && abs(stars[1].minX - stars[0].minX) < 1e-9, "\(stars)")

        // Offered the words' width and a point, the image goes to the next
        // line, at its start.
        let words = ViewHost(Text("Good work"), size: CGSize(width: 300, height: 100))
        let wordsRun = try #require(textRuns(words).first)
        let width = wordsRun.endX - wordsRun.positions[0] + 1
        let host = ViewHost(
            Text("Good work \(Image(systemName: "star.fill"))").frame(width: width, alignment: .leading),
            size: CGSize(width: 300, height: 100))
        let star = try #require(host.find(image: "system:star.fill")).frame
        let first = try #require(textRuns(host).first)
        #expect(abs(star.minX - first.positions[0]) < 1e-9, "\(star) \(first.positions)")
        #expect(abs(star.minY - (first.baseline - bodyAscent + 22)) < 1e-6, "\(star) \(first.baseline)")
    }

    @Test func anImageSitsOnTheBaselineAndATallOneRaisesTheLine() throws {
        // The fixtures' photo is 16 × 8 points.
        let host = ViewHost(Text(Image("photo")) + Text("x"), size: CGSize(width: 300, height: 100), assets: TestPaths.fixtureAssets)
        let photo = try #require(host.find(image: "photo")).frame
        let run = try #require(textRuns(host).first)
        #expect(photo.size == CGSize(width: 16, height: 8))
        #expect(abs(photo.maxY - run.baseline) < 1e-9 && abs(run.positions[0] - photo.maxX) < 1e-9)
        // baselineOffset moves it, as it moves characters.
        let raised = ViewHost(
            Text(Image("photo")).baselineOffset(3) + Text("x"), size: CGSize(width: 300, height: 100), assets: TestPaths.fixtureAssets)
        let raisedPhoto = try #require(raised.find(image: "photo")).frame
        let raisedRun = try #require(textRuns(raised).first)
        #expect(abs(raisedPhoto.maxY - (raisedRun.baseline - 3)) < 1e-9)

        // A 64-point placeholder: the line's ascent is the image's, its
        // descent the face's; the host warns about the missing image.
        let tall = ViewHost(Text(Image("nowhere")) + Text("x"), size: CGSize(width: 300, height: 300))
        let tallRun = try #require(textRuns(tall).first)
        let placeholder = try #require(tall.find(image: "nowhere")).frame
        #expect(placeholder.size == Image.placeholderSize)
        #expect(abs(tallRun.baseline - placeholder.minY - 64) < 1e-9)
        let height = tall.sizeThatFits(.unspecified).height
        #expect(abs(height - ((64 + 494.0 * 17 / 2048) * 3).rounded(.up) / 3) < 1e-9, "\(height)")
        #expect(tall.warnings.contains { $0.contains("\"nowhere\"") })
    }

    @Test func aSymbolTakesItsTextsColor() throws {
        let red = Color.red.resolve(in: EnvironmentValues()), yellow = Color.yellow.resolve(in: EnvironmentValues())
        let host = ViewHost(
            VStack {
                Text("\(Image(systemName: "heart.fill")) Liked").foregroundColor(.red)
                Text(Image(systemName: "star.fill")).foregroundColor(.yellow) + Text(" Starred")
            }, size: CGSize(width: 300, height: 100))
        func tint(_ name: String) -> DisplayList.Paint? {
            guard case .image(let image)? = host.find(image: name)?.item.content else { return nil }
            return image.tint
        }
        #expect(tint("system:heart.fill") == .color(red))
        #expect(tint("system:star.fill") == .color(yellow))
    }

    @Test func aCanvasDrawsTheImagesOfItsText() throws {
        let host = ViewHost(
            Canvas { context, _ in
                context.draw(Text(Image(systemName: "star.fill")) + Text(" x"), at: CGPoint(x: 50, y: 50), anchor: .topLeading)
            }, size: CGSize(width: 200, height: 100))
        let star = try #require(host.find(image: "system:star.fill")).frame
        #expect(abs(star.minX - 50) < 1e-9 && abs(star.minY - 50) < 1e-9 && abs(star.width - bodyLine) < 1e-6, "\(star)")
        #expect(host.find(text: " x") != nil)
    }
}
