// The syntax of figgen's dialect of Swift: what its generated files are written in (structs of views built with
// result builders, modifiers on their own lines, token namespaces in extensions). A tokenizer and a
// recursive-descent parser into a small tree of declarations, statements and expressions, each with the line it
// starts on, so the layout model can key views to the manifest's layer lines. It reads any Swift it is given
// without failing: what it does not know becomes an `unsupported` node the model reports as not modelled.

/// One token of Swift source.
struct DialectToken: Equatable {
    enum Kind: Equatable {
        case identifier, number, string, punctuation, directive, end
    }

    var kind: Kind
    var text: String
    /// 1-based.
    var line: Int
    /// A line break between this token and the one before it.
    var startsLine: Bool
    /// Whitespace (or a line break) before it.
    var spaced: Bool
}

enum DialectLexer {
    /// The tokens of `source`; comments dropped, string literals unescaped. Never fails: a stray character is
    /// a punctuation token of its own.
    static func tokens(_ source: String) -> [DialectToken] {
        var tokens: [DialectToken] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0, line = 1
        var startsLine = true, spaced = true
        func add(_ kind: DialectToken.Kind, _ text: String, at tokenLine: Int) {
            tokens.append(DialectToken(kind: kind, text: text, line: tokenLine, startsLine: startsLine, spaced: spaced))
            startsLine = false
            spaced = false
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                line += 1
                startsLine = true
                spaced = true
                index += 1
            case " ", "\t", "\r":
                spaced = true
                index += 1
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "/":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
                var depth = 0
                repeat {
                    if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                        depth += 1
                        index += 2
                    } else if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        if scalars[index] == "\n" {
                            line += 1
                            startsLine = true
                        }
                        index += 1
                    }
                } while depth > 0 && index < scalars.count
                spaced = true
            case "\"":
                let startLine = line
                let (text, end, lines) = string(scalars, from: index)
                add(.string, text, at: startLine)
                line += lines
                index = end
            case "#":
                // `#if`, `#Preview`, `#endif`: a directive token with its word.
                var end = index + 1
                while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                add(.directive, String(String.UnicodeScalarView(scalars[index..<end])), at: line)
                index = end
            case "`":
                var end = index + 1
                while end < scalars.count, scalars[end] != "`", scalars[end] != "\n" { end += 1 }
                add(.identifier, String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)])), at: line)
                index = min(end + 1, scalars.count)
            case _ where isDigit(scalar):
                var end = index
                while end < scalars.count, isDigit(scalars[end]) || scalars[end] == "_" || scalars[end] == "." && end + 1 < scalars.count && isDigit(scalars[end + 1])
                        || scalars[end] == "e" || scalars[end] == "E" || (scalars[end] == "-" || scalars[end] == "+") && end > index && (scalars[end - 1] == "e" || scalars[end - 1] == "E") {
                    end += 1
                }
                add(.number, String(String.UnicodeScalarView(scalars[index..<end])).replacingOccurrences(of: "_", with: ""), at: line)
                index = end
            case _ where isIdentifierStart(scalar):
                var end = index
                while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                add(.identifier, String(String.UnicodeScalarView(scalars[index..<end])), at: line)
                index = end
            default:
                // Operators of several characters that matter here; every other character stands alone.
                let pairs = ["->", "==", "!=", "&&", "||", "??", "<=", ">=", "..."]
                var matched = false
                for pair in pairs {
                    let pairScalars = Array(pair.unicodeScalars)
                    if index + pairScalars.count <= scalars.count, Array(scalars[index..<(index + pairScalars.count)]) == pairScalars {
                        add(.punctuation, pair, at: line)
                        index += pairScalars.count
                        matched = true
                        break
                    }
                }
                if !matched {
                    add(.punctuation, String(scalar), at: line)
                    index += 1
                }
            }
        }
        tokens.append(DialectToken(kind: .end, text: "", line: line, startsLine: true, spaced: true))
        return tokens
    }

    /// A string literal from its opening quote: its value (escapes read; an interpolation kept as written), the
    /// index after it, and the line breaks inside it.
    private static func string(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int, Int) {
        var index = start
        let multiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        index += multiline ? 3 : 1
        var value = String.UnicodeScalarView()
        var lines = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                if !multiline { return (String(value), index + 1, lines) }
                if index + 2 < scalars.count, scalars[index + 1] == "\"", scalars[index + 2] == "\"" { return (String(value), index + 3, lines) }
            }
            if scalar == "\n" {
                lines += 1
                if !multiline { return (String(value), index, lines - 1) }  // unterminated: end at the line
            }
            if scalar == "\\", index + 1 < scalars.count {
                let next = scalars[index + 1]
                index += 2
                switch next {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "u":
                    var hex = ""
                    if index < scalars.count, scalars[index] == "{" {
                        index += 1
                        while index < scalars.count, scalars[index] != "}" {
                            hex.unicodeScalars.append(scalars[index])
                            index += 1
                        }
                        index += 1
                    }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { value.append(decoded) }
                case "(":
                    // An interpolation: kept as written (its value is not needed for layout).
                    var depth = 1
                    value.append("\\")
                    value.append("(")
                    while index < scalars.count, depth > 0 {
                        if scalars[index] == "(" { depth += 1 }
                        if scalars[index] == ")" { depth -= 1 }
                        value.append(scalars[index])
                        index += 1
                    }
                default: value.append(next)
                }
                continue
            }
            value.append(scalar)
            index += 1
        }
        return (String(value), index, lines)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar.value >= 0x80 && scalar.properties.isXIDStart
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar) || scalar.value >= 0x80 && scalar.properties.isXIDContinue
    }
}

