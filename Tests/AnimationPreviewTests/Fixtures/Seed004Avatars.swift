// Seed 004's pet avatars (WWDC23 "Explore SwiftUI animation"), as a file
// for `animate preview`: an avatar with an explicit animation, and a row of
// avatars whose selection animates through a binding.
import SwiftUI

struct Pet: Identifiable {
    var type: String
    var id: String { type }
}

struct Avatar: View {
    var pet: Pet
    @State private var selected: Bool = false

    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture {
                withAnimation(.bouncy) {
                    selected.toggle()
                }
            }
    }
}

struct BoundAvatar: View {
    var pet: Pet
    @Binding var selected: Bool

    var body: some View {
        Image(pet.type)
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1.0)
            .animation(.bouncy, value: selected)
            .onTapGesture {
                selected.toggle()
            }
    }
}

struct PetRow: View {
    let pets = [Pet(type: "dog"), Pet(type: "cat"), Pet(type: "fish")]
    @State private var selection: String? = nil

    var body: some View {
        HStack {
            ForEach(pets) { pet in
                BoundAvatar(pet: pet, selected: Binding(
                    get: { selection == pet.id },
                    set: { selection = $0 ? pet.id : nil }))
            }
        }
    }
}

#Preview("Avatar") {
    Avatar(pet: Pet(type: "dog"))
}

#Preview("Pets", traits: .fixedLayout(width: 320, height: 200)) {
    PetRow()
}
