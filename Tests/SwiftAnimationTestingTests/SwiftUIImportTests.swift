import SnapshotTesting
import SwiftAnimationTesting
import SwiftUI
import Testing

/// A view as a user's package writes it, under `import SwiftUI`.
private struct AvatarView: View {
    @State private var selected = false

    var body: some View {
        Image(systemName: "pawprint.circle.fill")
            .font(.system(size: 64))
            .foregroundStyle(.orange)
            .scaleEffect(selected ? 1.5 : 1)
            .onTapGesture {
                withAnimation(.bouncy) { selected.toggle() }
            }
    }
}

/// The example, as a user's Linux suite writes it: `import
/// SwiftUI` beside `SwiftAnimationTesting`, one assertion at a time and
/// one settle.
@Suite("A user's suite under import SwiftUI")
@MainActor
struct SwiftUIImportTests {
    @Test func theAvatarSnapshotsAndSettles() throws {
        let size = CGSize(width: 200, height: 200)
        assertSnapshot(of: AvatarView(), as: .svg(size: size, at: 0.25))
        assertSnapshot(of: AvatarView(), as: .displayList(size: size, at: 0.25, events: [.tap(at: 0, CGPoint(x: 100, y: 100))]))
        let host = ViewHost(AvatarView(), size: size)
        #expect(try host.require(image: "pawprint.circle.fill").tap())
        #expect(try host.settle() < 1)
    }
}
