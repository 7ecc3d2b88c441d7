import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

/// A picker of the given style, and the choice as text below it.
private struct Flavors<S: PickerStyle>: View {
    let style: S
    var disabled = false
    @State private var flavor = Flavor.vanilla

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Mint").tag(Flavor.mint)
            }
            .pickerStyle(style)
            .disabled(disabled)
            .frame(width: 300)
            Text("Chosen: \(flavor.rawValue)")
        }
    }
}

/// Options from a `ForEach` over strings, tagged by their IDs.
private struct Sizes: View {
    let sizes = ["S", "M", "L"]
    @State private var size = "M"
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                ForEach(sizes, id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            .frame(width: 300)
            Text("Size \(size)")
        }
    }
}

/// An optional selection, a tagged `ForEach` of `Identifiable` values and
/// an untagged option.
private struct Optionals: View {
    @State private var flavor: Flavor?
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("None")
                ForEach(Flavor.allCases) { Text($0.rawValue).tag(Optional($0)) }
            }
            .pickerStyle(.segmented)
            .frame(width: 300)
            Text("Picked \(flavor?.rawValue ?? "nothing")")
        }
    }
}

/// The white plate of a segmented picker: its frame in host coordinates.
@MainActor
private func plate(_ host: ViewHost) -> CGRect? {
    let white = Color.white.resolve(in: EnvironmentValues())
    return host.drawnViews.first { entry in
        if case .shape(_, .color(white), nil, _)? = entry.item.content { return true }
        return false
    }.map { $0.item.frame.applying($0.transform) }
}

@MainActor
@Suite("Picker")
struct PickerTests {
    let size = CGSize(width: 400, height: 400)

    @Test func aTapOnASegmentChoosesItAndThePlateSlides() throws {
        let host = ViewHost(Flavors(style: .segmented), size: size)
        #expect(shows("Chosen: vanilla", in: host))
        let start = try #require(plate(host))
        // Three equal segments across 300 - 4 points, 28 high.
        #expect(abs(start.width - 296 / 3) < 1e-6 && abs(start.height - 28) < 1e-6)
        let mint = try #require(center(of: "Mint", in: host))
        #expect(host.tap(at: mint))
        #expect(shows("Chosen: mint", in: host))
        // Mid-way, the plate is between the first and the last segment.
        host.advance(by: 0.1)
        let moving = try #require(plate(host))
        #expect(moving.midX > start.midX + 10 && moving.midX < mint.x - 10, "\(moving) from \(start) to \(mint)")
        host.advance(by: 2)
        let end = try #require(plate(host))
        #expect(abs(end.midX - mint.x) <= halfPixel)
    }

    @Test func forEachIDsAreTagsAndOptionalsMatch() throws {
        let sizes = ViewHost(Sizes(), size: size)
        #expect(sizes.tap(at: try #require(center(of: "L", in: sizes))))
        #expect(shows("Size L", in: sizes))
        let optionals = ViewHost(Optionals(), size: size)
        // Nothing chosen matches no tag: no plate.
        #expect(plate(optionals) == nil)
        optionals.tap(at: try #require(center(of: "chocolate", in: optionals)))
        #expect(shows("Picked chocolate", in: optionals))
        // The untagged option shows, but cannot be chosen.
        optionals.tap(at: try #require(center(of: "None", in: optionals)))
        #expect(shows("Picked chocolate", in: optionals))
    }

    @Test func aDisabledPickerDoesNotChoose() throws {
        let host = ViewHost(Flavors(style: .segmented, disabled: true), size: size)
        host.tap(at: try #require(center(of: "Mint", in: host)))
        #expect(shows("Chosen: vanilla", in: host))
        let menu = ViewHost(Flavors(style: .menu, disabled: true), size: size)
        menu.tap(at: try #require(center(of: "Vanilla", in: menu)))
        #expect(!shows("Mint", in: menu))
    }

    @Test func aMenuOpensChoosesAndCloses() throws {
        let host = ViewHost(Flavors(style: .menu), size: size)
        // Closed: only the chosen option shows.
        #expect(shows("Vanilla", in: host) && !shows("Mint", in: host))
        host.tap(at: try #require(center(of: "Vanilla", in: host)))
        #expect(shows("Mint", in: host) && shows("Chocolate", in: host))
        host.tap(at: try #require(center(of: "Chocolate", in: host)))
        #expect(shows("Chosen: chocolate", in: host))
        host.advance(by: 1)
        #expect(!shows("Mint", in: host) && shows("Chocolate", in: host))
        // The automatic style is the menu.
        let automatic = ViewHost(Flavors(style: .automatic), size: size)
        #expect(shows("Vanilla", in: automatic) && !shows("Mint", in: automatic))
    }

    /// In a form row a menu picker shows its label first and the chosen
    /// option at the row's end in the secondary style (BetterRest's
    /// "Number of cups"); outside a list, the option alone in the tint;
    /// `labelsHidden()` leaves the option alone in the row.
    @Test func aMenuInAFormRowShowsItsLabel() throws {
        struct Cups: View {
            @State private var cups = 2
            let hidden: Bool
            var body: some View {
                Form {
                    Picker("Number of cups", selection: $cups) {
                        ForEach(1..<5) { Text("\($0) cups") }
                    }
                    .labelsHiddenIf(hidden)
                    Text("end").frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
        }
        let host = ViewHost(Cups(hidden: false), size: CGSize(width: 390, height: 300))
        let label = try #require(frame(of: "Number of cups", in: host))
        let value = try #require(frame(of: "2 cups", in: host))
        #expect(label.maxX < value.minX && abs(label.midY - value.midY) < 1, "\(label) \(value)")
        // The chevrons end the row, where a row's content ends.
        let chevrons = try #require(host.find(image: "system:chevron.up.chevron.down")).frame
        let end = try #require(frame(of: "end", in: host))
        #expect(value.maxX <= chevrons.minX && abs(chevrons.maxX - end.maxX) < 0.5, "\(value) \(chevrons) \(end)")
        let secondary = Color.secondary.resolve(in: EnvironmentValues())
        #expect(textColor(of: "2 cups", in: host) == secondary)
        let hidden = ViewHost(Cups(hidden: true), size: CGSize(width: 390, height: 300))
        #expect(!shows("Number of cups", in: hidden) && shows("2 cups", in: hidden))
        // Outside a list the label is not shown and the option is tinted.
        let bare = ViewHost(Flavors(style: .menu), size: size)
        #expect(textColor(of: "Vanilla", in: bare) == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test func aWheelCentersTheChosenOption() throws {
        let host = ViewHost(Flavors(style: .wheel), size: size)
        let band = try #require(center(of: "Vanilla", in: host))
        host.tap(at: try #require(center(of: "Mint", in: host)))
        #expect(shows("Chosen: mint", in: host))
        host.advance(by: 2)
        let mint = try #require(center(of: "Mint", in: host))
        #expect(abs(mint.y - band.y) < 1e-6)
    }

    @Test func fixedSizeKeepsTheIdealSize() {
        let host = ViewHost(
            VStack {
                Text("a long line of text").fixedSize().frame(width: 40); Text("a long line of text").frame(width: 40)
            },
            size: size)
        let widths = host.drawnViews.compactMap { $0.item.content?.string == nil ? nil : $0.item.frame.width }
        #expect(widths.count == 2 && widths[0] > 100 && widths[1] <= 40, "\(widths)")
    }
}

extension View {
    /// `labelsHidden()` when asked.
    @ViewBuilder fileprivate func labelsHiddenIf(_ hidden: Bool) -> some View {
        if hidden { labelsHidden() } else { self }
    }
}
