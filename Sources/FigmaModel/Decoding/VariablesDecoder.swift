extension FigmaVariables {
    /// Decodes the variables endpoint's answer, bare (`{variableCollections, variables}`) or as the live API
    /// wraps it (`{status, error, meta: {…}}`). Same reader and rule as for exports: a collection, variable or
    /// mode value of an unexpected shape is skipped and recorded (`tolerated`); only bytes that are not JSON or
    /// JSON that is not such an answer are rejected, with the JSON path.
    public static func decode(_ input: UnsafeRawBufferPointer) throws(FigmaModelError) -> FigmaVariables {
        let encoding = TextEncoding.check(input)
        if let unsupported = encoding.unsupported {
            throw FigmaModelError(kind: .unsupportedEncoding(unsupported), path: .root)
        }
        let bytes = UnsafeRawBufferPointer(rebasing: input[encoding.skip...])
        var decoder = VariablesDecoder(reader: ValueReader(scanner: JSONScanner(bytes)))
        let outcome: Result<FigmaVariables, JSONScanError>
        do {
            outcome = .success(try decoder.decode())
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(var variables):
            variables.tolerated = decoder.reader.log.entries.map { entry in
                let located = JSONLocator.locate(entry.error, in: bytes)
                return ToleratedValue(field: entry.field, problem: located.message, firstPath: located.path,
                                      firstNodeID: nil, count: entry.count)
            }
            return variables
        case .failure(let error):
            if let problem = decoder.notAnAnswer {
                throw FigmaModelError(kind: .notAFigmaExport(problem), path: .root)
            }
            var located = JSONLocator.locate(error, in: bytes)
            located.nodeID = nil
            located.byteOffset += encoding.skip
            throw located
        }
    }

    public static func decode(_ bytes: [UInt8]) throws(FigmaModelError) -> FigmaVariables {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(FigmaModelError) in try decode(buffer) } }
        return try result.get()
    }

    public static func decode(_ text: String) throws(FigmaModelError) -> FigmaVariables {
        try decode(Array(text.utf8))
    }
}

struct VariablesDecoder {
    var reader: ValueReader
    /// Set when the JSON is valid but not a variables answer (said in words, not as a JSON path).
    var notAnAnswer: String?

    mutating func decode() throws(JSONScanError) -> FigmaVariables {
        var result = FigmaVariables()
        var sawContent = false
        var apiError: (status: Int?, flagged: Bool) = (nil, false)
        let start = reader.scanner.offset
        let root = JSONPath.root
        try reader.readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .meta:
                sawContent = try Self.readContent(&reader, into: &result, path: root.appending("meta")) || sawContent
            case .variableCollections, .variables:
                sawContent = true
                try Self.readMember(key, &reader, into: &result, path: root)
            case .status:
                apiError.status = try reader.tolerant("status", fallback: nil) { (reader: inout ValueReader) throws(JSONScanError) -> Int? in try reader.scanner.readInt() }
            case .error:
                apiError.flagged = try reader.tolerant("error", fallback: false) { (reader: inout ValueReader) throws(JSONScanError) in try reader.scanner.readBool() }
            default:
                try reader.scanner.skipValue()
            }
        }
        try reader.scanner.expectEnd()
        if apiError.flagged {
            notAnAnswer = "the answer is an API error" + (apiError.status.map { " (status \($0))" } ?? "") + ", not variables"
            throw JSONScanError(kind: .invalidValue("error answer"), offset: start)
        }
        if !sawContent {
            notAnAnswer = "expected 'variableCollections' and 'variables' (the answer of GET /v1/files/:key/variables/local) or its 'meta'"
            throw JSONScanError(kind: .missingKey("variables"), offset: start)
        }
        return result
    }

    /// `meta`: the collections and variables. Returns whether it held either.
    private static func readContent(_ reader: inout ValueReader, into result: inout FigmaVariables, path: JSONPath) throws(JSONScanError) -> Bool {
        var saw = false
        try reader.readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .variableCollections, .variables:
                saw = true
                try readMember(key, &reader, into: &result, path: path)
            default:
                try reader.scanner.skipValue()
            }
        }
        return saw
    }

    private static func readMember(_ key: Key, _ reader: inout ValueReader, into result: inout FigmaVariables, path: JSONPath) throws(JSONScanError) {
        if try reader.scanner.consumeNull() { return }
        let mapPath = path.appending(key.name)
        if key == .variableCollections {
            let map = try reader.readTolerantMap(key.name) { (reader: inout ValueReader) throws(JSONScanError) in try reader.readCollection() }
            for (id, collection) in map.entries {
                var collection = collection
                if collection.id.isEmpty { collection.id = id }
                collection.path = mapPath.appending(id)
                result.collections.append(collection)
            }
        } else {
            let map = try reader.readTolerantMap(key.name) { (reader: inout ValueReader) throws(JSONScanError) in try reader.readVariable() }
            for (id, variable) in map.entries {
                var variable = variable
                if variable.id.isEmpty { variable.id = id }
                variable.path = mapPath.appending(id)
                result.variables.append(variable)
            }
        }
    }
}

