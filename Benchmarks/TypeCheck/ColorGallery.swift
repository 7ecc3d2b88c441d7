import SwiftUI

struct ColorGallery: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
    @Namespace private var namespace
    @State private var selected: Int?

    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(colors[index])
                            .matchedGeometryEffect(id: index, in: namespace)
                            .aspectRatio(1, contentMode: .fit)
                            .onTapGesture {
                                withAnimation(.spring()) { selected = index }
                            }
                    }
                }
                .padding()
            }
            if let selected {
                RoundedRectangle(cornerRadius: 24)
                    .fill(colors[selected])
                    .matchedGeometryEffect(id: selected, in: namespace)
                    .frame(width: 280, height: 280)
                    .onTapGesture {
                        withAnimation(.spring()) { self.selected = nil }  // error: withAnimation(.spring()) { self.selected = false }
                    }
            }
        }
    }
}

#Preview {
    ColorGallery()
}
