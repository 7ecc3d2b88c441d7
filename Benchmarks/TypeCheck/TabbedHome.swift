import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let minutes: Int
}

struct TabbedHome: View {
    let recipes = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Salad", minutes: 10)]

    var body: some View {
        TabView {
            NavigationStack {
                List(recipes) { recipe in
                    NavigationLink(value: recipe) {
                        VStack(alignment: .leading) {
                            Text(recipe.name).font(.headline)
                            Text("\(recipe.minutes) min").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { recipe in
                    Text(recipe.name)
                        .font(.largeTitle)
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            .tabItem {
                Label("Recipes", systemImage: "book")
            }
            Text("Favorites")
                .tabItem {
                    Label("Favorites", systemImage: "heart")  // error: Label("Favorites", systemImage: "heart", color: .red)
                }
                .badge(3)
        }
    }
}

#Preview {
    TabbedHome()
}
