import SwiftUI

// Trees as apps show them: a file browser list with `children:`, and a
// settings outline of one root with `OutlineGroup` inside a `List`.

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
    var children: [FileItem]? = nil

    var icon: String { children == nil ? "doc" : "folder" }
}

let sampleFiles: [FileItem] = [
    FileItem(name: "Documents", children: [
        FileItem(name: "Resume.pdf"),
        FileItem(name: "Taxes", children: [FileItem(name: "2025.pdf")]),
    ]),
    FileItem(name: "Photos", children: []),
    FileItem(name: "notes.txt"),
]

struct FileBrowser: View {
    var body: some View {
        List(sampleFiles, children: \.children) { item in
            Label(item.name, systemImage: item.icon)
        }
    }
}

struct SettingsOption: Hashable {
    var title: String
    var options: [SettingsOption]?
}

struct SettingsOutline: View {
    let root = SettingsOption(title: "General", options: [
        SettingsOption(title: "About", options: nil),
        SettingsOption(title: "Storage", options: nil),
    ])

    var body: some View {
        List {
            OutlineGroup(root, id: \.title, children: \.options) { option in
                Text(option.title)
            }
        }
    }
}
