import SwiftUI

// AttributedString with SwiftUI's attributes, as iOS 15 apps style a
// message: one word bold and red, one underlined.

struct AttributedGreeting: View {
    var message: AttributedString {
        var hello = AttributedString("Hello ")
        hello.font = .system(size: 20, weight: .bold)
        hello.foregroundColor = .red
        var world = AttributedString("world")
        world.underlineStyle = .single
        world.kern = 2
        var mark = AttributedString("!")
        mark.backgroundColor = .yellow
        return hello + world + mark
    }

    var body: some View {
        Text(message)
            .font(.body)
    }
}
