import Foundation
@testable import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("UIKit's font descriptors")
struct FontDescriptorBehaviourTests {
    private func face(of text: String, in host: ViewHost) -> DisplayList.FontFace? {
        guard case .text(let drawn)? = host.find(text: text)?.item.content else { return nil }
        return drawn.runs.first?.face
    }

    /// The large title takes the descriptor's bold trait at the large
    /// title's 34 points (the rounded design is drawn with the sans face).
    @Test func aRoundedBoldTitleIsDrawnBold() throws {
        let host = ViewHost(RoundedTitleScreen(), size: CGSize(width: 390, height: 844))
        defer {
            UINavigationBar.appearance().largeTitleTextAttributes = nil
            UINavigationBar.appearance().titleTextAttributes = nil
        }
        let title = try #require(face(of: "Edutainment", in: host))
        #expect(title.size == 34 && title.weight == 700)
    }

    /// Descriptors keep the family, style, design, traits and size, with
    /// Core Text's trait bits.
    @Test func descriptorsDescribeTheirFonts() throws {
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1 && UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.pointSize == body.pointSize && bold.fontDescriptor.symbolicTraits == .traitBold)
        let headline = UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .headline), size: 20)
        #expect(headline.pointSize == 20 && headline.fontDescriptor.pointSize == 20)
        // A custom font has no system designs.
        let custom = UIFontDescriptor(name: "Avenir-Heavy", size: 12)
        #expect(custom.withDesign(.rounded) == nil && custom.postscriptName == "Avenir-Heavy")
        #expect(UIFont(descriptor: custom, size: 0).fontName == "Avenir-Heavy")
        // A bad size keeps the descriptor's; resizing keeps the traits.
        #expect(UIFont(descriptor: custom, size: .nan).pointSize == 12)
        #expect(bold.withSize(30).fontDescriptor.symbolicTraits == .traitBold && bold.withSize(30).pointSize == 30)
        #expect(UIFont.italicSystemFont(ofSize: 15).fontDescriptor.symbolicTraits.contains(.traitItalic))
    }

    /// An italic descriptor draws italic text at the style's size.
    @Test func anItalicDescriptorDrawsItalic() throws {
        let host = ViewHost(ItalicCaption(), size: CGSize(width: 300, height: 100))
        let caption = try #require(face(of: "Caption", in: host))
        #expect(caption.italic && caption.size == 12)
    }
}
