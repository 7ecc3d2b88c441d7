import AnimationCore
import Foundation

/// A height where a sheet rests: `large` (its full height), `medium`
/// (half of that), a fraction of the full height, a height in points, or a
/// custom detent that computes its height.
///
/// A detent's height is the sheet's height above the bottom safe area, as
/// in UIKit. Apple gives no figure for `medium` beyond "approximately half
/// the height of the screen": here it is half of the large detent's height
/// (``Context/maxDetentValue``).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// A custom detent's type (not part of equality: one type is one
    /// detent).
    private let custom: CustomType?

    /// A metatype, which is immutable: safe to share.
    private struct CustomType: @unchecked Sendable {
        let type: any CustomPresentationDetent.Type
    }

    init(_ kind: Kind) {
        self.kind = kind
        self.custom = nil
    }

    private init(custom type: any CustomPresentationDetent.Type) {
        self.kind = .custom(ObjectIdentifier(type))
        self.custom = CustomType(type: type)
    }

    /// Whether two detents are the same: the same kind and value (a custom
    /// detent: the same type).
    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
        lhs.kind == rhs.kind
    }

    /// Hashes the detent's kind and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(.large)

    /// The system detent for a sheet about half the height of the screen:
    /// half of the large detent's height.
    public static let medium = PresentationDetent(.medium)

    /// A detent of a fraction of the large detent's height.
    ///
    /// - Parameter fraction: From 0 to 1; larger values are the full
    ///   height, and a value that is not finite makes the detent inactive.
    /// - Returns: The detent.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(.fraction(fraction))
    }

    /// A detent of a height in points (at most the large detent's).
    ///
    /// - Parameter height: The height; one that is not finite makes the
    ///   detent inactive.
    /// - Returns: The detent.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(.height(height))
    }

    /// A detent whose type computes its height.
    ///
    /// - Parameter type: The type; its `height(in:)` returns `nil` to make
    ///   the detent inactive.
    /// - Returns: The detent.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(custom: type)
    }

    /// What a custom detent computes its height from.
    @dynamicMemberLookup
    public struct Context {
        /// The height of the large detent: the most a sheet shows.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// Values of the sheet's environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }

    /// The detent's height for a sheet whose large detent is `maximum`
    /// high: between 0 and `maximum`; `nil` when it is inactive (a value
    /// that is not finite, or a custom detent that returns none).
    func height(maximum: CGFloat, environment: EnvironmentValues) -> CGFloat? {
        let value: CGFloat?
        switch kind {
        case .large: value = maximum
        case .medium: value = (maximum / 2).rounded()
        case .fraction(let fraction): value = fraction * maximum
        case .height(let height): value = height
        case .custom: value = custom?.type.height(in: Context(maxDetentValue: maximum, environment: environment))
        }
        guard let value, value.isFinite else { return nil }
        return min(max(0, value), maximum)
    }
}

/// A type that computes the height of a custom detent
/// (``PresentationDetent/custom(_:)``).
public protocol CustomPresentationDetent {
    /// What the height is computed from.
    typealias Context = PresentationDetent.Context

    /// The detent's height, or `nil` to make it inactive.
    ///
    /// - Parameter context: The sheet's largest height and environment.
    /// - Returns: The height in points.
    static func height(in context: Context) -> CGFloat?
}
