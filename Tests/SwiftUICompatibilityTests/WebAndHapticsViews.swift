import CoreHaptics
import SafariServices
import SwiftUI
import WebKit

// A web view wrapped for SwiftUI with a navigation delegate, a Safari
// controller presented from a sheet, and haptics through Core Haptics
// (Flashzilla's and 100 Days' haptics chapter), as apps write them.

struct WebView: UIViewRepresentable {
    let url: URL
    @Binding var title: String
    @Binding var isLoading: Bool
    var html: String?
    var blocked: String?
    var onMake: (WKWebView) -> Void = { _ in }

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> WKWebView {
        let contentController = WKUserContentController()
        let script = WKUserScript(source: "document.body.style.zoom = 1.0", injectionTime: .atDocumentEnd, forMainFrameOnly: true)
        contentController.addUserScript(script)
        let configuration = WKWebViewConfiguration()
        configuration.userContentController = contentController
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.scrollView.bounces = false
        webView.allowsBackForwardNavigationGestures = true
        if let html = html {
            webView.loadHTMLString(html, baseURL: nil)
        } else {
            webView.load(URLRequest(url: url))
        }
        onMake(webView)
        return webView
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    class Coordinator: NSObject, WKNavigationDelegate {
        var parent: WebView

        init(_ parent: WebView) {
            self.parent = parent
        }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            if let blocked = parent.blocked, navigationAction.request.url?.absoluteString.contains(blocked) == true {
                decisionHandler(.cancel)
                return
            }
            decisionHandler(.allow)
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            parent.isLoading = true
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.isLoading = false
            parent.title = webView.title ?? ""
        }

        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
            parent.isLoading = false
            parent.title = "Offline: \((error as? URLError)?.code == .notConnectedToInternet)"
        }
    }
}

struct BrowserScreen: View {
    var html: String?
    var blocked: String?
    var onMake: (WKWebView) -> Void = { _ in }
    @State private var title = ""
    @State private var isLoading = true

    var body: some View {
        VStack {
            Text(isLoading ? "Loading…" : "Title: \(title)")
            WebView(url: URL(string: "https://www.hackingwithswift.com")!, title: $title, isLoading: $isLoading, html: html, blocked: blocked, onMake: onMake)
        }
    }
}

struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: UIViewControllerRepresentableContext<SafariView>) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredControlTintColor = .systemOrange
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: UIViewControllerRepresentableContext<SafariView>) {}
}

struct HapticsScreen: View {
    @State private var engine: CHHapticEngine?
    @State private var status = "Ready"

    var body: some View {
        Text(status)
            .onAppear(perform: prepareHaptics)
            .onTapGesture(perform: complexSuccess)
    }

    func prepareHaptics() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else {
            status = "No haptics"
            return
        }
        do {
            engine = try CHHapticEngine()
            try engine?.start()
        } catch {
            status = "There was an error creating the engine: \(error.localizedDescription)"
        }
    }

    func complexSuccess() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
        var events = [CHHapticEvent]()
        for i in stride(from: 0, to: 1, by: 0.1) {
            let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: Float(i))
            let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: Float(i))
            let event = CHHapticEvent(eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: i)
            events.append(event)
        }
        let long = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 1, duration: 0.5)
        events.append(long)
        do {
            let pattern = try CHHapticPattern(events: events, parameters: [])
            let player = try engine?.makePlayer(with: pattern)
            try player?.start(atTime: 0)
            status = "Played \(pattern.duration)"
        } catch {
            status = "Failed to play pattern: \(error.localizedDescription)."
        }
    }
}
