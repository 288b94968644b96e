import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server for tests: bound to 127.0.0.1 on a port the kernel picks, answering from a route
/// table, recording every request. One connection at a time, each closed after its answer
/// (`Connection: close`), on a background thread; `stop()` ends it. Nothing here touches the network.
final class LocalHTTPServer: @unchecked Sendable {
    /// One answer.
    struct Response: Sendable {
        enum Mode: Sendable {
            case normal
            /// Announces `Content-Length: claimedLength`, sends the first `sentBytes` of the body, then closes.
            case truncated(claimedLength: Int, sentBytes: Int)
            /// Reads the request and never answers (until the server stops).
            case hang
        }

        var status: Int
        var headers: [String: String] = [:]
        var body: Data = Data()
        var mode: Mode = .normal

        static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Response {
            Response(status: status, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: Data(text.utf8))
        }

        static func bytes(_ data: Data, contentType: String = "application/octet-stream") -> Response {
            Response(status: 200, headers: ["Content-Type": contentType], body: data)
        }
    }

    /// A request as the server read it.
    struct Request: Sendable {
        var method: String
        /// The path, percent-decoded.
        var path: String
        /// The query as sent (still percent-encoded), without `?`.
        var rawQuery: String
        /// Header names lowercased.
        var headers: [String: String]

        /// The query's items, percent-decoded (`ids=12%3A5` → `["ids": "12:5"]`).
        var query: [String: String] {
            var items: [String: String] = [:]
            for pair in rawQuery.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0) }
                items[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return items
        }
    }

    private let lock = NSLock()
    /// Route → answers still to give; the last one repeats.
    private var routes: [String: [Response]] = [:]
    private var recorded: [Request] = []
    private var listener: Int32 = -1
    private var stopped = false
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)
    private(set) var port: UInt16 = 0

    var baseURL: String { "http://127.0.0.1:\(port)" }

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0  // the kernel picks a free port
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw ServerError("bind/listen: \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw ServerError("getsockname: \(String(cString: strerror(errno)))")
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        let thread = Thread { [self] in serve() }
        thread.name = "LocalHTTPServer"
        self.thread = thread
        thread.start()
    }

    deinit {
        stop()
    }

    struct ServerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: Routes and records

    /// Answers requests for `route` — a path (`/v1/files/KEY`), or a path and decoded query
    /// (`/v1/files/KEY?geometry=paths`), which wins over the bare path — with `responses` in turn, the last
    /// one for every further request.
    func route(_ route: String, _ responses: Response...) {
        lock.lock()
        defer { lock.unlock() }
        routes[route] = responses
    }

    var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func requests(to path: String) -> [Request] {
        requests.filter { $0.path == path }
    }

    private func response(for request: Request) -> Response {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(request)
        let decodedQuery = request.rawQuery.removingPercentEncoding ?? request.rawQuery
        for key in [request.path + "?" + decodedQuery, request.path] {
            guard var queue = routes[key], let first = queue.first else { continue }
            if queue.count > 1 {
                queue.removeFirst()
                routes[key] = queue
            }
            return first
        }
        return .json(#"{"status": 404, "err": "Not found"}"#, status: 404)
    }

    // MARK: Serving

    func stop() {
        lock.lock()
        let wasRunning = !stopped && listener >= 0
        stopped = true
        lock.unlock()
        if wasRunning { finished.wait() }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func serve() {
        defer {
            close(listener)
            finished.signal()
        }
        while !isStopped {
            guard wait(for: listener, milliseconds: 50) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            handle(connection)
            close(connection)
        }
    }

    /// Whether `descriptor` is readable within the time (polling keeps `stop()` prompt).
    private func wait(for descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    private func handle(_ connection: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let request = readRequest(connection) else { return }
        let response = response(for: request)
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        var headers = response.headers
        switch response.mode {
        case .normal:
            headers["Content-Length"] = String(response.body.count)
        case .truncated(let claimed, _):
            headers["Content-Length"] = String(claimed)
        case .hang:
            while !isStopped { Thread.sleep(forTimeInterval: 0.05) }
            return
        }
        headers["Connection"] = "close"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        if case .truncated(_, let sent) = response.mode {
            bytes += response.body.prefix(sent)
        } else if request.method != "HEAD" {
            bytes += response.body
        }
        send(bytes, to: connection)
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while buffer.range(of: end) == nil {
            guard wait(for: connection, milliseconds: 5000) else { return nil }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            if buffer.count > 1 << 20 { return nil }
        }
        let headEnd = buffer.range(of: end)!.lowerBound
        let lines = String(decoding: buffer[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let target = String(requestLine[1])
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let path = String(pathPart[0])
        return Request(method: String(requestLine[0]), path: path.removingPercentEncoding ?? path,
                       rawQuery: pathPart.count > 1 ? String(pathPart[1]) : "", headers: headers)
    }

    private func send(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let written = Darwin.send(connection, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
