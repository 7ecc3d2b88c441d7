import SwiftUI
import TipKit

// Tips as apps write them (a learning app's examples and a grocery
// list's): a tip with computed text, options and an action; one of stored
// properties; a TipView inline and a popover tip on a button.

struct SaveTip: Tip {
    var title: Text {
        Text("Press to Save")
    }
    var message: Text? {
        Text("Press this button to save your changes")
    }
    var options: [any TipOption] {
        [MaxDisplayCount(2)]
    }
    var actions: [Action] {
        [Action(id: "more-info", title: "More Info")]
    }
}

struct GroceryTip: Tip {
    var title: Text = Text("Essential Foods")
    var message: Text? = Text("Add some everyday items to the shopping list.")
    var image: Image? = Image(systemName: "info.circle")
}

struct GroceryList: View {
    private let groceryTip = GroceryTip()
    @State private var items: [String] = []
    @State private var lastAction = ""

    var body: some View {
        VStack {
            TipView(groceryTip)
            Button("Add bread") {
                items.append("Bread")
                groceryTip.invalidate(reason: .actionPerformed)
            }
            Text("Items: \(items.count)")
            Button("Save") {}
                .popoverTip(SaveTip()) { action in
                    lastAction = action.id
                }
            Text("Last action: \(lastAction)")
        }
    }
}
