import CoreImage
import SwiftUI
import UIKit

// Foundation and UIKit names apps of iOS 13 to 17 use beside their views:
// favorites saved by key-value coding (SnowSeeker), files written
// atomically (Flashzilla), a bitmap shown as a SwiftUI image, list
// appearance, blur styles and the app's life-cycle notifications.

final class SavedFavorites: ObservableObject {
    @Published private(set) var resorts: Set<String> = []
    let saveKey: String

    init(saveKey: String) {
        self.saveKey = saveKey
        resorts = Set(UserDefaults.standard.value(forKey: saveKey) as? [String] ?? [])
    }

    func add(_ resort: String) {
        resorts.insert(resort)
        UserDefaults.standard.setValue(Array(resorts), forKey: saveKey)
    }
}

func saveCards(_ data: Data, to url: URL) throws {
    try data.write(to: url, options: [.atomicWrite, .completeFileProtection])
}

struct BitmapPreview: View {
    let bitmap: CGImage

    var body: some View {
        VStack {
            Image(decorative: bitmap, scale: 2)
                .accessibilityIdentifier("half")
            Image(bitmap, scale: 1, orientation: .right, label: Text("Turned"))
                .accessibilityIdentifier("turned")
            Image(uiImage: UIImage(ciImage: CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 3, height: 3))))
                .accessibilityIdentifier("swatch")
        }
        .onAppear {
            UITableView.appearance().backgroundView = nil
            UITableViewCell.appearance().backgroundColor = UIColor.clear
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in }
    }
}

let frostedStyle = UIBlurEffect(style: .systemMaterialDark)
