import SwiftUI
import UIKit

// A share sheet wrapped for SwiftUI (before ShareLink), a copy button on
// the pasteboard, and a custom service, as apps write them.

struct ActivityView: UIViewControllerRepresentable {
    var activityItems: [Any]
    var applicationActivities: [UIActivity]? = nil
    var onComplete: (UIActivity.ActivityType?, Bool) -> Void = { _, _ in }
    var onMake: (UIActivityViewController) -> Void = { _ in }

    func makeUIViewController(context: UIViewControllerRepresentableContext<ActivityView>) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: activityItems, applicationActivities: applicationActivities)
        controller.excludedActivityTypes = [.postToFacebook, .assignToContact]
        controller.completionWithItemsHandler = { activityType, completed, returnedItems, error in
            onComplete(activityType, completed)
        }
        onMake(controller)
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: UIViewControllerRepresentableContext<ActivityView>) {}
}

final class ReverseActivity: UIActivity {
    var reversed = ""

    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.reverse") }
    override var activityTitle: String? { "Reverse" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }
    override func prepare(withActivityItems activityItems: [Any]) {
        reversed = String((activityItems.first { $0 is String } as? String ?? "").reversed())
    }
    override func perform() {
        activityDidFinish(!reversed.isEmpty)
    }
}

struct ShareScreen: View {
    @State private var showingShare = false
    @State private var outcome = "Not shared"
    let activity = ReverseActivity()
    var onMake: (UIActivityViewController) -> Void = { _ in }

    var body: some View {
        VStack {
            Text(outcome)
            Button("Share") { showingShare = true }
            Button("Copy") { UIPasteboard.general.string = "Copied text" }
        }
        .sheet(isPresented: $showingShare) {
            ActivityView(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: [activity], onComplete: { type, completed in
                outcome = "\(type?.rawValue ?? "none") \(completed)"
            }, onMake: onMake)
        }
    }
}

final class ToolbarController: UIViewController {
    var refreshed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { [weak self] _ in
            self?.refreshed += 1
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: self, action: nil)
    }
}
