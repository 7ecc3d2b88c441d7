import AnimationViews
import Foundation

/// How lines of text align, as in UIKit.
public enum NSTextAlignment: Int, Sendable {
    /// At the left.
    case left
    /// Centered.
    case center
    /// At the right.
    case right
    /// Both edges.
    case justified
    /// As the script reads.
    case natural
}

/// Where text that does not fit breaks, as in UIKit.
public enum NSLineBreakMode: Int, Sendable {
    /// At words.
    case byWordWrapping
    /// At characters.
    case byCharWrapping
    /// Cut.
    case byClipping
    /// An ellipsis at the start.
    case byTruncatingHead
    /// An ellipsis at the end.
    case byTruncatingTail
    /// An ellipsis in the middle.
    case byTruncatingMiddle
}

/// A label, as in UIKit: drawn in an image of its view (see `UIView.drawHierarchy`).
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The attributed text.
    open var attributedText: NSAttributedString?
    /// The font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The text's color.
    open var textColor: UIColor! = .label
    /// How lines align.
    open var textAlignment = NSTextAlignment.natural
    /// The most lines (0: any).
    open var numberOfLines = 1
    /// Where lines break.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// The widest a line is before it wraps.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// Draws the text (or the attributed text's characters) in the font
    /// and color, centered vertically in the bounds and aligned across by
    /// ``textAlignment`` (natural and justified: left), as UIKit draws a
    /// label; one line unless ``numberOfLines`` is 0 or more than 1, when
    /// it wraps at the bounds' width.
    ///
    /// - Parameter rect: The bounds.
    open override func draw(_ rect: CGRect) {
        guard let string = text ?? attributedText?.string, !string.isEmpty else { return }
        StringDrawing.drawLabel(
            string, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label],
            in: bounds, alignment: textAlignment, wraps: numberOfLines != 1)
    }
}

/// What a text field tells about its editing, as in UIKit; every method
/// has a default (Objective-C's optional methods).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for a reason (by default, tells
    /// `textFieldDidEndEditing(_:)`, as UIKit does for a delegate without
    /// this method).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether characters may change (true by default).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (and the text) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the return key ends editing (true by default).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Tells `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field, as in UIKit (kept, drawn as a placeholder).
/// ``insertText(_:)`` types as the user would: the delegate is asked and
/// told, and the editing events are sent.
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The text was committed (the field resigned).
        case committed
        /// Editing was cancelled.
        case cancelled
    }

    /// The field's border.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded.
        case roundedRect
    }

    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// Unless editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// The text.
    open var text: String? = ""
    /// The attributed text.
    open var attributedText: NSAttributedString?
    /// The placeholder.
    open var placeholder: String?
    /// The font.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    /// The text's color.
    open var textColor: UIColor?
    /// How the text aligns.
    open var textAlignment = NSTextAlignment.natural
    /// The border.
    open var borderStyle = BorderStyle.none
    /// When the clear button shows.
    open var clearButtonMode = ViewMode.never
    /// The keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Whether the text is hidden as typed.
    open var isSecureTextEntry = false
    /// How the text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// What the field holds.
    open var textContentType: UITextContentType?
    /// What it tells about editing.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether it is being edited.
    open private(set) var isEditing = false

    /// Begins editing when the delegate allows.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true else { return isEditing }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Types text at the end, as the user would, when the delegate allows.
    ///
    /// - Parameter text: The text.
    open func insertText(_ text: String) {
        if !isEditing { becomeFirstResponder() }
        let current = self.text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        self.text = current + text
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
    }
}

/// What a text view tells about its editing, as in UIKit; every method
/// has a default.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Whether text may change (true by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

/// A scrolling text editor, as in UIKit (kept, drawn as a placeholder).
/// ``insertText(_:)`` types as the user would.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    /// The text.
    open var text: String! = ""
    /// The attributed text.
    open var attributedText: NSAttributedString!
    /// The font.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    /// The text's color.
    open var textColor: UIColor?
    /// How the text aligns.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the user can edit it.
    open var isEditable = true
    /// Whether the user can select it.
    open var isSelectable = true
    /// Insets of the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard.
    open var keyboardType = UIKeyboardType.default
    /// What it tells about editing: the scroll view's delegate, read as
    /// a `UITextViewDelegate` (UIKit narrows the property's type; Swift
    /// overrides cannot).
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// Types text at the end, as the user would, when editable and the
    /// delegate allows.
    ///
    /// - Parameter text: The text.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        let current = self.text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        self.text = current + text
        textDelegate?.textViewDidChange(self)
    }
}
