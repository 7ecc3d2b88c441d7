import SwiftUI

// A sign-in list with AutoFill content types and spaced rows.

struct SpacedSignInView: View {
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        List {
            TextField("User", text: $user)
                .textContentType(.username)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
                .textContentType(.password)
            Text("Row three")
            Text("Row four")
        }
        .listStyle(.insetGrouped)
        .listRowSpacing(10)
        .listSectionSeparator(.hidden)
    }
}

/// A compact menu list, as apps shrink rows below iOS's 44 points.
struct CompactMenuList: View {
    let items = ["Inbox", "Drafts", "Sent"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .listRowInsets(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 12))
            }
        }
        .environment(\.defaultMinListRowHeight, 30)
        .listStyle(.plain)
    }
}
