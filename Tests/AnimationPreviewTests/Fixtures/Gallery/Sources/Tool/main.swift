import SwiftUI

// A command-line tool's top-level code: the preview program leaves it out.
let arguments = CommandLine.arguments
print("scores:", arguments.count)
fatalError("top-level code must not run in a preview")

struct Banner: View {
    var body: some View {
        Text(title).padding()
    }
}

let title = "Tool"

#Preview("Banner") { Banner() }
