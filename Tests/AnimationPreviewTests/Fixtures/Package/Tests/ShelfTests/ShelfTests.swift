import Dependencies
import Interop
@testable import Shelf
import ShelfKit
import SnapshotTesting
import SwiftUI
import Testing

/// A user's tests, beside swift-snapshot-testing and swift-dependencies.
/// No file imports SwiftAnimationTesting: the XcodeOnLinux plugin makes its
/// strategies visible, as SnapshotTesting's own are on Apple platforms.
@MainActor
@Suite struct ShelfTests {
    /// Interop depends on nothing and says `#if canImport(SwiftUI)`: built
    /// after this package's modules, it compiled against them.
    @Test func aLibraryThatDependsOnNothingSeesSwiftUIUIKitAndCombine() {
        #expect(Interop.imported == ["SwiftUI", "UIKit", "Combine"])
        #expect(InteropCounter().count == 0)
    }

    @Test func dependenciesAreOverriddenForAModel() {
        let model = withDependencies {
            $0.books = BookClient(titles: { ["Mansfield Park"] })
        } operation: {
            ShelfModel()
        }
        #expect(model.reading == "Mansfield Park")
        #expect(model.shelving == .reading("Mansfield Park"))
    }

    @Test func aLibrarysResourcesComeFromItsBundle() {
        #expect(ShelfKitCatalog.books() == ["Emma", "Persuasion", "Sanditon"])
    }

    @Test func everyImageAndColorOfTheCatalogsIsFound() {
        let model = withDependencies { $0.books = BookClient(titles: { ["Emma"] }) } operation: { ShelfModel() }
        let host = ViewHost(ShelfView(model: model), size: CGSize(width: 200, height: 300))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(host.find(image: "cover") != nil && host.find(image: "spine") != nil && host.find(image: "Flags/France") != nil)
    }

    @Test func theShelfAsASnapshot() {
        let model = withDependencies { $0.books = BookClient(titles: { ["Emma"] }) } operation: { ShelfModel() }
        assertSnapshot(of: ShelfView(model: model), as: .svg(size: CGSize(width: 200, height: 300)))
    }

    /// A suite written for iOS names SnapshotTesting's UIKit strategies.
    @Test func snapshotTestingsIOSStrategiesAreFound() {
        let strategy: Snapshotting<ShelfView, UIImage> = .image(layout: .device(config: .iPhone13))
        #expect(strategy.pathExtension == "png")
    }

    /// A file that imports only Foundation makes URL requests.
    @Test func aFoundationFileMakesURLRequests() {
        let request = BookClient.request(for: "Emma")
        #expect(request.url?.absoluteString == "https://example.com/books/Emma" && request.httpMethod == "GET")
    }
}
