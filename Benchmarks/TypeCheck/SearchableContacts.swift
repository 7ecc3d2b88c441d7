import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var email: String
}

struct SearchableContacts: View {
    @State private var contacts = [
        Contact(name: "Grace Hopper", email: "grace@example.com"),
        Contact(name: "Alan Turing", email: "alan@example.com"),
    ]
    @State private var query = ""
    @State private var editing: Contact?
    @State private var showingAlert = false

    private var filtered: [Contact] {
        query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationView {
            List(filtered) { contact in
                Button {
                    editing = contact
                } label: {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(contact.name)
                        Text(contact.email).font(.footnote).foregroundColor(.gray)
                    }
                }
            }
            .searchable(text: $query, prompt: "Search contacts")
            .onChange(of: query) { newValue in
                showingAlert = newValue.count > 20
            }
            .sheet(item: $editing) { contact in
                Text("Editing \(contact.name)")
                    .presentationDetents([.medium])
            }
            .alert("Query too long", isPresented: $showingAlert) {
                Button("OK", role: .cancel) {}  // error: Button("OK", role: .cancelled) {}
            }
            .navigationTitle("Contacts")
        }
    }
}

#Preview {
    SearchableContacts()
}