// MARK: - Syntax tree

/// An expression and the line it starts on.
final class DialectExpr {
    indirect enum Kind {
        case identifier(String)
        /// `.name` with no base (an implicit member: `.leading`, `.infinity`).
        case implicitMember(String)
        case number(Double)
        case string(String)
        case bool(Bool)
        case nilLiteral
        case member(DialectExpr, String)
        case call(DialectExpr, [DialectArgument])
        case closure(parameters: [String], body: [DialectStatement])
        case binary(String, DialectExpr, DialectExpr)
        case prefix(String, DialectExpr)
        /// `(a)`, `(a, b)`, `(label: a)`.
        case tuple([DialectArgument])
        case array([DialectExpr])
        case cast(DialectExpr, String)
        case ternary(DialectExpr, DialectExpr, DialectExpr)
        case unsupported(String)
    }

    let kind: Kind
    let line: Int

    init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

struct DialectArgument {
    var label: String?
    var value: DialectExpr
}

indirect enum DialectStatement {
    case expression(DialectExpr)
    case ifStatement(condition: DialectExpr, then: [DialectStatement], otherwise: [DialectStatement]?, line: Int)
    /// Cases in order; a nil pattern list is `default`.
    case switchStatement(subject: DialectExpr, cases: [(patterns: [DialectExpr]?, body: [DialectStatement])], line: Int)
    case declaration(name: String, value: DialectExpr)
    case returnStatement(DialectExpr?)
    case assignment(DialectExpr, DialectExpr)
    case unsupported(String, line: Int)
}

/// A parameter of an `init` or `func`: its argument label, its local name, its default.
struct DialectParameter {
    var label: String?
    var name: String
    var defaultValue: DialectExpr?
    /// The names its type is written with (`() -> Slot?`: `Slot`).
    var typeNames: [String] = []
    /// Whether its type is a function type (`() -> Slot`): an unlabelled trailing closure can go to it.
    var takesClosure = false
}

/// A function, `init` or computed property: parameters (none for a property) and a body.
struct DialectFunction {
    var parameters: [DialectParameter]
    var body: [DialectStatement]
    var line: Int
}

/// A struct, class, enum or extension: what the layout model reads of it.
final class DialectType {
    var name: String
    var isExtension: Bool
    var inherits: [String] = []
    /// Stored properties in order, with their default (a `let`/`var` with `=` and no body).
    var storedProperties: [(name: String, value: DialectExpr?)] = []
    var staticProperties: [String: DialectExpr] = [:]
    /// Computed properties (`var body: some View { … }`).
    var computed: [String: DialectFunction] = [:]
    var functions: [String: DialectFunction] = [:]
    var initializers: [DialectFunction] = []
    var nested: [DialectType] = []
    var line: Int

