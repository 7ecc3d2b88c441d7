import Charts
import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Swift Charts drawn and animated")
struct ChartsBehaviourTests {
    /// The host draws on a 3x pixel grid: frames are within a pixel.
    let pixel = 1.0 / 3 + 1e-6

    /// Bars of categories, worked out by hand: the plot is 300 × 182 (the
    /// x labels' row of 18 points under it), the y domain 0...40 (zero
    /// included, rounded to the tick step of 10), each band 100 points
    /// with a bar 60 % of it in its middle.
    @Test func barsStandInTheirBands() throws {
        let host = ViewHost(ToyShapeChart(), size: CGSize(width: 300, height: 260))
        let top = try #require(host.find(id: "toys")).frame.minY
        let a = try #require(host.find(label: "A, 10"))
        #expect(abs(a.frame.minX - 20) < pixel && abs(a.frame.width - 60) < pixel)
        #expect(abs(a.frame.minY - top - 136.5) < pixel && abs(a.frame.height - 45.5) < pixel)
        let c = try #require(host.find(label: "C, 40"))
        #expect(abs(c.frame.minX - 220) < pixel && abs(c.frame.minY - top) < pixel && abs(c.frame.height - 182) < pixel)
        // The default x marks: a tick 4 points long under each band's middle.
        let ticks = host.drawnViews.filter { abs($0.frame.height - 4) < pixel && $0.frame.width < 1 && $0.frame.minY >= top + 182 - pixel }
        #expect(ticks.map { ($0.frame.midX / 50).rounded() } == [1, 3, 5], "\(ticks.map(\.frame))")
        // The x labels sit under the bars' middles, in the labels' row.
        let label = try #require(host.find(text: "B"))
        #expect(abs(label.frame.midX - 150) < pixel && abs(label.frame.midY - top - 191) < pixel)
    }

    /// A change of the data in `withAnimation` animates the bar: half way
    /// through a linear second, A (10 to 30) is 91 points high (45.5 to
    /// 136.5).
    @Test func aBarsHeightAnimates() throws {
        let host = ViewHost(ToyShapeChart(), size: CGSize(width: 300, height: 260))
        #expect(try #require(host.find(text: "Grow")).tap())
        host.advance(by: 0.5)
        let top = try #require(host.find(id: "toys")).frame.minY
        let a = try #require(host.find(label: "A, 30"))
        #expect(abs(a.frame.height - 91) < pixel && abs(a.frame.minY - top - 91) < pixel)
        host.advance(by: 0.6)
        #expect(abs((try #require(host.find(label: "A, 30"))).frame.height - 136.5) < pixel)
    }

