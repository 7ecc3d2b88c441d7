import SwiftUI

// No error of its own: it uses the view of a file that has one, so it is
// left out after that file, with a note that leads to that file's error.
struct Framed: View {
    var body: some View {
        BrokenView().border(.red)
    }
}

#Preview("Framed") { Framed() }
