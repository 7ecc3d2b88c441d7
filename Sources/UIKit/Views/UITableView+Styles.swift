import Foundation

extension UITableView {
    /// A table's style.
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections in groups.
        case grouped
        /// Sections in inset, rounded groups.
        case insetGrouped
    }

    /// Where a scrolled-to row ends up.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows it.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// How rows are inserted and removed.
    public enum RowAnimation: Int, Sendable {
        /// Fades.
        case fade
        /// Slides to the right.
        case right
        /// Slides to the left.
        case left
        /// Slides up.
        case top
        /// Slides down.
        case bottom
        /// No animation.
        case none
        /// Keeps the row centered.
        case middle
        /// As the table chooses.
        case automatic = 100
    }

    /// The height that asks a row to size itself.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// A cell's built-in layout.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image.
        case `default`
        /// A label, with a detail label on the right.
        case value1
        /// A detail label, with the label beside it.
        case value2
        /// A label with a subtitle under it.
        case subtitle
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        /// Nothing.
        case none
        /// Deletes it.
        case delete
        /// Inserts one.
        case insert
    }

    /// The accessory at a row's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }
}
