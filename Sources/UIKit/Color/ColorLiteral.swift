import Foundation

/// The type of `#colorLiteral(red:green:blue:alpha:)` where no other type
/// is expected, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

/// The type of `#imageLiteral(resourceName:)` where no other type is
/// expected, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage: _ExpressibleByImageLiteral {}
