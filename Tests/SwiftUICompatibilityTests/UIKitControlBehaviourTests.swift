import Foundation
@testable import SwiftUI
import TestSupport
import Testing
import UIKit

@MainActor
@Suite("UIKit controls wrapped for SwiftUI")
struct UIKitControlBehaviourTests {
    /// Typing into the wrapped field tells its coordinator (the delegate),
    /// which updates the SwiftUI state the text shows.
    @Test func aWrappedTextFieldUpdatesItsBinding() throws {
        var made: UITextField?
        let host = ViewHost(WrappedNameForm(onMake: { made = $0 }), size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "LegacyTextField") != nil)
        let field = try #require(made)
        #expect(field.placeholder == "Name" && field.borderStyle == .roundedRect)
        field.insertText("Ada")
        #expect(field.isEditing)
        host.advance(by: 0.1)
        #expect(host.find(text: "Hello, Ada") != nil)
        #expect(field.resignFirstResponder() && !field.isEditing)
    }

    /// A control runs its actions for their events; selectors are kept and
    /// not called, with a warning.
    @Test func controlsRunTheirActions() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let control = UIControl(frame: .zero)
        var taps = 0
        control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(taps == 0)
        control.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        control.addTarget(nil, action: Selector("tapped"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(taps == 2)
        #expect(host.warnings.contains { $0.contains("Objective-C runtime") })
        control.isEnabled = false
        #expect(control.state == .disabled)
    }

    /// A page control keeps its page within its pages; a search bar tells
    /// its delegate; a navigation controller pushes and pops.
    @Test func pagesSearchesAndStacks() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 5
        #expect(dots.currentPage == 2)
        dots.numberOfPages = 1
        #expect(dots.currentPage == 0)
        dots.currentPage = -1
        #expect(dots.currentPage == 0)

        let bar = UISearchBar()
        let log = SearchLog()
        bar.delegate = log
        bar.text = "swift"
        bar.text = "swift"
        #expect(log.searches == ["swift"])

        let root = UIViewController()
        let stack = UINavigationController(rootViewController: root)
        stack.pushViewController(UIViewController(), animated: true)
        #expect(stack.viewControllers.count == 2)
        #expect(stack.popViewController(animated: true) != nil)
        #expect(stack.popViewController(animated: true) == nil)
        #expect(stack.topViewController === root)

        let host = ViewHost(PageDots(current: 1, total: 4), size: CGSize(width: 200, height: 40))
        #expect(host.find(text: "PageDots") != nil)
    }

    /// Subviews move in front of and behind each other as UIKit moves them;
    /// a page control keeps its dots' images.
    @Test func subviewsReorderAndDotsKeepTheirImages() {
        let canvas = UIView(), back = UIView(), middle = UIView(), front = UIView()
        for view in [back, middle, front] { canvas.addSubview(view) }
        canvas.sendSubviewToBack(front)
        #expect(canvas.subviews.map(ObjectIdentifier.init) == [front, back, middle].map(ObjectIdentifier.init))
        canvas.bringSubviewToFront(front)
        #expect(canvas.subviews.last === front)
        canvas.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(canvas.subviews.map(ObjectIdentifier.init) == [middle, back, front].map(ObjectIdentifier.init))
        canvas.exchangeSubview(at: 0, withSubviewAt: 7)
        canvas.bringSubviewToFront(UIView())
        #expect(canvas.subviews.count == 3)
        let inserted = UIView()
        canvas.insertSubview(inserted, belowSubview: back)
        #expect(canvas.subviews.map(ObjectIdentifier.init) == [middle, inserted, back, front].map(ObjectIdentifier.init))
        canvas.insertSubview(inserted, aboveSubview: front)
        #expect(canvas.subviews.last === inserted && inserted.superview === canvas)

        let dots = UIPageControl()
        let star = UIImage(systemName: "star.fill")
        dots.preferredIndicatorImage = UIImage(systemName: "circle")
        dots.setIndicatorImage(star, forPage: 2)
        #expect(dots.indicatorImage(forPage: 2) === star && dots.indicatorImage(forPage: 0) == nil)
        #expect(dots.preferredIndicatorImage != nil)
    }
}
