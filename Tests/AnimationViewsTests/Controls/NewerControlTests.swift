import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Menus, links, gauges, color and date pickers, formatted fields")
struct NewerControlTests {
    @Test func aMenuOpensRunsAnItemAndCloses() {
        struct Options: View {
            @State var chosen = "none"
            var body: some View {
                VStack {
                    Menu("Options") {
                        Button("Rename") { chosen = "rename" }
                        Button("Delete") { chosen = "delete" }
                    }
                    Text(chosen)
                }
            }
        }
        let host = ViewHost(Options(), size: CGSize(width: 300, height: 400))
        #expect(!shows("Rename", in: host))
        #expect(tap("Options", in: host))
        #expect(shows("Rename", in: host) && shows("Delete", in: host))
        #expect(tap("Delete", in: host))
        #expect(shows("delete", in: host) && !shows("Rename", in: host))
    }

    @Test func linksOpenThroughTheEnvironmentsAction() {
        struct Links: View {
            @State var handled: [String] = []
            var body: some View {
                VStack {
                    Link("Site", destination: URL(string: "https://example.com")!)
                    Link("Mail", destination: URL(string: "mailto:a@b.c")!)
                        .environment(
                            \.openURL,
                            OpenURLAction { url in
                                handled.append(url.absoluteString)
                                return .handled
                            })
                    Text("handled \(handled.count)")
                }
            }
        }
        let host = ViewHost(Links(), size: CGSize(width: 300, height: 300))
        #expect(tap("Site", in: host))
        #expect(host.openedURLs == [URL(string: "https://example.com")!])
        #expect(tap("Mail", in: host))
        #expect(host.openedURLs.count == 1 && shows("handled 1", in: host))
    }

    @Test func shareLinksRecordWhatTheyShare() {
        let host = ViewHost(ShareLink(item: URL(string: "https://example.com/a")!), size: CGSize(width: 200, height: 100))
        #expect(tap("Share", in: host))
        #expect(host.sharedItems == ["https://example.com/a"])
        #expect(host.warnings.contains { $0.contains("no share sheet") })
    }

    @Test func gaugesFillTheirShareAndClampBadValues() {
        struct Gauges: View {
            var body: some View {
                VStack {
                    Gauge(value: 0.25) { Text("Quarter") }.frame(width: 200)
                    Gauge(value: Double.nan, in: 0...10) { Text("None") }.frame(width: 200)
                    Gauge(value: 30.0, in: 0...10) {
                        Text("Over")
                    } currentValueLabel: {
                        Text("30")
                    }
                    .gaugeStyle(.accessoryCircular)
                }
            }
        }
        let host = ViewHost(Gauges(), size: CGSize(width: 300, height: 400))
        let tinted = host.drawnViews.filter { view in
            if case .shape(_, .color(let color), nil, _)? = view.item.content { return color.blue > 0.9 && color.red < 0.1 }
            return false
        }
        // The first bar's fill is a quarter of its 200-point track; NaN fills nothing.
        #expect(tinted.contains { abs($0.frame.width - 50) < 1e-6 })
        #expect(shows("30", in: host))
    }

    @Test func aColorPickerChoosesASwatch() {
        struct Picker: View {
            @State var color = Color.red
            var body: some View {
                VStack {
                    ColorPicker("Tint", selection: $color)
                    Text(color == .blue ? "blue" : "other")
                }
                .frame(width: 300)
            }
        }
        let host = ViewHost(Picker(), size: CGSize(width: 300, height: 400))
        let well = host.find(label: "Color well")
        #expect(well?.tap() == true)
        // The card's eighth swatch is blue.
        let swatches = host.drawnViews.filter { view in
            guard abs(view.frame.width - 28) < 1e-9, abs(view.frame.height - 28) < 1e-9, case .shape(_, _, nil, _)? = view.item.content
            else { return false }
            return true
        }
        #expect(swatches.count == 15)
        #expect(swatches[7].tap())
        #expect(shows("blue", in: host))
    }

    @Test func aCompactDatePickerShowsTheDateAndPicksADay() throws {
        var calendar = Calendar.current
        calendar.timeZone = .current
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 26, hour: 8, minute: 30)))
        struct Dates: View {
            @State var date: Date
            var body: some View {
                VStack {
                    DatePicker("When", selection: $date)
                    Text(verbatim: "day \(Calendar.current.component(.day, from: date)) hour \(Calendar.current.component(.hour, from: date))")
                }
                .frame(width: 350)
            }
        }
        let host = ViewHost(Dates(date: start), size: CGSize(width: 350, height: 600))
        let shown = start.formatted(date: .abbreviated, time: .omitted)
        #expect(shows(shown, in: host))
        #expect(tap(shown, in: host))
        #expect(tap("15", in: host))
        #expect(shows("day 15 hour 8", in: host))
        // The time card moves an hour.
        #expect(tap(start.formatted(date: .omitted, time: .shortened), in: host))
        #expect(tap("+1 h", in: host))
        #expect(shows("day 15 hour 9", in: host))
    }

    @Test func aDateOutsideTheRangeIsClampedIntoIt() throws {
        let calendar = Calendar.current
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 12)))
        let latest = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 12)))
        struct Ranged: View {
            @State var date: Date
            let range: ClosedRange<Date>
            var body: some View {
                VStack {
                    DatePicker("When", selection: $date, in: range, displayedComponents: .date)
                    Text(verbatim: "day \(Calendar.current.component(.day, from: date))")
                }
                .frame(width: 350)
            }
        }
        let host = ViewHost(Ranged(date: start, range: start...latest), size: CGSize(width: 350, height: 600))
        #expect(tap(start.formatted(date: .abbreviated, time: .omitted), in: host))
        #expect(tap("28", in: host))
        #expect(shows("day 22", in: host))
    }

    @Test func aFormattedFieldParsesWhenEditingEnds() {
        struct Amount: View {
            @State var amount = 10.0
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    Text(verbatim: "value \(amount)")
                }
            }
        }
        let host = ViewHost(Amount(), size: CGSize(width: 300, height: 200))
        #expect(shows("10", in: host))
        #expect(tap("10", in: host))
        #expect(host.deleteBackward() && host.deleteBackward())
        #expect(host.type("12.5"))
        // Nothing reaches the value until editing ends.
        #expect(shows("value 10.0", in: host))
        #expect(host.submit())
        #expect(shows("value 12.5", in: host))
        // Text that does not parse leaves the value, and the field shows it again.
        #expect(tap("12.5", in: host))
        #expect(host.type("x"))
        #expect(host.submit())
        #expect(shows("value 12.5", in: host) && shows("12.5", in: host))
    }
}
