import AnimationExamples
import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import XCTest

/// The strategies from an XCTest case, as suites that have not moved to
/// Swift Testing use them. (XCTest on Linux runs test methods on the main
/// thread but cannot call a `@MainActor` one: the body says where it is.)
final class XCTestSnapshotTests: XCTestCase {
    func testTheAvatarSettlesAfterATap() throws {
        try MainActor.assumeIsolated {
            assertSnapshot(
                of: Avatar(),
                as: .displayList(size: CGSize(width: 200, height: 200), settled: true, events: [.tap(at: 0, CGPoint(x: 100, y: 100))]))
            let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
            XCTAssertTrue(try host.require(image: "dog").tap())
            XCTAssertLessThan(try host.settle(), 1)
        }
    }
}
