import SwiftUI
import UIKit

// Rounded, bold navigation titles as apps make them: UIKit's font
// descriptors, set on the navigation bar's appearance.

struct RoundedTitleFontModifier: ViewModifier {
    init() {
        var largeTitle = UIFont.preferredFont(forTextStyle: .largeTitle)
        var inlineTitle = UIFont.preferredFont(forTextStyle: .body)

        largeTitle = UIFont(descriptor: largeTitle.fontDescriptor.withDesign(.rounded)?.withSymbolicTraits(.traitBold) ?? largeTitle.fontDescriptor, size: largeTitle.pointSize)
        inlineTitle = UIFont(descriptor: inlineTitle.fontDescriptor.withDesign(.rounded)?.withSymbolicTraits(.traitBold) ?? inlineTitle.fontDescriptor, size: inlineTitle.pointSize)

        UINavigationBar.appearance().largeTitleTextAttributes = [.font: largeTitle]
        UINavigationBar.appearance().titleTextAttributes = [.font: inlineTitle]
    }

    func body(content: Content) -> some View {
        content
    }
}

extension View {
    func roundedTitleFont() -> some View {
        modifier(RoundedTitleFontModifier())
    }
}

struct RoundedTitleScreen: View {
    var body: some View {
        NavigationStack {
            Text("Lessons")
                .navigationTitle("Edutainment")
        }
        .roundedTitleFont()
    }
}

struct ItalicCaption: View {
    private var font: UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1)
        return UIFont(descriptor: descriptor.withSymbolicTraits(.traitItalic) ?? descriptor, size: 0)
    }

    var body: some View {
        Text("Caption")
            .font(Font(font))
    }
}
