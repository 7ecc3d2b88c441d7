import AnimationPreviewTools
import Testing

/// The `// animate:` comment above a preview: its tags and threshold.
@Suite("animate previews: tags and thresholds from comments")
struct PreviewAnnotationsTests {
    private let source = """
        import SwiftUI

        /// The welcome screen.
        // animate: tags=onboarding,welcome
        @MainActor
        // animate: threshold=0.02 tags=welcome,dark
        #Preview("Welcome") { Text("Hi") }

        // animate: tags=other

        #Preview("Plain") { Text("Plain") }
        // animate: threshold=2 colour=red threshold=nan
        #Preview("Bad") { Text("Bad") }
        """

    @Test func commentsAndAttributesRightAboveAreRead() {
        let welcome = PreviewAnnotations(in: source, above: 7)
        // Top to bottom, each tag once.
        #expect(welcome.tags == ["onboarding", "welcome", "dark"] && welcome.threshold == 0.02 && welcome.warnings.isEmpty)
        // A blank line ends the comments above a preview.
        #expect(PreviewAnnotations(in: source, above: 11) == PreviewAnnotations(in: "", above: 1))
    }

    @Test func badWordsAreWarnings() {
        let bad = PreviewAnnotations(in: source, above: 13)
        #expect(bad.threshold == nil && bad.tags.isEmpty)
        #expect(
            bad.warnings == [
                "animate: threshold must be a share of pixels from 0 to 1, not '2'",
                "animate: 'colour=red' is not tags=A,B or threshold=SHARE",
                "animate: threshold must be a share of pixels from 0 to 1, not 'nan'"
            ])
        // A line past the end, or the first line, has nothing above it.
        #expect(PreviewAnnotations(in: source, above: 99).tags.isEmpty && PreviewAnnotations(in: source, above: 1).tags.isEmpty)
    }
}
