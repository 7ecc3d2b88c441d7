import AVFoundation
import SwiftUI
import UIKit

// UIKit's nested option and style types as apps reach them from SwiftUI:
// a paging scroll view's deceleration, a table's look, a shake handler,
// a spring animation block and a player's state.

struct PagingScroller: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.decelerationRate = UIScrollView.DecelerationRate.fast
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.keyboardDismissMode = .onDrag
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            scrollView.alpha = 0.5
        }
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

final class ShakeWindow: UIWindow {
    var shakes = 0

    func handle(_ event: UIEvent?) {
        if event?.subtype == UIEvent.EventSubtype.motionShake { shakes += 1 }
    }
}

func configureTables() {
    UITableView.appearance().separatorStyle = .none
    UITableViewCell.appearance().accessoryType = UITableViewCell.AccessoryType.none
}

func rowEditing(_ style: UITableViewCell.EditingStyle) -> String {
    switch style {
    case .delete: return "delete"
    case .insert: return "insert"
    default: return "none"
    }
}

func playerIsPlaying(_ player: AVPlayer) -> Bool {
    player.timeControlStatus == .playing && player.currentItem?.status != AVPlayerItem.Status.failed
}

final class EndEditingWatcher: NSObject, UITextFieldDelegate {
    var reasons: [UITextField.DidEndEditingReason] = []

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        reasons.append(reason)
    }
}
