import SwiftUI
import UIKit

// The content size category as code written before Dynamic Type sizes
// reads and sets it, with the material constants of toolbars.

struct SizeCategoryRow: View {
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        Group {
            if sizeCategory.isAccessibilityCategory {
                VStack(alignment: .leading) {
                    Text("Stacked")
                    Text(sizeCategory == .accessibilityExtraExtraExtraLarge ? "Largest" : "Large")
                }
            } else {
                HStack {
                    Text("Inline")
                    Text(sizeCategory > ContentSizeCategory.large ? "Bigger" : "Default")
                }
            }
        }
        .padding()
        .background(Material.ultraThin)
        .toolbarBackground(Material.regular, for: .navigationBar)
    }
}

struct SizeCategoryRow_Previews: PreviewProvider {
    static var previews: some View {
        SizeCategoryRow()
        SizeCategoryRow()
            .environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
            .previewDisplayName("Dynamic Type: Font Size Extra Extra Extra Large")
    }
}