    /// Series get the styles the scale gives them and a legend; the y
    /// axis's labels are the values asked for, on the leading edge; the
    /// x axis's are the months.
    @Test func seriesHaveALegendAndAxesTheirLabels() throws {
        var sales: [MonthlySales] = []
        let calendar = Calendar.current
        for (index, amount) in [20.0, 60, 40].enumerated() {
            let month = calendar.date(from: DateComponents(year: 2024, month: index + 1, day: 1))!
            sales.append(MonthlySales(month: month, amount: amount, kind: "Sales"))
            sales.append(MonthlySales(month: month, amount: amount / 2, kind: "Costs"))
        }
        let host = ViewHost(SalesLineChart(sales: sales), size: CGSize(width: 320, height: 240))
        #expect(host.find(text: "Sales") != nil && host.find(text: "Costs") != nil)
        #expect(host.find(text: "USD") != nil)
        for label in ["0", "50", "100"] { #expect(host.find(text: label) != nil, "\(label)") }
        let top = try #require(host.find(text: "100")), bottom = try #require(host.find(text: "0"))
        #expect(top.frame.midY < bottom.frame.midY && top.frame.maxX < 40)
        #expect(host.find(text: "Jan") != nil && host.find(text: "Feb") != nil)
        // Each line point has its series' symbol, labelled by its values.
        #expect(host.find(label: "Jan 1, 20") != nil && host.find(label: "Jan 1, 10") != nil && host.find(label: "Mar 1, 40") != nil)
    }

    /// Slices share the turn by value and are found by their labels.
    @Test func aDonutsSlicesAreDrawn() {
        let host = ViewHost(DonutChart(), size: CGSize(width: 200, height: 230))
        for name in ["Rent", "Food", "Fun"] {
            #expect(host.find(label: name) != nil, "\(name)")
            #expect(host.find(text: name) != nil, "the legend names \(name)")
        }
        #expect(host.find(text: "0") == nil, "a pie has no axes")
    }

    /// Horizontal bars run from zero along x in the domain asked for.
    @Test func horizontalBarsRunAlongX() throws {
        let host = ViewHost(MixedChart().chartYAxis(.hidden), size: CGSize(width: 200, height: 118))
        // The plot is 200 × 100; the domain 0...10; two bands of 50.
        let ann = try #require(host.find(label: "3, Ann"))
        #expect(abs(ann.frame.minX) < pixel && abs(ann.frame.width - 60) < pixel)
        #expect(abs(ann.frame.minY - 10) < pixel && abs(ann.frame.height - 30) < pixel)
        // The first category is at the top, as Swift Charts draws it.
        #expect(try #require(host.find(label: "5, Bob")).frame.minY > ann.frame.maxY)
        #expect(host.find(text: "3") != nil && host.find(label: "4, Bob") != nil)
        #expect(host.find(label: "1, Bob") == nil, "a mark hidden from accessibility is not found by label")
    }

    /// Axis marks of one's own appear at each value asked for; the plot's
    /// style draws under the marks.
    @Test func axisMarksOfOnesOwnAndAPlotStyle() throws {
        let host = ViewHost(StyledAxisChart(), size: CGSize(width: 200, height: 150))
        let ticks = host.findAll(text: "tick")
        #expect(ticks.count == 2)
        #expect(ticks.map(\.frame.midY).sorted().first! < ticks.map(\.frame.midY).sorted().last!)
        #expect(host.find(label: "2, 30") == nil, "lines have no points unless given symbols")
        // The y marks asked for no ticks (the x axis's default marks have theirs).
        #expect(host.drawnViews.allSatisfy { !($0.frame.height < 1 && abs($0.frame.width - 4) < pixel) }, "no y ticks were asked for")
        #expect(host.drawnViews.contains { $0.frame.width < 1 && abs($0.frame.height - 4) < pixel })
    }

    /// A value that is not finite has no bar (the others are drawn, and
    /// the scale ignores it); a domain that is not finite is ignored; no
    /// data draws the axes of an empty domain; a negative slice is empty.
    @Test func oddValuesAreLeftOut() throws {
        let host = ViewHost(OddValuesChart(values: [.nan, 10, .infinity, 20]), size: CGSize(width: 200, height: 118))
        #expect(host.find(label: "0, nan") == nil && host.find(label: "2, inf") == nil)
        let ten = try #require(host.find(label: "1, 10")), twenty = try #require(host.find(label: "3, 20"))
        #expect(abs(twenty.frame.height - 100) < pixel && abs(ten.frame.height - 50) < pixel)
        let empty = ViewHost(OddValuesChart(values: []), size: CGSize(width: 200, height: 118))
        #expect(empty.find(text: "0") != nil && empty.find(text: "1") != nil)
        let pie = ViewHost(Chart { SectorMark(angle: .value("A", -1)).accessibilityLabel("neg"); SectorMark(angle: .value("B", 1)) }, size: CGSize(width: 100, height: 100))
        #expect(pie.find(label: "1") != nil)
    }

    /// An overlay reads the scales through its proxy: in a 200 × 100 plot
    /// of two bands over 0...20, "Tue" is at x 150 and 10 at y 50; the
    /// proxy reads values back at positions.
    @Test func anOverlayReadsTheScalesThroughItsProxy() throws {
        let host = ViewHost(ProxyOverlayChart(), size: CGSize(width: 200, height: 118))
        let here = try #require(host.find(text: "here"))
        #expect(abs(here.frame.midX - 150) < pixel && abs(here.frame.midY - 50) < pixel)
        #expect(host.find(text: "Tue at 160, 15 at 25") != nil)
    }
}
