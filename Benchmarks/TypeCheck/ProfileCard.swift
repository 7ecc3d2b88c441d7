import SwiftUI

struct ProfileCard: View {
    let name: String
    let role: String
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 72, height: 72)
                .foregroundStyle(.blue.gradient)
            Text(name)
                .font(.title2.bold())
            Text(role)
                .font(.subheadline)
                .foregroundColor(.secondary)  // error: .foregroundColor(.secondaryy)
            Button {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    isFollowing.toggle()
                }
            } label: {
                Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "checkmark" : "plus")
                    .padding(.horizontal, 20)
                    .padding(.vertical, 8)
                    .background(isFollowing ? Color.green : Color.blue, in: Capsule())
                    .foregroundColor(.white)
            }
            .scaleEffect(isFollowing ? 1.05 : 1)
        }
        .padding(24)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.15), radius: 10, x: 0, y: 4)
        )
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace", role: "Engineer")
}
