import SwiftUI

// Text with inline Markdown, as tutorials write it (Swift 5 mode).

struct MarkdownLabels: View {
    @State private var count = 2
    let note = "a *starred* note"

    var body: some View {
        VStack(alignment: .leading) {
            Text("**125** Events ~~old~~ *new* `let x` [Docs](https://swift.org)")
            Text("^[\(count) Person](inflect: true), ^[1 Child](inflect: true), ^[\(count) big Box](inflect: true)")
            Text("snake_case_name costs 2 * 3 \\*stars\\*")
            Text("Saved: \(note)")
            Text("[not a link] and a \\q letter")
            Text("^[3 City](inflect: true) ^[2 Match](inflect: true) ^[2 Day](inflect: true) ^[2 MOUSE](inflect: true)")
            Button("Add") { count += 1 }
        }
    }
}