    init(name: String, isExtension: Bool, line: Int) {
        self.name = name
        self.isExtension = isExtension
        self.line = line
    }
}

/// A parsed Swift file: its top-level types and extensions.
struct DialectFile {
    var name: String
    var types: [DialectType]
}

// MARK: - Parser

struct DialectParser {
    private var tokens: [DialectToken]
    private var position = 0
    /// Brackets and closures open around the current token: past `maximumNesting` the rest of a group is skipped
    /// and read as unsupported, so no input can exhaust the stack.
    private var nesting = 0
    static let maximumNesting = 160
    /// Links of the chains being read (`.padding(1)`, `+ 1`, `as T`), each a level of the tree: with `nesting`, at
    /// most `maximumDepth`; past it the rest of a chain is read and dropped, the chain "too deep to model", so no
    /// tree is deep enough to exhaust the stack when it is walked or freed.
    private var links = 0
    static let maximumDepth = 400
    static let tooDeepChain = "too deep to model (a chain of calls, members or operators nested more than \(maximumDepth) levels)"

    /// Adds a link to the chain `value` heads: the new link, or (past `maximumDepth`) the chain as too deep.
    private mutating func link(_ value: DialectExpr, _ make: () -> DialectExpr) -> DialectExpr {
        if case .unsupported(Self.tooDeepChain) = value.kind { return value }
        links += 1
        guard nesting + links <= Self.maximumDepth else { return DialectExpr(.unsupported(Self.tooDeepChain), line: value.line) }
        return make()
    }

    init(_ source: String) {
        tokens = DialectLexer.tokens(source)
    }

    static func parse(_ source: String, name: String) -> DialectFile {
        var parser = DialectParser(source)
        return DialectFile(name: name, types: parser.declarations(until: nil, into: nil))
    }

    /// Parses one expression (for tests and snippets).
    static func expression(_ source: String) -> DialectExpr {
        var parser = DialectParser(source)
        return parser.expression()
    }

    /// Parses statements (a builder body) (for tests and snippets).
    static func statements(_ source: String) -> [DialectStatement] {
        var parser = DialectParser(source)
        return parser.statements(until: nil)
    }

    private var current: DialectToken { tokens[position] }
    private func peek(_ offset: Int = 1) -> DialectToken { tokens[min(position + offset, tokens.count - 1)] }
    private var atEnd: Bool { current.kind == .end }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func isPunctuation(_ text: String, _ token: DialectToken? = nil) -> Bool {
        let token = token ?? current
        return token.kind == .punctuation && token.text == text
    }

    private func isWord(_ text: String, _ token: DialectToken? = nil) -> Bool {
        let token = token ?? current
        return token.kind == .identifier && token.text == text
    }

    private mutating func expect(_ text: String) {
        if isPunctuation(text) { advance() }
    }

