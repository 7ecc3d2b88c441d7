import Foundation
import SwiftAnimation
import Testing

@Suite("Preview traits and devices")
struct PreviewTraitTests {
    @Test(arguments: [
        ("iPhone SE (3rd generation)", CGSize(width: 375, height: 667)),
        ("iPhone 15 Pro", CGSize(width: 393, height: 852)),
        ("iPhone 15 Pro Max", CGSize(width: 430, height: 932)),
        ("iPhone 16e", CGSize(width: 390, height: 844)),
        ("iPad Pro (11-inch) (4th generation)", CGSize(width: 834, height: 1194)),
        ("iPad Pro (12.9-inch) (6th generation)", CGSize(width: 1024, height: 1366))
    ])
    func devicesHaveTheirScreens(_ name: String, _ size: CGSize) {
        #expect(PreviewDevice(rawValue: name).screenSize == size)
    }

    @Test func unknownDevicesHaveNone() {
        #expect(PreviewDevice(rawValue: "Apple Watch Ultra").screenSize == nil)
        #expect(PreviewDevice(rawValue: "").screenSize == nil)
    }

    @Test func containersFollowLayoutAndOrientation() {
        let device = CGSize(width: 390, height: 844)
        let fits: (CGSize) -> CGSize = { CGSize(width: $0.width / 2, height: 10) }
        #expect(PreviewTraitValues().containerSize(defaultDevice: device, sizeThatFits: fits) == device)
        #expect(PreviewTraitValues(layout: .sizeThatFits).containerSize(defaultDevice: device, sizeThatFits: fits) == CGSize(width: 195, height: 10))
        #expect(
            PreviewTraitValues(layout: .fixed(width: 10, height: 20), orientation: .landscapeLeft)
                .containerSize(defaultDevice: device, sizeThatFits: fits) == CGSize(width: 10, height: 20))
        // The size that fits is offered the turned device.
        #expect(
            PreviewTraitValues(layout: .sizeThatFits, orientation: .landscapeRight)
                .containerSize(defaultDevice: device, sizeThatFits: fits) == CGSize(width: 422, height: 10))
        #expect(PreviewTraitValues(orientation: .portraitUpsideDown).containerSize(defaultDevice: device, sizeThatFits: fits) == device)
    }

    @Test @MainActor func theInnermostModifierWins() {
        let view = Color.red
            .previewDisplayName("inner")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("outer")
        let (traits, content) = PreviewTraitValues.read(from: view)
        #expect(traits == PreviewTraitValues(layout: .sizeThatFits, displayName: "inner"))
        #expect(content is Color)
        #expect(PreviewTraitValues.read(from: Color.red.opacity(0.5)).traits == PreviewTraitValues())
    }

    @Test @MainActor func traitsOfAPreviewMergeLaterOverEarlier() {
        let preview = Preview("P", traits: .sizeThatFitsLayout, .landscapeLeft, .fixedLayout(width: 1, height: 2)) { Color.red }
        #expect(preview.traits == PreviewTraitValues(layout: .fixed(width: 1, height: 2), orientation: .landscapeLeft))
        #expect(preview.name == "P")
    }

    @Test @MainActor func providersListTheirViews() {
        #expect(Preview.views(listedBy: Color.red).count == 1)
        #expect(
            Preview.views(
                listedBy: Group {
                    Color.red; Color.blue;
                    Group {
                        Color.green; Color.gray
                    }
                }
            ).count == 4)
        #expect(Preview.views(listedBy: ForEach(0..<3, id: \.self) { _ in Color.red }).count == 3)
        #expect(Preview.views(listedBy: EmptyView()).count == 1)
        #expect(Preview.views(listedBy: ForEach(0..<0, id: \.self) { _ in Color.red }).isEmpty)
    }

    @Test func orientations() {
        #expect(InterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }
}
