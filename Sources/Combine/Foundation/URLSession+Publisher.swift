import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given
    /// URL request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data
    /// tasks.
    ///
    /// The task starts when the subscriber first requests a value; it sends
    /// the data and response, then finishes, or fails with the task's
    /// `URLError`. Cancelling cancels the task.
    public struct DataTaskPublisher: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = (data: Data, response: URLResponse)

        /// The kind of errors this publisher might publish.
        public typealias Failure = URLError

        /// The URL request performed by the data task associated with this
        /// publisher.
        public let request: URLRequest

        /// The URL session that performs the data task associated with this
        /// publisher.
        public let session: URLSession

        /// Creates a data task publisher from the provided URL request and
        /// URL session.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == URLError, S.Input == (data: Data, response: URLResponse) {
            subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, downstream: AnySubscriber(subscriber)))
        }
    }
}

/// The subscription of `URLSession.DataTaskPublisher`.
private final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Output = (data: Data, response: URLResponse)

    private let lock = Lock()
    private let request: URLRequest
    private let session: URLSession
    private var downstream: AnySubscriber<Output, URLError>?
    private var task: URLSessionDataTask?
    var description: String { "DataTaskPublisher" }

    init(request: URLRequest, session: URLSession, downstream: AnySubscriber<Output, URLError>) {
        self.request = request
        self.session = session
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let task = lock.withLock { () -> URLSessionDataTask? in
            guard downstream != nil, self.task == nil else { return nil }
            let task = session.dataTask(with: request) { [self] data, response, error in finished(data, response, error) }
            self.task = task
            return task
        }
        task?.resume()
    }

    private func finished(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
        let receiver = lock.withLock { () -> AnySubscriber<Output, URLError>? in
            defer { downstream = nil; task = nil }
            return downstream
        }
        guard let receiver else { return }
        if let error {
            receiver.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = receiver.receive((data ?? Data(), response))
            receiver.receive(completion: .finished)
        } else {
            receiver.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            defer { downstream = nil; self.task = nil }
            return self.task
        }
        task?.cancel()
    }
}
