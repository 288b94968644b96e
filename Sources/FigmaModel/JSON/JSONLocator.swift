/// Turns a byte-offset error into a `FigmaModelError` with a JSON path and node id. Runs only after
/// a failure, so the reader's hot path never tracks paths. It re-reads the input up to the offset,
/// iteratively (any depth), and then reads on just far enough to find the enclosing node's `id`.
enum JSONLocator {
    private struct Container {
        var isObject: Bool
        var key: String?      // objects: the key whose value is being read
        var index = -1        // arrays: index of the element being read
        var isNode: Bool
        var nodeID: String?
    }

    static func locate(_ error: JSONScanError, in bytes: UnsafeRawBufferPointer) -> FigmaModelError {
        var walk = Walk(bytes: bytes, target: error.offset)
        walk.run()
        let kind: FigmaModelError.Kind
        switch error.kind {
        case .unexpectedEnd: kind = .truncated
        case .invalidUTF8: kind = .invalidUTF8
        case .typeMismatch(let expected, let found): kind = .typeMismatch(expected: expected, found: found)
        case .missingKey(let key):
            kind = walk.containers.isEmpty && error.offset == 0
                ? .notAFigmaExport("expected a 'document' (files response) or 'nodes' (nodes response) key")
                : .missingKey(key)
        case .invalidValue(let detail): kind = .invalidValue(detail)
        case .unexpectedByte(let byte, let expected): kind = .malformedJSON("expected \(expected), found \(describe(byte))")
        case .invalidEscape: kind = .malformedJSON("invalid escape sequence in string")
        case .controlCharacterInString: kind = .malformedJSON("unescaped control character in string")
        case .invalidNumber: kind = .malformedJSON("invalid number")
        case .numberOutOfRange: kind = .invalidValue("number out of range")
        case .trailingData: kind = .malformedJSON("unexpected data after the top-level value")
        }
        if case .missingKey = error.kind, walk.containers.isEmpty, error.offset == 0 {
            return FigmaModelError(kind: kind, path: .root, nodeID: nil, byteOffset: error.offset)
        }
        return FigmaModelError(kind: kind, path: walk.path, nodeID: walk.nodeID, byteOffset: error.offset)
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private struct Walk {
        var scanner: JSONScanner
        let target: Int
        var containers: [Container] = []
        var path = JSONPath.root
        var nodeID: String?

        init(bytes: UnsafeRawBufferPointer, target: Int) {
            scanner = JSONScanner(bytes)
            self.target = target
        }

        private var currentPath: JSONPath {
            var components: [JSONPath.Component] = []
            for container in containers {
                if container.isObject {
                    if let key = container.key { components.append(.key(key)) }
                } else if container.index >= 0 {
                    components.append(.index(container.index))
                }
            }
            return JSONPath(components)
        }

        /// Does the value about to be read open a node object?
        private var nextValueIsNode: Bool {
            guard let parent = containers.last else { return false }
            if parent.isObject { return parent.key == "document" }
            let grandparent = containers.count >= 2 ? containers[containers.count - 2] : nil
            return parent.isObject == false && grandparent?.isObject == true && grandparent?.key == "children" && grandparent?.isNode == true
        }

        mutating func run() {
            var located = false
            var nodeDepth = 0
            // Each iteration reads one value (after which containers are closed or advanced).
            loop: while true {
                if !located {
                    scanner.skipWhitespace()
                    if scanner.offset >= target {
                        located = true
                        // The value at the target may itself be a node (a missing-key error names it).
                        let opensNode = nextValueIsNode && (try? scanner.peekKind()) == .object
                        guard let depth = locate(openingNode: opensNode) else { return }
                        nodeDepth = depth
                    }
                }
                guard let kind = try? scanner.peekKind() else { break }
                let valueStart = scanner.offset
                switch kind {
                case .object:
                    let isNode = nextValueIsNode
                    guard let empty = try? scanner.beginObject() else { break loop }
                    if empty { break }
                    containers.append(Container(isObject: true, key: nil, isNode: isNode))
                    if !readKey() { break loop }
                    continue loop
                case .array:
                    guard let empty = try? scanner.beginArray() else { break loop }
                    if empty { break }
                    containers.append(Container(isObject: false, key: nil, index: 0, isNode: false))
                    continue loop
                default:
                    // A scalar. Capture node ids on the way.
                    if kind == .string, let last = containers.last, last.isObject, last.isNode, last.key == "id", last.nodeID == nil {
                        guard let id = try? scanner.readString() else { break loop }
                        containers[containers.count - 1].nodeID = id
                        if located, containers.count - 1 == nodeDepth {
                            nodeID = id
                            return
                        }
                    } else if (try? scanner.skipValue()) == nil {
                        // A broken string (the error itself, often): step over it to keep looking for the node id.
                        guard kind == .string, skipBrokenString(from: valueStart) else { break loop }
                    }
                    if !located && scanner.offset > target && valueStart < target {
                        located = true
                        guard let depth = locate(openingNode: false) else { return }
                        nodeDepth = depth
                    }
                }
                // After a value: advance or close containers.
                while let last = containers.last {
                    if last.isObject {
                        guard let more = try? scanner.nextMember() else { break loop }
                        if more {
                            if !readKey() { break loop }
                            continue loop
                        }
                    } else {
                        guard let more = try? scanner.nextElement() else { break loop }
                        if more {
                            containers[containers.count - 1].index += 1
                            continue loop
                        }
                    }
                    let closed = containers.removeLast()
                    if located && containers.count < nodeDepth + 1 && closed.isNode { return }
                }
                break
            }
            if !located {
                // The input ended (or broke) before the target: the error is where the walk stopped.
                _ = locate(openingNode: false)
            }
        }

        /// Moves past the closing quote of a string that failed validation; false if there is none.
        private mutating func skipBrokenString(from start: Int) -> Bool {
            var position = start + 1
            while position < scanner.count {
                let byte = scanner.base[position]
                if byte == UInt8(ascii: "\\") {
                    position += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    scanner.offset = position + 1
                    return true
                }
                position += 1
            }
            return false
        }

        /// Records the path at the target and decides where the node id comes from: the node about to
        /// open, or the innermost enclosing node. Returns that node's container depth while its id is
        /// still to be read, or nil when the walk is done (id found, or no enclosing node).
        private mutating func locate(openingNode: Bool) -> Int? {
            path = currentPath
            if openingNode { return containers.count }
            guard let depth = containers.lastIndex(where: { $0.isNode }) else { return nil }
            if let id = containers[depth].nodeID {
                nodeID = id
                return nil
            }
            return depth
        }

        private mutating func readKey() -> Bool {
            guard let raw = try? scanner.readKeyBytes() else { return false }
            containers[containers.count - 1].key = String(decoding: raw, as: UTF8.self)
            return true
        }
    }
}
