import PhotosUI
import SwiftUI

// The photo picker as UIKit-era apps wrap it (Instafilter's PhotoLibraryPicker),
// and the scene and navigation API of the same apps.

struct PhotoLibraryPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    var onMake: (PHPickerViewController) -> Void = { _ in }

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var config = PHPickerConfiguration()
        config.filter = .images
        let picker = PHPickerViewController(configuration: config)
        picker.delegate = context.coordinator
        onMake(picker)
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: PhotoLibraryPicker

        init(_ parent: PhotoLibraryPicker) {
            self.parent = parent
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            guard let provider = results.first?.itemProvider else { return }
            if provider.canLoadObject(ofClass: UIImage.self) {
                provider.loadObject(ofClass: UIImage.self) { image, _ in
                    let picked = image as? UIImage
                    DispatchQueue.main.async {
                        self.parent.image = picked
                    }
                }
            }
        }
    }
}

final class PickedImage: ObservableObject {
    @Published var image: UIImage?
}

struct PhotoPickerScreen: View {
    @ObservedObject var picked: PickedImage
    var onMake: (PHPickerViewController) -> Void

    var body: some View {
        NavigationView {
            VStack {
                if let image = picked.image {
                    Image(uiImage: image)
                        .resizable()
                        .frame(width: 46, height: 46)
                        .accessibilityIdentifier("picked")
                }
                PhotoLibraryPicker(image: $picked.image, onMake: onMake)
                    .frame(height: 100)
                Toggle("Filters", isOn: .constant(true))
                    .toggleStyle(SwitchToggleStyle(tint: .orange))
            }
            .navigationBarTitle(Text("Instafilter"), displayMode: .inline)
        }
    }
}

@MainActor
final class PhaseLog {
    static var changes: [String] = []
}

struct PhaseApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Phase")
        }
        .onChange(of: "active", initial: true) { _, new in
            PhaseLog.changes.append(new)
        }
    }
}
