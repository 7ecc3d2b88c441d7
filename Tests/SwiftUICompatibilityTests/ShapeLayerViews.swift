import SwiftUI

// iOS 17's filled-then-stroked shapes (a hiking app's round button).

struct RoundHikeButton: View {
    var body: some View {
        VStack(spacing: 0) {
            Circle()
                .fill(LinearGradient(colors: [.white, .green], startPoint: .top, endPoint: .bottom))
                .stroke(LinearGradient(colors: [.gray, .black], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                .frame(width: 100, height: 100)
            Circle()
                .fill(Color(red: 1, green: 0, blue: 0))
                .strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
                .stroke(.blue.gradient.opacity(0.15), lineWidth: 30)
                .frame(width: 100, height: 100)
        }
    }
}

/// Shapes that take the button border's shape, as the Hike tutorial's
/// settings screen clips its icons.
struct BorderShapedIcons: View {
    var shape: ButtonBorderShape?

    var body: some View {
        if let shape {
            icons.buttonBorderShape(shape)
        } else {
            icons
        }
    }

    private var icons: some View {
        HStack(spacing: 0) {
            ButtonBorderShape.buttonBorder.fill(Color.blue).frame(width: 80, height: 40)
            Color.orange.frame(width: 80, height: 40).clipShape(.buttonBorder)
            ButtonBorderShape.buttonBorder.inset(by: 10).fill(Color.green).frame(width: 80, height: 40)
        }
    }
}
