import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

// Core Image as apps use it: a photo filter screen that switches filters
// and drives them by key (Instafilter), and a QR code of the user's details
// (Hot Prospects).

struct FilterScreen: View {
    @State private var image: Image?
    @State private var filterIntensity = 1.0
    @State var currentFilter: CIFilter = CIFilter.sepiaTone()
    let inputImage: UIImage?
    let context = CIContext()

    var body: some View {
        VStack {
            image?
                .resizable()
                .interpolation(.none)
                .frame(width: 40, height: 20)
                .accessibilityIdentifier("filtered")
            Button("Pixellate") { setFilter(CIFilter.pixellate()) }
        }
        .onAppear(perform: loadImage)
    }

    func loadImage() {
        guard let inputImage = inputImage else { return }
        let beginImage = CIImage(image: inputImage)
        currentFilter.setValue(beginImage, forKey: kCIInputImageKey)
        applyProcessing()
    }

    func setFilter(_ filter: CIFilter) {
        currentFilter = filter
        loadImage()
    }

    func applyProcessing() {
        let inputKeys = currentFilter.inputKeys
        if inputKeys.contains(kCIInputIntensityKey) { currentFilter.setValue(filterIntensity, forKey: kCIInputIntensityKey) }
        if inputKeys.contains(kCIInputRadiusKey) { currentFilter.setValue(filterIntensity * 200, forKey: kCIInputRadiusKey) }
        if inputKeys.contains(kCIInputScaleKey) { currentFilter.setValue(filterIntensity * 2, forKey: kCIInputScaleKey) }
        if inputKeys.contains(kCIInputCenterKey) { currentFilter.setValue(CIVector(x: 1, y: 1), forKey: kCIInputCenterKey) }
        guard let outputImage = currentFilter.outputImage else { return }
        if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
            image = Image(uiImage: UIImage(cgImage: cgimg))
        }
    }
}

struct MeCodeView: View {
    let name: String
    let emailAddress: String
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()

    var body: some View {
        Image(uiImage: generateQRCode(from: "\(name)\n\(emailAddress)"))
            .interpolation(.none)
            .resizable()
            .scaledToFit()
            .frame(width: 200, height: 200)
            .accessibilityIdentifier("code")
    }

    func generateQRCode(from string: String) -> UIImage {
        filter.message = Data(string.utf8)
        if let outputImage = filter.outputImage {
            if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
                return UIImage(cgImage: cgimg)
            }
        }
        return UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}
