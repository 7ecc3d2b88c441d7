import AnimationCore
import AnimationViews
import Foundation

/// The marks an axis draws at its values: from its `AxisMarks` (or the
/// default: grid lines for numbers and dates, labels for all).
struct ChartAxisTicks {
    struct Item {
        var value: AxisValue
        var grid: Bool
        var gridStyle: StrokeStyle?
        var gridColor: AnyShapeStyle?
        /// The tick's length, if the value has one.
        var tick: CGFloat?
        var label: AnyView?
    }

    /// The height of the x axis's labels' row, and the gap between the y
    /// axis's labels and the plot.
    static let labelRow: CGFloat = 18
    static let labelGap: CGFloat = 4

    var items: [Item] = []
    var position: AxisMarkPosition = .automatic

    init(scale: ChartScale, setting: ChartConfiguration.AxisSetting, axis: Axis) {
        let isBand: Bool = { if case .band = scale.kind { return true } else { return false } }()
        let span: Double = { if case .linear(let lower, let upper) = scale.kind { return upper - lower } else { return 0 } }()
        let groups = setting.marks ?? [AxisMarks()]
        for group in groups {
            if group.position != .automatic { position = group.position }
            let values = group.data(for: scale)
            for (index, datum) in values.enumerated() {
                let value = AxisValue(datum: datum, index: index, count: values.count)
                var item = Item(value: value, grid: false, gridStyle: nil, label: nil)
                for part in group.content(value) {
                    let modified = part as? ModifiedAxisMark
                    switch modified?.base ?? part {
                    case let grid as AxisGridLine:
                        item.grid = setting.marks != nil || !isBand
                        item.gridStyle = grid.style
                        item.gridColor = modified?.style
                    case let tick as AxisTick:
                        item.tick = tick.length
                    case let label as AxisValueLabel:
                        var view = label.content?(datum) ?? AnyView(Text(label.format?(datum) ?? ChartAxisFormat.label(datum, span: span)))
                        if let style = modified?.style { view = AnyView(view.foregroundStyle(style)) }
                        if let font = modified?.font { view = AnyView(view.font(font)) }
                        item.label = view
                    default: break
                    }
                }
                items.append(item)
            }
        }
    }
}