    /// Skips a balanced group from an opening bracket (or a single token).
    private mutating func skipBalanced() {
        let pairs: [String: String] = ["(": ")", "{": "}", "[": "]"]
        guard current.kind == .punctuation, let close = pairs[current.text] else {
            advance()
            return
        }
        let open = current.text
        var depth = 0
        repeat {
            if isPunctuation(open) { depth += 1 } else if isPunctuation(close) { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd
    }

    private mutating func skipToLineEnd() {
        let line = current.line
        while !atEnd, current.line == line { advance() }
    }

    private static let modifierWords: Set<String> = ["public", "private", "fileprivate", "internal", "open", "static", "final", "nonisolated", "mutating",
                                                     "override", "required", "convenience", "indirect", "lazy", "weak", "unowned", "dynamic", "class",
                                                     "package"]

    // MARK: Declarations

    /// Declarations until `}` (or the end); members are added to `owner`, types are returned.
    private mutating func declarations(until close: String?, into owner: DialectType?) -> [DialectType] {
        var types: [DialectType] = []
        while !atEnd {
            if let close, isPunctuation(close) {
                advance()
                break
            }
            let token = current
            if token.kind == .directive {
                // `#if …`, `#else`, `#endif`: both branches are read; `#Preview { … }` is skipped.
                if token.text == "#Preview" {
                    advance()
                    if isPunctuation("(") { skipBalanced() }
                    if isPunctuation("{") { skipBalanced() }
                } else {
                    skipToLineEnd()
                }
                continue
            }
            if isPunctuation("@") {
                advance()
                advance()
                if isPunctuation("("), !current.spaced { skipBalanced() }
                continue
            }
            guard token.kind == .identifier else {
                skipBalanced()
                continue
            }
            // `class Name` declares a type; `class func`, `class var` and the other modifiers are skipped.
            let declaresClass = token.text == "class" && peek().kind == .identifier && !Self.modifierWords.contains(peek().text)
                && !["func", "var", "let", "init", "subscript"].contains(peek().text)
            if Self.modifierWords.contains(token.text), !declaresClass {
                advance()
                if isPunctuation("("), !current.spaced { skipBalanced() }  // `private(set)`
                continue
            }
            switch token.text {
            case "import", "typealias", "associatedtype", "precedencegroup", "operator":
                skipToLineEnd()
            case "struct", "class", "enum", "extension", "protocol", "actor":
                advance()
                let line = token.line
                var name = ""
                while current.kind == .identifier || isPunctuation(".") {
                    name += current.text
                    advance()
                }
                let type = DialectType(name: name, isExtension: token.text == "extension", line: line)
                // Generic parameters, inheritance, where clauses: up to the body.
                var inherits: [String] = []
                var depth = 0
                while !atEnd, !(depth == 0 && isPunctuation("{")) {
                    if isPunctuation("<") { depth += 1 } else if isPunctuation(">") { depth -= 1 }
                    if depth == 0, current.kind == .identifier, position > 0, isPunctuation(":", tokens[position - 1]) || isPunctuation(",", tokens[position - 1]) {
                        inherits.append(current.text)
                    }
                    advance()
                }
                type.inherits = inherits
                if nesting >= Self.maximumNesting {
                    skipBalanced()
                    continue
                }
                expect("{")
                nesting += 1
                let nested = declarations(until: "}", into: type)
                nesting -= 1
                type.nested = nested
                if token.text == "protocol" { continue }
                types.append(type)
            case "case":
                skipToLineEnd()
            case "init":
                advance()
                if isPunctuation("?") || isPunctuation("!") { advance() }
                let line = token.line
                let parameters = parameterList()
                skipSignatureTail()
                if isPunctuation("{") {
                    advance()
                    let body = statements(until: "}")
                    owner?.initializers.append(DialectFunction(parameters: parameters, body: body, line: line))
                }
            case "deinit":
                advance()
                if isPunctuation("{") { skipBalanced() }
            case "func":
                advance()
                let name = current.text
                let line = token.line
                advance()
                if isPunctuation("<") { skipGenericClause() }
                let parameters = parameterList()
                skipSignatureTail()
                if isPunctuation("{") {
                    advance()
                    let body = statements(until: "}")
                    owner?.functions[name] = DialectFunction(parameters: parameters, body: body, line: line)
                }
            case "var", "let":
                advance()
                let isStatic = position >= 2 && (isWord("static", tokens[position - 2]) || isWord("class", tokens[position - 2]))
                let isVar = token.text == "var"
                let name = current.text
                let line = token.line
                advance()
                // A `var` of an optional type without a default starts as nil (`@State private var sheet: Screen?`).
                var startsAsNil = false
                if isPunctuation(":") {
                    advance()
                    skipType()
                    startsAsNil = isVar && position > 0 && tokens[position - 1].text == "?"
                }
                if isPunctuation("=") {
                    advance()
                    let value = expression()
                    if isStatic { owner?.staticProperties[name] = value } else { owner?.storedProperties.append((name, value)) }
                    // `didSet { … }` after a default is not read.
                    if isPunctuation("{"), isWord("didSet", peek()) || isWord("willSet", peek()) { skipBalanced() }
                } else if isPunctuation("{") {
                    advance()
                    // `{ didSet { … } }` observers make it stored; anything else is a getter body.
                    if isWord("didSet") || isWord("willSet") {
                        while !atEnd, !isPunctuation("}") { skipBalanced() }
                        expect("}")
                        owner?.storedProperties.append((name, nil))
                    } else if isWord("get") && peek().kind == .punctuation && peek().text == "{" {
                        advance()
                        advance()
                        let body = statements(until: "}")
                        while !atEnd, !isPunctuation("}") { skipBalanced() }
                        expect("}")
                        owner?.computed[name] = DialectFunction(parameters: [], body: body, line: line)
                    } else {
                        let body = statements(until: "}")
                        owner?.computed[name] = DialectFunction(parameters: [], body: body, line: line)
                    }
                } else {
                    if !isStatic { owner?.storedProperties.append((name, startsAsNil ? DialectExpr(.nilLiteral, line: line) : nil)) }
                }
            case "subscript":
                advance()
                if isPunctuation("(") { skipBalanced() }
                skipSignatureTail()
                if isPunctuation("{") { skipBalanced() }
            default:
                skipBalanced()
            }
        }
        return types
    }

    private mutating func skipGenericClause() {
        var depth = 0
        repeat {
            if isPunctuation("<") { depth += 1 } else if isPunctuation(">") { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd
    }

    /// `async throws -> Type where …` up to a body or the next declaration.
    private mutating func skipSignatureTail() {
        let line = current.line
        while !atEnd, !isPunctuation("{"), !isPunctuation("}") {
            if current.startsLine && current.line != line { return }
            if isPunctuation("(") || isPunctuation("[") { skipBalanced() } else if isPunctuation("<") { skipGenericClause() } else { advance() }
        }
    }

    /// A type annotation: up to `=`, `{`, `,` or `)` at depth 0, or the end of the line.
    private mutating func skipType() {
        let line = current.line
        while !atEnd {
            if current.line != line, current.startsLine { return }
            if isPunctuation("=") || isPunctuation(",") || isPunctuation(")") || isPunctuation("}") { return }
            if isPunctuation("{") {
                // `() -> Content {`? a body; `some View {` too.
                return
            }
            if isPunctuation("(") || isPunctuation("[") { skipBalanced() } else if isPunctuation("<") { skipGenericClause() } else { advance() }
        }
    }

    private mutating func parameterList() -> [DialectParameter] {
        guard isPunctuation("(") else { return [] }
        advance()
        var parameters: [DialectParameter] = []
        while !atEnd, !isPunctuation(")") {
            while isPunctuation("@") {
                advance()
                advance()
                if isPunctuation("("), !current.spaced { skipBalanced() }
            }
            var names: [String] = []
            while current.kind == .identifier, names.count < 2, !isPunctuation(":") {
                names.append(current.text)
                advance()
            }
            var typeNames: [String] = []
            var takesClosure = false
            if isPunctuation(":") {
                advance()
                let start = position
                skipType()
                typeNames = tokens[start..<position].filter { $0.kind == .identifier }.map(\.text)
                takesClosure = tokens[start..<position].contains { $0.kind == .punctuation && $0.text == "->" }
            }
            var defaultValue: DialectExpr?
            if isPunctuation("=") {
                advance()
                defaultValue = expression()
            }
            let label = names.count == 2 ? (names[0] == "_" ? nil : names[0]) : names.first
            parameters.append(DialectParameter(label: label, name: names.last ?? "_", defaultValue: defaultValue, typeNames: typeNames, takesClosure: takesClosure))
            if isPunctuation(",") { advance() } else if !isPunctuation(")") { skipBalanced() }
        }
        expect(")")
        return parameters
    }

    // MARK: Statements

    /// Statements until `close` (consumed) or the end.
    private mutating func statements(until close: String?) -> [DialectStatement] {
        var result: [DialectStatement] = []
        if nesting >= Self.maximumNesting {
            let line = current.line
            var depth = 1
            while !atEnd, depth > 0 {
                if isPunctuation("{") { depth += 1 } else if isPunctuation("}") { depth -= 1 }
                advance()
            }
            return [.unsupported("nesting deeper than \(Self.maximumNesting) levels", line: line)]
        }
        nesting += 1
        defer { nesting -= 1 }
        while !atEnd {
            if let close, isPunctuation(close) {
                advance()
                break
            }
            // A switch case's statements end at the switch's closing brace (its caller's).
            if close == nil, isPunctuation("}") { break }
            if isPunctuation(";") {
                advance()
                continue
            }
            if current.kind == .directive {
                skipToLineEnd()
                continue
            }
            // A `case`/`default` ends a switch case's statements (handled by the caller).
            if isWord("case") || isWord("default") && isPunctuation(":", peek()) { break }
            let start = position
            result.append(statement())
            if position == start { advance() }  // never stall on a token nothing reads
        }
        return result
    }

    private mutating func statement() -> DialectStatement {
        let token = current
        if isWord("if") {
            advance()
            return ifStatement(line: token.line)
        }
        if isWord("switch") {
            advance()
            let subject = expression(allowsTrailingClosure: false)
            expect("{")
            var cases: [(patterns: [DialectExpr]?, body: [DialectStatement])] = []
            while !atEnd, !isPunctuation("}") {
                if isWord("case") {
                    advance()
                    var patterns: [DialectExpr] = []
                    while !atEnd, !isPunctuation(":") {
                        patterns.append(expression(allowsTrailingClosure: false))
                        if isPunctuation(",") { advance() } else if !isPunctuation(":") { skipBalanced() }
                    }
                    expect(":")
                    cases.append((patterns, statements(until: nil)))
                } else if isWord("default") {
                    advance()
                    expect(":")
                    cases.append((nil, statements(until: nil)))
                } else {
                    skipBalanced()
                }
            }
            expect("}")
            return .switchStatement(subject: subject, cases: cases, line: token.line)
        }
        if isWord("let") || isWord("var") {
            advance()
            let name = current.text
            advance()
            if isPunctuation(":") {
                advance()
                skipType()
            }
            if isPunctuation("=") {
                advance()
                return .declaration(name: name, value: expression())
            }
            return .unsupported("declaration without a value", line: token.line)
        }
        if isWord("return") {
            advance()
            if isPunctuation("}") || current.startsLine { return .returnStatement(nil) }
            return .returnStatement(expression())
        }
        if isWord("for") || isWord("while") || isWord("guard") || isWord("repeat") || isWord("do") || isWord("defer") {
            let word = token.text
            while !atEnd, !isPunctuation("{") { advance() }
            skipBalanced()
            if word == "guard" || word == "do" { while isWord("else") || isWord("catch") { advance(); while !atEnd, !isPunctuation("{") { advance() }; skipBalanced() } }
            return .unsupported(word, line: token.line)
        }
        let value = expression()
        if isPunctuation("=") {
            advance()
            return .assignment(value, expression())
        }
        return .expression(value)
    }

    private mutating func ifStatement(line: Int) -> DialectStatement {
        let condition = expression(allowsTrailingClosure: false)
        var then: [DialectStatement] = []
        if isPunctuation("{") {
            advance()
            then = statements(until: "}")
        }
        var otherwise: [DialectStatement]?
        if isWord("else") {
            advance()
            if isWord("if") {
                let elseLine = current.line
                advance()
                if nesting >= Self.maximumNesting {
                    otherwise = [.unsupported("nesting deeper than \(Self.maximumNesting) levels", line: elseLine)]
                    skipBalancedStatements()
                } else {
                    nesting += 1
                    otherwise = [ifStatement(line: elseLine)]
                    nesting -= 1
                }
            } else if isPunctuation("{") {
                advance()
                otherwise = statements(until: "}")
            }
        }
        return .ifStatement(condition: condition, then: then, otherwise: otherwise, line: line)
    }

    // MARK: Expressions

    private static let binaryPrecedence: [String: Int] = [
        "??": 2, "||": 3, "&&": 4, "==": 5, "!=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5, "+": 6, "-": 6, "*": 7, "/": 7,
    ]

    mutating func expression(allowsTrailingClosure: Bool = true) -> DialectExpr {
        let value = binary(0, allowsTrailingClosure: allowsTrailingClosure)
        if isPunctuation("?"), current.spaced {
            advance()
            // Each ternary nests the next: counted like a bracket, so a chain of them cannot exhaust the stack.
            guard nesting < Self.maximumNesting else { return tooDeep(value.line) }
            nesting += 1
            defer { nesting -= 1 }
            let then = expression(allowsTrailingClosure: allowsTrailingClosure)
            expect(":")
            let otherwise = expression(allowsTrailingClosure: allowsTrailingClosure)
            return DialectExpr(.ternary(value, then, otherwise), line: value.line)
        }
        return value
    }

    private mutating func binary(_ minimum: Int, allowsTrailingClosure: Bool) -> DialectExpr {
        let openLinks = links
        defer { links = openLinks }
        var left = unary(allowsTrailingClosure: allowsTrailingClosure)
        while true {
            if isWord("as") || isWord("is") {
                let isTest = isWord("is")
                advance()
                if isPunctuation("?") || isPunctuation("!") { advance() }
                let typeStart = position
                skipCastType()
                let typeText = tokens[typeStart..<position].map(\.text).joined()
                // `x is T` is a test (`Slot.self is Never.Type`), `x as T` the value itself.
                left = link(left) {
                    isTest ? DialectExpr(.binary("is", left, DialectExpr(.identifier(typeText), line: left.line)), line: left.line)
                           : DialectExpr(.cast(left, typeText), line: left.line)
                }
                continue
            }
            guard current.kind == .punctuation, let precedence = Self.binaryPrecedence[current.text], precedence > minimum else { break }
            // `-` or `+` glued to the next token after a space is a prefix of a new expression, not an operator.
            if (current.text == "-" || current.text == "+"), current.spaced, !peek().spaced, !current.startsLine { break }
            let op = current.text
            advance()
            let right = binary(precedence, allowsTrailingClosure: allowsTrailingClosure)
            left = link(left) { DialectExpr(.binary(op, left, right), line: left.line) }
        }
        return left
    }

    private mutating func skipCastType() {
        if isPunctuation("[") || isPunctuation("(") {
            skipBalanced()
            return
        }
        while current.kind == .identifier || isPunctuation(".") {
            advance()
            if isPunctuation("<") { skipGenericClause() }
        }
        // An optional type (`nil as Never?`): a `?` written against the name, unlike a ternary's.
        if isPunctuation("?"), !current.spaced { advance() }
    }

    private mutating func unary(allowsTrailingClosure: Bool) -> DialectExpr {
        // An operator before `)` or `,` is an operator passed as a function (`reduce(…, +)`), not a prefix.
        if current.kind == .punctuation, ["-", "!", "+"].contains(current.text), !isPunctuation(")", peek()), !isPunctuation(",", peek()) {
            let token = current
            advance()
            guard nesting < Self.maximumNesting else { return tooDeep(token.line) }
            nesting += 1
            defer { nesting -= 1 }
            let operand = unary(allowsTrailingClosure: allowsTrailingClosure)
            if token.text == "-", case .number(let value) = operand.kind { return DialectExpr(.number(-value), line: token.line) }
            return DialectExpr(.prefix(token.text, operand), line: token.line)
        }
        return postfix(allowsTrailingClosure: allowsTrailingClosure)
    }

    private mutating func postfix(allowsTrailingClosure: Bool) -> DialectExpr {
        let openLinks = links
        defer { links = openLinks }
        var value = primary(allowsTrailingClosure: allowsTrailingClosure)
        while !atEnd {
            if isPunctuation("."), peek().kind == .identifier || peek().kind == .number {
                advance()
                let name = current.text
                advance()
                value = link(value) { DialectExpr(.member(value, name), line: value.line) }
                continue
            }
            if isPunctuation("("), !current.startsLine {
                let arguments = argumentList()
                value = link(value) { DialectExpr(.call(value, arguments), line: value.line) }
                continue
            }
            // Not a property's observers after its default (`var isPressed = false { didSet { … } }`).
            if isPunctuation("{"), !current.startsLine, allowsTrailingClosure, !isWord("didSet", peek()), !isWord("willSet", peek()) {
                var arguments: [DialectArgument] = [DialectArgument(label: nil, value: closure())]
                // Labelled trailing closures: `} label: {` on the closing line.
                while current.kind == .identifier, !current.startsLine, isPunctuation(":", peek()), isPunctuation("{", peek(2)) {
                    let label = current.text
                    advance()
                    advance()
                    arguments.append(DialectArgument(label: label, value: closure()))
                }
                if case .call(let callee, let existing) = value.kind {
                    value = DialectExpr(.call(callee, existing + arguments), line: value.line)
                } else {
                    value = link(value) { DialectExpr(.call(value, arguments), line: value.line) }
                }
                continue
            }
            if (isPunctuation("!") || isPunctuation("?")) && !current.spaced && !current.startsLine {
                advance()
                continue
            }
            if isPunctuation("["), !current.startsLine, !current.spaced {
                let line = current.line
                skipBalanced()
                value = DialectExpr(.unsupported("subscript"), line: line)
                continue
            }
            break
        }
        return value
    }

    /// Skips what is left of an `if`/`else if` chain past the nesting limit: up to and including the `}` that closes
    /// the enclosing block's level (not consumed), iteratively.
    private mutating func skipBalancedStatements() {
        var depth = 0
        while !atEnd {
            if isPunctuation("{") || isPunctuation("(") || isPunctuation("[") { depth += 1 }
            if isPunctuation("}") || isPunctuation(")") || isPunctuation("]") {
                if depth == 0 { return }
                depth -= 1
                advance()
                // The chain goes on only with `else`.
                if depth == 0, !isWord("else") { return }
                continue
            }
            advance()
        }
    }

    /// The rest of the line, read as an expression too deep to model (past `maximumNesting`).
    private mutating func tooDeep(_ line: Int) -> DialectExpr {
        skipToLineEnd()
        return DialectExpr(.unsupported("nesting deeper than \(Self.maximumNesting) levels"), line: line)
    }

    private mutating func argumentList() -> [DialectArgument] {
        if nesting >= Self.maximumNesting {
            let line = current.line
            skipBalanced()
            return [DialectArgument(label: nil, value: DialectExpr(.unsupported("nesting deeper than \(Self.maximumNesting) levels"), line: line))]
        }
        nesting += 1
        defer { nesting -= 1 }
        expect("(")
        var arguments: [DialectArgument] = []
        while !atEnd, !isPunctuation(")") {
            var label: String?
            if current.kind == .identifier, isPunctuation(":", peek()) {
                label = current.text
                advance()
                advance()
            }
            let start = position
            arguments.append(DialectArgument(label: label, value: expression()))
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation(")") {
                if position == start { advance() } else { skipBalanced() }
            }
        }
        expect(")")
        return arguments
    }

    private mutating func closure() -> DialectExpr {
        let line = current.line
        if nesting >= Self.maximumNesting {
            skipBalanced()
            return DialectExpr(.unsupported("nesting deeper than \(Self.maximumNesting) levels"), line: line)
        }
        nesting += 1
        defer { nesting -= 1 }
        expect("{")
        // `{ a, b in` parameters.
        var parameters: [String] = []
        var scan = position
        var names: [String] = []
        while scan < tokens.count, tokens[scan].kind == .identifier || isPunctuation(",", tokens[scan]) || isPunctuation("_", tokens[scan]) {
            if tokens[scan].kind == .identifier { names.append(tokens[scan].text) }
            scan += 1
            if scan < tokens.count, isWord("in", tokens[scan]) {
                parameters = names.filter { $0 != "in" }
                position = scan + 1
                break
            }
        }
        let body = statements(until: "}")
        return DialectExpr(.closure(parameters: parameters, body: body), line: line)
    }

    private mutating func primary(allowsTrailingClosure: Bool) -> DialectExpr {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return DialectExpr(.number(Double(token.text) ?? 0), line: token.line)
        case .string:
            advance()
            return DialectExpr(.string(token.text), line: token.line)
        case .identifier:
            advance()
            switch token.text {
            case "true": return DialectExpr(.bool(true), line: token.line)
            case "false": return DialectExpr(.bool(false), line: token.line)
            case "nil": return DialectExpr(.nilLiteral, line: token.line)
            default: return DialectExpr(.identifier(token.text), line: token.line)
            }
        case .punctuation:
            switch token.text {
            case ".":
                advance()
                let name = current.text
                advance()
                return DialectExpr(.implicitMember(name), line: token.line)
            case "(":
                let arguments = argumentList()
                // `(a)` is `a`, written on the line of its bracket (where a layer's view starts).
                if arguments.count == 1, arguments[0].label == nil { return DialectExpr(arguments[0].value.kind, line: token.line) }
                return DialectExpr(.tuple(arguments), line: token.line)
            case "[":
                advance()
                var elements: [DialectExpr] = []
                while !atEnd, !isPunctuation("]") {
                    let start = position
                    elements.append(expression())
                    if isPunctuation(":") {  // a dictionary literal: not needed
                        advance()
                        _ = expression()
                    }
                    if isPunctuation(",") { advance() } else if !isPunctuation("]"), position == start { advance() }
                }
                expect("]")
                return DialectExpr(.array(elements), line: token.line)
            case "{":
                return closure()
            case "+", "-", "*", "/", "<", ">", "==", "&&", "||":
                // An operator passed as a function (`reduce(…, +)`).
                advance()
                return DialectExpr(.identifier(token.text), line: token.line)
            default:
                advance()
                return DialectExpr(.unsupported(token.text), line: token.line)
            }
        case .directive:
            advance()
            if isPunctuation("(") { skipBalanced() }
            return DialectExpr(.unsupported(token.text), line: token.line)
        case .end:
            return DialectExpr(.unsupported("end of file"), line: token.line)
        }
    }
}
