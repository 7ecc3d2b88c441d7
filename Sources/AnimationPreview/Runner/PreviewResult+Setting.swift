import AnimationCore
import AnimationViews
import Foundation

extension PreviewResult {
    /// What a preview was shown with: its traits' layout, orientation and
    /// device, and the colour scheme of its environment.
    public struct Setting: Codable, Sendable, Equatable {
        /// `device` (the default), `sizeThatFits`, or `fixed` with the size
        /// in points: `fixed 200x120`.
        public var layout: String
        /// The orientation's name (`portrait`, `landscapeLeft`, …).
        public var orientation: String
        /// The device a trait or `previewDevice` named; `nil` for the
        /// default, a 390 × 844 phone.
        public var device: String?
        /// `light` or `dark`: the environment's colour scheme at the root
        /// (a `preferredColorScheme` inside the view darkens its content
        /// only, and does not change it).
        public var colorScheme: String

        /// The setting of traits in a host.
        ///
        /// - Parameters:
        ///   - traits: The preview's traits.
        ///   - colorScheme: The host's colour scheme.
        public init(traits: PreviewTraitValues, colorScheme: ColorScheme) {
            switch traits.layout ?? .device {
            case .device: layout = "device"
            case .sizeThatFits: layout = "sizeThatFits"
            case .fixed(let width, let height): layout = "fixed \(Self.number(width))x\(Self.number(height))"
            }
            orientation = (traits.orientation ?? .portrait).id
            device = traits.device?.rawValue
            self.colorScheme = colorScheme == .dark ? "dark" : "light"
        }

        private static func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
        }
    }
}
