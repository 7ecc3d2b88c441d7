import SwiftData
import SwiftUI

// SwiftData models and views as apps write them (Swift 5 mode, Apple's
// module name): a to-do list with notes, tags and a filtered query.

@Model
final class TodoItem {
    var title: String
    var createdAt: Date
    var isDone: Bool = false
    @Relationship(deleteRule: .cascade) var notes: [TodoNote] = []
    var tag: TodoTag?
    @Transient var isExpanded = false

    init(title: String, createdAt: Date = .now) {
        self.title = title
        self.createdAt = createdAt
    }
}

@Model
final class TodoNote {
    var text: String

    init(text: String) {
        self.text = text
    }
}

@Model
final class TodoTag {
    @Attribute(.unique) var name: String
    var uses: Int

    init(name: String, uses: Int = 0) {
        self.name = name
        self.uses = uses
    }
}

@Model
final class Person {
    var givenName: String
    var familyName: String
    var age: Int
    #Unique<Person>([\.givenName, \.familyName])

    init(givenName: String, familyName: String, age: Int) {
        self.givenName = givenName
        self.familyName = familyName
        self.age = age
    }
}

/// The day `n` seconds after 1970: creation dates tests can order.
func day(_ n: Double) -> Date { Date(timeIntervalSince1970: n) }

struct TodoListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \TodoItem.createdAt) private var items: [TodoItem]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(items) { item in
                Text(item.title)
                    .frame(width: 200, height: 40)
                    .transition(.opacity)
            }
            Button("Add") {
                withAnimation(.linear(duration: 1)) {
                    modelContext.insert(TodoItem(title: "Item \(items.count + 1)", createdAt: day(Double(items.count + 1))))
                }
            }
        }
    }
}

#Preview {
    TodoListView()
        .modelContainer(for: TodoItem.self, inMemory: true)
}

/// The open items, by title; a query that animates its own changes.
struct OpenItemsView: View {
    @Query(filter: #Predicate<TodoItem> { !$0.isDone }, sort: [SortDescriptor(\TodoItem.title)], animation: .linear(duration: 1))
    var open: [TodoItem]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(open) { item in
                Text(item.title).frame(width: 200, height: 40).transition(.opacity)
            }
            Text("\(open.count) open")
        }
    }
}

/// A query set up in the view's initializer, as apps that filter by a
/// search text do.
struct SearchResultsView: View {
    @Query var items: [TodoItem]

    init(search: String) {
        _items = Query(filter: #Predicate<TodoItem> { $0.title.contains(search) }, sort: \TodoItem.title, order: .reverse)
    }

    var body: some View {
        VStack { ForEach(items) { Text($0.title) } }
    }
}

/// A detail view that edits its model through `@Bindable`.
struct TodoDetailView: View {
    @Bindable var item: TodoItem

    var body: some View {
        VStack {
            Text(item.title)
            Toggle("Done", isOn: $item.isDone)
        }
    }
}

struct TodoApp: App {
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([TodoItem.self, TodoTag.self])
        let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
        do {
            return try ModelContainer(for: schema, configurations: [modelConfiguration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            TodoListView()
        }
        .modelContainer(sharedModelContainer)
    }
}

/// A property wrapper of the app's own over a query: the graph installs
/// the query inside it, as SwiftUI does.
@MainActor
@propertyWrapper
struct OpenCount: DynamicProperty {
    @Query(filter: #Predicate<TodoItem> { !$0.isDone }) private var open: [TodoItem]

    var wrappedValue: Int { open.count }
}

struct OpenCountView: View {
    @OpenCount var openCount: Int

    var body: some View {
        Text("\(openCount) left")
    }
}
