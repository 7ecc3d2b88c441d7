import SnapshotTesting
import SwiftUI
import XCTest

/// A card as an iOS app writes it, with the system background that
/// follows the appearance.
private struct ProfileCard: View {
    var body: some View {
        VStack(spacing: 8) {
            Circle().fill(Color.blue).frame(width: 60, height: 60)
            RoundedRectangle(cornerRadius: 4).fill(Color.orange).frame(width: 120, height: 12)
        }
        .padding()
        .background(Color(.systemBackground))
    }
}

/// An iOS snapshot suite, unchanged: swift-snapshot-testing's iOS-only
/// names (`.image(layout:traits:)`, `ViewImageConfig` devices,
/// `precision`/`perceptualPrecision`) with references named as
/// SnapshotTesting names them (`__Snapshots__/IOSSnapshotSuiteTests/testOnAnIPhone13.1.png`).
#if Cairo
final class IOSSnapshotSuiteTests: XCTestCase {
    func testOnAnIPhone13() {
        assertSnapshot(of: ProfileCard(), as: .image(layout: .device(config: .iPhone13)))
    }

    func testOnAnIPhoneSeInLandscape() {
        assertSnapshot(of: ProfileCard(), as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .device(config: .iPhoneSe(.landscape))))
    }

    func testAtAFixedSizeInDarkMode() {
        assertSnapshot(
            of: ProfileCard(),
            as: .image(layout: .fixed(width: 200, height: 120), traits: .init(userInterfaceStyle: .dark)))
    }

    func testAtItsOwnSize() {
        assertSnapshot(of: ProfileCard(), as: .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 2)))
        assertSnapshot(of: ProfileCard(), as: .image)
    }
}
#endif
