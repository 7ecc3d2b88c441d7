import SwiftUI

// Xcode 15's generated asset symbols, and UIKit names, as an app uses them.
struct BrandBadge: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(.frame)
            Rectangle()
                .fill(.brand)
                .frame(width: UIScreen.main.bounds.width / 2, height: 20)
            Color(.brand).frame(width: 10, height: 10)
            Image(uiImage: UIImage(resource: .frame))
        }
    }
}

#Preview("Badge") {
    BrandBadge()
}
