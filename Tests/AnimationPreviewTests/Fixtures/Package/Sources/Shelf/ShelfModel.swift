import Dependencies
import Foundation

struct BookClient {
    var titles: @Sendable () -> [String]
}

extension BookClient: DependencyKey {
    static let liveValue = BookClient(titles: { ["Emma", "Persuasion"] })
    static let testValue = BookClient(titles: { ["Test Book"] })
}

extension BookClient {
    /// The request for a book: `URLRequest` is Foundation's on Apple
    /// platforms, FoundationNetworking's on Linux.
    static func request(for title: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/books/\(title)")!)
        request.httpMethod = "GET"
        return request
    }
}

extension DependencyValues {
    var books: BookClient {
        get { self[BookClient.self] }
        set { self[BookClient.self] = newValue }
    }
}

enum Shelving: Equatable {
    case reading(String)
    case finished
}

/// A model that imports only Foundation (and its dependencies), as on
/// Apple platforms, where Foundation brings Combine's names.
final class ShelfModel: ObservableObject {
    @Dependency(\.books) private var books
    @Published var titles: [String] = []
    @Published var shelving: Shelving = .finished
    private var cancellables = Set<AnyCancellable>()

    init() {
        titles = books.titles()
        $titles
            .map { $0.first.map(Shelving.reading) ?? .finished }
            .sink { [weak self] in self?.shelving = $0 }
            .store(in: &cancellables)
    }

    var reading: String? {
        if case .reading(let title) = shelving { return title }
        return nil
    }
}
