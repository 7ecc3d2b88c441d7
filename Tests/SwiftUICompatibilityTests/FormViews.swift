import SwiftAnimation

// Pickers, text fields and focus as tutorials write them.

enum ShapeKind: String, CaseIterable, Identifiable {
    case circle = "Circle"
    case square = "Square"
    case capsule = "Capsule"

    var id: String { rawValue }
}

struct ShapeSwitcher: View {
    @State private var kind: ShapeKind = .circle
    @State private var hue = 0.6

    var body: some View {
        VStack(spacing: 20) {
            Picker("Shape", selection: $kind) {
                ForEach(ShapeKind.allCases) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)

            ZStack {
                switch kind {
                case .circle:
                    Circle().fill(Color(hue: hue, saturation: 0.7, brightness: 0.9))
                case .square:
                    RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                case .capsule:
                    Capsule().fill(Color.purple)
                }
            }
            .frame(width: kind == .capsule ? 200 : 120, height: 120)
            .animation(.spring(response: 0.4, dampingFraction: 0.7), value: kind)

            Text("Selected: \(kind.rawValue)")
                .font(.headline)
        }
    }
}

struct LoginForm: View {
    enum Field: Hashable {
        case email
        case password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var loggedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .email)
                .onSubmit {
                    focusedField = .password
                }
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .password)
                .onSubmit(login)
            Button("Log In", action: login)
                .buttonStyle(.borderedProminent)
                .disabled(email.isEmpty || password.isEmpty)
            if loggedIn {
                Text("Welcome, \(email)!")
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .padding()
        .onAppear {
            focusedField = .email
        }
    }

    func login() {
        withAnimation(.easeInOut) {
            loggedIn = true
        }
        focusedField = nil
    }
}

struct TintedIcon: View {
    var body: some View {
        HStack {
            Image("dot")
                .renderingMode(.template)
                .resizable()
                .scaledToFit()
                .frame(width: 40, height: 40)
                .foregroundColor(.blue)
            Image(systemName: "star.fill")
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.yellow)
                .imageScale(.large)
        }
    }
}

struct ShoppingList: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Apples"]

    var body: some View {
        NavigationView {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete(perform: delete)
                .onMove { indices, newOffset in
                    items.move(fromOffsets: indices, toOffset: newOffset)
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                EditButton()
            }
        }
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

struct LongNotesList: View {
    @State private var notes = (1...30).map { "Note \($0)" }

    var body: some View {
        List {
            ForEach(notes, id: \.self) { note in
                Text(note)
            }
            .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}
