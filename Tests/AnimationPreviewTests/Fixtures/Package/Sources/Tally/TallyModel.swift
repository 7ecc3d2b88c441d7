import Combine
import Foundation

/// The count, and a label that follows it a moment later.
final class TallyModel: ObservableObject {
    @Published var count = 0
    @Published private(set) var label = "none yet"
    private var cancellables = Set<AnyCancellable>()

    init(count: Int = 0) {
        self.count = count
        $count
            .map { $0 == 1 ? "one tap" : "\($0) taps" }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.label = $0 }
            .store(in: &cancellables)
    }

    func increment() { count += 1 }
    func reset() { count = 0 }
    func save() {}

    func open(_ url: URL) {
        if let value = Int(url.lastPathComponent) { count = value }
    }
}
