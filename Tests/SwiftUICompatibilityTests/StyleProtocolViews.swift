import SwiftUI

// Custom container styles as apps write them: a card group box that wraps
// the default one, stacked labeled content, a disclosure group with its own
// toggle, and a form drawn as a plain column.

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2))
    }
}

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

struct ButtonDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button(configuration.isExpanded ? "Hide" : "Show") {
                configuration.isExpanded.toggle()
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct PlainFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.content
        }
        .padding()
    }
}

struct StyledSettings: View {
    var body: some View {
        VStack {
            GroupBox("Account") {
                LabeledContent("Email", value: "a@b.c")
            }
            .groupBoxStyle(CardGroupBoxStyle())
            .labeledContentStyle(StackedLabeledContentStyle())
            DisclosureGroup("Advanced") {
                Text("Secret switch")
            }
            .disclosureGroupStyle(ButtonDisclosureStyle())
            Form {
                Text("Row one")
                Text("Row two")
            }
            .formStyle(PlainFormStyle())
        }
    }
}