extension ValueReader {
    mutating func readCollection() throws(JSONScanError) -> VariableCollection {
        let start = scanner.offset
        var collection = VariableCollection(id: "", name: "", modes: [], defaultModeID: nil)
        let seen = try readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .id: collection.id = try reader.scanner.readString()
            case .name: collection.name = try reader.scanner.readString()
            case .key: collection.key = try reader.optionalString()
            case .remote: collection.remote = try reader.tolerant("remote", fallback: false) { (reader: inout ValueReader) throws(JSONScanError) in try reader.scanner.readBool() }
            case .defaultModeId: collection.defaultModeID = try reader.optionalString()
            case .modes:
                collection.modes = try reader.readTolerantArray("modes") { (reader: inout ValueReader) throws(JSONScanError) in try reader.readMode() }
            default: try reader.scanner.skipValue()
            }
        }
        try require([.name], in: seen, objectAt: start)
        return collection
    }

    mutating func readMode() throws(JSONScanError) -> VariableMode {
        let start = scanner.offset
        var mode = VariableMode(id: "", name: "")
        let seen = try readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .modeId: mode.id = try reader.scanner.readString()
            case .name: mode.name = try reader.scanner.readString()
            default: try reader.scanner.skipValue()
            }
        }
        try require([.modeId], in: seen, objectAt: start)
        return mode
    }

    mutating func readVariable() throws(JSONScanError) -> Variable {
        let start = scanner.offset
        var variable = Variable(id: "", name: "", collectionID: "", resolvedType: .unknown(""), valuesByMode: [])
        let seen = try readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
            switch key {
            case .id: variable.id = try reader.scanner.readString()
            case .name: variable.name = try reader.scanner.readString()
            case .key: variable.key = try reader.optionalString()
            case .remote: variable.remote = try reader.tolerant("remote", fallback: false) { (reader: inout ValueReader) throws(JSONScanError) in try reader.scanner.readBool() }
            case .variableCollectionId: variable.collectionID = try reader.scanner.readString()
            case .resolvedType: variable.resolvedType = try reader.readEnum()
            case .description: variable.description = try reader.tolerant("description", fallback: nil) { (reader: inout ValueReader) throws(JSONScanError) in try reader.optionalString() }
            case .scopes:
                variable.scopes = try reader.readTolerantArray("scopes") { (reader: inout ValueReader) throws(JSONScanError) in try reader.scanner.readString() }
            case .codeSyntax:
                variable.codeSyntaxIOS = try reader.tolerant("codeSyntax", fallback: nil) { (reader: inout ValueReader) throws(JSONScanError) -> String? in
                    var ios: String?
                    try reader.readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
                        if key == .iOS { ios = try reader.optionalString() } else { try reader.scanner.skipValue() }
                    }
                    return ios
                }
            case .valuesByMode:
                let values = try reader.readTolerantMap("valuesByMode") { (reader: inout ValueReader) throws(JSONScanError) in try reader.readVariableValue() }
                variable.valuesByMode = values.entries.map { Variable.ModeValue(modeID: $0.key, value: $0.value) }
            default: try reader.scanner.skipValue()
            }
        }
        try require([.name, .variableCollectionId, .resolvedType], in: seen, objectAt: start)
        return variable
    }

    /// A colour (`{r, g, b, a}`), number, string, boolean, or alias (`{type: VARIABLE_ALIAS, id}`).
    mutating func readVariableValue() throws(JSONScanError) -> VariableValue {
        let start = scanner.offset
        switch try scanner.peekKind() {
        case .number: return .number(try scanner.readDouble())
        case .string: return .string(try scanner.readString())
        case .bool: return .boolean(try scanner.readBool())
        case .object:
            var type: String?
            var id: String?
            var color = RGBA(r: 0, g: 0, b: 0, a: 1)
            let seen = try readObject { (reader: inout ValueReader, key: Key) throws(JSONScanError) in
                switch key {
                case .type: type = try reader.scanner.readString()
                case .id: id = try reader.scanner.readString()
                case .r: color.r = try reader.scanner.readDouble()
                case .g: color.g = try reader.scanner.readDouble()
                case .b: color.b = try reader.scanner.readDouble()
                case .a: color.a = try reader.scanner.readDouble()
                default: try reader.scanner.skipValue()
                }
            }
            if type == "VARIABLE_ALIAS" || (type == nil && id != nil) {
                guard let id else { throw JSONScanError(kind: .missingKey("id"), offset: start) }
                return .alias(id)
            }
            if type != nil { throw JSONScanError(kind: .invalidValue("unknown value type '\(type!)'"), offset: start) }
            try require([.r, .g, .b], in: seen, objectAt: start)
            return .color(color)
        case let kind:
            throw scanner.mismatch(expected: "colour, number, string, boolean or alias", found: kind)
        }
    }
}
