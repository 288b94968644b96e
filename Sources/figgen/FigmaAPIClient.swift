import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP for `figgen fetch`: GET requests to the Figma REST API (with the token) and downloads of the files its
/// answers link to (without it). Synchronous: each call waits for its answer, so the command reads top to
/// bottom; several threads may call at once (downloads run a few at a time).
///
/// The token is only ever put in the `X-Figma-Token` header of requests to the API base URL. It is never in a
/// URL, a message or a file; API requests do not follow redirects (Figma's API does not redirect), so the
/// header cannot travel to another host, and downloads never carry it.
final class FigmaAPIClient: Sendable {
    static let defaultBaseURL = "https://api.figma.com"
    static let tokenHeader = "X-Figma-Token"

    struct Configuration: Sendable {
        var baseURL: URL
        var token: String
        /// Seconds a request may wait for the server before it fails (idle time, not the whole transfer).
        var timeout: TimeInterval = 60
        /// The longest wait before retrying a rate-limited request, whatever `Retry-After` says.
        var retryCap: TimeInterval = 60
    }

    /// Why a request failed, after any retries.
    enum Failure: Error, Sendable {
        /// The server answered with a status outside 200…299. `message` is the `err`/`message` of a Figma error
        /// body (one line, shortened), `retryAfter` the last `Retry-After` of a 429.
        case status(Int, message: String?, retryAfter: TimeInterval?)
        /// No complete answer: no connection, a timeout, a redirect that was refused, a truncated body.
        case transport(String)
    }

    /// Retries of a 429 answer, each after `Retry-After` (capped); other 5xx answers are retried once.
    static let rateLimitRetries = 3
    static let serverErrorRetries = 1
    /// The wait when a 429 has no usable `Retry-After`, and before retrying a 5xx (both capped).
    static let defaultRetryAfter: TimeInterval = 10
    static let serverErrorDelay: TimeInterval = 2

    let configuration: Configuration
    private let session: URLSession
    private let log: @Sendable (String) -> Void

