import SwiftUI

struct BrokenView: View {
    var body: some View {
        Text(42 + "not a number")
    }
}

#Preview("Broken") {
    BrokenView()
}
