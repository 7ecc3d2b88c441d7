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
