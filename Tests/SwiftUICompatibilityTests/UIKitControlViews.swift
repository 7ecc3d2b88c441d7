import SwiftUI
import UIKit

// UIKit controls wrapped for SwiftUI, as apps write them: a text field
// whose coordinator is its delegate, a page control, a search bar.

struct LegacyTextField: UIViewRepresentable {
    @Binding var text: String
    var onMake: (UITextField) -> Void = { _ in }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.delegate = context.coordinator
        onMake(field)
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String

        init(text: Binding<String>) {
            _text = text
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            text = textField.text ?? ""
        }
    }
}

struct PageDots: UIViewRepresentable {
    var current: Int
    var total: Int

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.backgroundStyle = .minimal
        control.currentPageIndicatorTintColor = .black
        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.numberOfPages = total
        uiView.currentPage = current
    }
}

final class SearchLog: NSObject, UISearchBarDelegate {
    var searches: [String] = []

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        searches.append(searchText)
    }
}

struct WrappedNameForm: View {
    @State var name = ""
    var onMake: (UITextField) -> Void

    var body: some View {
        VStack {
            LegacyTextField(text: $name, onMake: onMake)
                .frame(height: 44)
            Text("Hello, \(name)")
        }
    }
}
