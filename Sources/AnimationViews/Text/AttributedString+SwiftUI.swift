import Foundation

extension AttributeScopes {
    /// SwiftUI's attributes of an `AttributedString`, as in SwiftUI: what
    /// `Text(_:)` of an attributed string draws.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI's attributes, and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text's color.
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// The strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// The space added after each character, in points.
        public let kern: KerningAttribute
        /// The space added between characters, in points.
        public let tracking: TrackingAttribute
        /// How far the text is raised, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font attribute.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// The text color attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A color.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The background color attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A color.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The strikethrough attribute.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The underline attribute.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The kerning attribute.
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// The tracking attribute.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// The baseline offset attribute.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name (`string.font = .headline`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// A text of an attributed string: each run keeps its SwiftUI
    /// attributes (font, foreground color, underline, strikethrough,
    /// kerning, tracking, baseline offset). A background color is not
    /// drawn and warns the host once (see the differences article); other
    /// scopes'
    /// attributes (UIKit's) are not read, as in SwiftUI. (Linux's
    /// Foundation has no presentation intents, so Markdown's bold and
    /// italics are not there to read.)
    ///
    /// Disfavored: Linux's Foundation makes `AttributedString` expressible
    /// by a string literal, and a literal must stay a
    /// `LocalizedStringKey` (whose Markdown is read), as in SwiftUI.
    ///
    /// - Parameter attributedContent: The attributed string.
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for run in attributedContent.runs {
            let string = String(attributedContent[run.range].characters)
            var attributes = TextRunAttributes()
            attributes.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            attributes.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] { attributes.underline = .some(line) }
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] { attributes.strikethrough = .some(line) }
            attributes.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            attributes.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            attributes.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            if run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self] != nil {
                CurrentHost.warn("Text: an attributed string's backgroundColor is not drawn")
            }
            runs.append(Run(string: string, attributes: attributes))
        }
        self.init(runs: runs.isEmpty ? [Run(string: "", attributes: TextRunAttributes())] : runs)
    }
}
