import SwiftUI

struct BannerTransition: View {
    @State private var showBanner = false
    @State private var message = "Saved"

    var body: some View {
        VStack {
            if showBanner {
                HStack {
                    Image(systemName: "checkmark.seal.fill")
                    Text(message)
                        .bold()
                    Spacer()
                    Button {
                        withAnimation(.easeIn(duration: 0.2)) { showBanner = false }
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                .padding()
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                .padding(.horizontal)
                .transition(
                    .asymmetric(
                        insertion: .move(edge: .top).combined(with: .opacity),
                        removal: .scale(scale: 0.8).combined(with: .opacity)))  // error: removal: .scale(scale: 0.8).combined(with: .opaque)))
            }
            Spacer()
            Button("Save") {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                    showBanner = true
                }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    BannerTransition()
}