    /// - Parameter log: receives progress worth telling (a rate-limit wait) as one line for stderr.
    init(_ configuration: Configuration, log: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.log = log
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        // A whole transfer may take longer than one silence; a server that trickles bytes still ends.
        sessionConfiguration.timeoutIntervalForResource = max(configuration.timeout * 10, 600)
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpShouldSetCookies = false
        session = URLSession(configuration: sessionConfiguration, delegate: RedirectPolicy(), delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    // MARK: Requests

    /// `GET <base>/<path>?<query>` with the token; the body of a 2xx answer.
    func get(_ path: String, query: [(name: String, value: String)] = []) throws(Failure) -> Data {
        let url = try apiURL(path, query: query)
        var request = URLRequest(url: url)
        request.setValue(configuration.token, forHTTPHeaderField: Self.tokenHeader)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return try perform(request)
    }

    /// Downloads a file an API answer links to (an image fill, a render). Never sends the token.
    func download(_ url: URL) throws(Failure) -> Data {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            throw .transport("not an http(s) URL")
        }
        return try perform(URLRequest(url: url))
    }

    /// The API URL of `path` (which starts with `/`): the base URL (which may have a path of its own, for a
    /// proxy) and the query, percent-encoded except for the characters node ids are made of.
    func apiURL(_ path: String, query: [(name: String, value: String)]) throws(Failure) -> URL {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var text = base + path
        if !query.isEmpty {
            text += "?" + query.map { Self.percentEncoded($0.name) + "=" + Self.percentEncoded($0.value) }.joined(separator: "&")
        }
        guard let url = URL(string: text) else { throw .transport("cannot form a URL for \(path)") }
        return url
    }

    /// ASCII letters, digits, `-._~` and the `:` and `,` of node id lists stay; everything else is %XX.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: ","):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    /// Sends `request`, retrying rate limits and server errors as documented on the constants.
    private func perform(_ request: URLRequest) throws(Failure) -> Data {
        var rateLimited = 0
        var serverErrors = 0
        while true {
            let response = try send(request)
            switch response.status {
            case 200..<300:
                return response.body
            case 429 where rateLimited < Self.rateLimitRetries:
                rateLimited += 1
                let wait = min(response.retryAfter ?? Self.defaultRetryAfter, configuration.retryCap)
                log("rate limited; retrying in \(Self.seconds(wait)) s (retry \(rateLimited) of \(Self.rateLimitRetries))")
                Thread.sleep(forTimeInterval: wait)
            case 500..<600 where response.status != 501 && serverErrors < Self.serverErrorRetries:
                serverErrors += 1
                let wait = min(Self.serverErrorDelay, configuration.retryCap)
                log("server error (HTTP \(response.status)); retrying in \(Self.seconds(wait)) s")
                Thread.sleep(forTimeInterval: wait)
            default:
                throw .status(response.status, message: Self.errorMessage(in: response.body), retryAfter: response.retryAfter)
            }
        }
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? String(Int(interval)) : String(format: "%.1f", interval)
    }

    private struct Response {
        var status: Int
        var body: Data
        var retryAfter: TimeInterval?
    }

    /// One exchange, waited for. A body shorter than the `Content-Length` the server announced is a failure,
    /// not a smaller file (unless the body was decompressed, when the lengths differ by design).
    private func send(_ request: URLRequest) throws(Failure) -> Response {
        let box = ExchangeBox()
        let finished = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            box.set(data: data, response: response, error: error)
            finished.signal()
        }
        task.resume()
        finished.wait()
        let (data, response, error) = box.get()
        if let error {
            throw .transport(Self.describe(error))
        }
        guard let http = response as? HTTPURLResponse else { throw .transport("no HTTP answer") }
        let body = data ?? Data()
        if (300..<400).contains(http.statusCode) {
            throw .transport("the server answered with a redirect (HTTP \(http.statusCode)) figgen does not follow")
        }
        let encoding = (http.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased()
        if encoding == "identity", http.expectedContentLength >= 0, Int64(body.count) != http.expectedContentLength {
            throw .transport("the connection closed after \(body.count) of \(http.expectedContentLength) bytes")
        }
        let retryAfter = http.value(forHTTPHeaderField: "Retry-After")
            .flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) }
            .flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        return Response(status: http.statusCode, body: body, retryAfter: retryAfter)
    }

    /// A transport error in words; never the URL (which for an API request names the file, and is shown
    /// by the caller where useful).
    private static func describe(_ error: Error) -> String {
        if let urlError = error as? URLError {
            switch urlError.code {
            case .timedOut: return "timed out waiting for the server"
            case .cannotConnectToHost: return "cannot connect to the server"
            case .cannotFindHost, .dnsLookupFailed: return "cannot find the server (DNS)"
            case .notConnectedToInternet: return "not connected to the internet"
            case .networkConnectionLost: return "the connection was lost"
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
                 .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
                return "the secure connection failed"
            case .cancelled: return "the request was cancelled"
            default: break
            }
        }
        let nsError = error as NSError
        return "network error \(nsError.code)"
    }

    /// The message of a Figma error body: `{"status": 403, "err": "…"}` or `{"error": true, "message": "…"}`.
    static func errorMessage(in body: Data) -> String? {
        guard body.count <= 64 << 10, let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return nil }
        guard let message = (object["err"] as? String) ?? (object["message"] as? String) else { return nil }
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return nil }
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}

/// The result of one exchange, handed from URLSession's queue to the waiting thread.
private final class ExchangeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var response: URLResponse?
    private var error: Error?

    func set(data: Data?, response: URLResponse?, error: Error?) {
        lock.lock()
        defer { lock.unlock() }
        self.data = data
        self.response = response
        self.error = error
    }

    func get() -> (Data?, URLResponse?, Error?) {
        lock.lock()
        defer { lock.unlock() }
        return (data, response, error)
    }
}

/// Requests carrying the token are never redirected (the 3xx answer itself comes back, and is an error);
/// downloads may be redirected, to http(s) only.
private final class RedirectPolicy: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        if task.originalRequest?.value(forHTTPHeaderField: FigmaAPIClient.tokenHeader) != nil {
            completionHandler(nil)
            return
        }
        guard let scheme = request.url?.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            completionHandler(nil)
            return
        }
        var stripped = request
        stripped.setValue(nil, forHTTPHeaderField: FigmaAPIClient.tokenHeader)
        completionHandler(stripped)
    }
}
