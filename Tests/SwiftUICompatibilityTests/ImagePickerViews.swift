import SwiftUI
import UIKit

// The image picker apps wrapped before PhotosUI (Instafilter's first
// version): a UIImagePickerController in a representable whose coordinator
// is the picker's delegate, shown in a sheet.

struct LegacyImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Environment(\.presentationMode) var presentationMode
    var onMake: (UIImagePickerController) -> Void = { _ in }

    class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: LegacyImagePicker

        init(_ parent: LegacyImagePicker) {
            self.parent = parent
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            if let uiImage = info[.originalImage] as? UIImage {
                parent.image = uiImage
            }
            parent.presentationMode.wrappedValue.dismiss()
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: UIViewControllerRepresentableContext<LegacyImagePicker>) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        onMake(picker)
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: UIViewControllerRepresentableContext<LegacyImagePicker>) {}
}

struct LegacyPhotoScreen: View {
    @State private var showingImagePicker = false
    @State private var inputImage: UIImage?
    @State private var image: Image?
    var onMake: (UIImagePickerController) -> Void

    var body: some View {
        VStack {
            if let image {
                image.resizable().frame(width: 40, height: 40).accessibilityIdentifier("chosen")
            }
            Button("Select Image") { showingImagePicker = true }
        }
        .sheet(isPresented: $showingImagePicker, onDismiss: loadImage) {
            LegacyImagePicker(image: $inputImage, onMake: onMake)
        }
    }

    func loadImage() {
        guard let inputImage else { return }
        image = Image(uiImage: inputImage)
    }
}
