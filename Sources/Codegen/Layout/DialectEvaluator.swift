// Reads generated SwiftUI (figgen's dialect) back into layout trees: an interpreter of the few things a generated
// file does — builds views in result builders, calls generated types with arguments, picks variants with `switch`,
// shows layers with `if`, reads tokens from `static let`s, applies modifiers — over the layout tree's
// constructs. What it does not know is kept in the tree as `unmodelled` with its file and line, never guessed.

/// The generated Swift files of one output folder, parsed when first needed.
final class DialectProgram {
    /// File name → source.
    let sources: [String: String]
    /// File name → line → the layer (node id) whose view starts there: the manifest's layer records.
    let layerLines: [String: [Int: String]]
    /// Generated type → its file (the manifest's declarations).
    let declarationFiles: [String: String]
    private var parsedFiles: [String: DialectFile] = [:]
    private var typeIndex: [String: (type: DialectType, file: String)] = [:]
    /// `Namespace.member` → its `static let` value and file (`CGFloat.Tokens.space_20`, `TextStyleToken.body_Regular`).
    private(set) var statics: [String: (value: DialectExpr, file: String)] = [:]
    /// `View` extension functions (`textStyle`): name → function and file.
    private(set) var viewFunctions: [String: (function: DialectFunction, file: String)] = [:]
    /// figgen's support layouts by the name the output gives them.
    private(set) var supportLayouts: [String: SupportLayout] = [:]

    enum SupportLayout: Equatable {
        case constraint, flow, trackGrid
    }

    /// Whether the files are UIKit (`--target uikit`): the same dialect with figgen's UIKit containers.
    let isUIKit: Bool

    init(sources: [String: String], layerLines: [String: [Int: String]], declarationFiles: [String: String], isUIKit: Bool = false) {
        self.sources = sources
        self.layerLines = layerLines
        self.declarationFiles = declarationFiles
        self.isUIKit = isUIKit
        // Every file that is not a declaration's: tokens, support layouts, view extensions.
        let declared = Set(declarationFiles.values)
        for name in sources.keys.sorted() where name.hasSuffix(".swift") && !declared.contains(name) {
            _ = parsed(name)
        }
    }

    /// Why a generated file cannot be read as figgen wrote it, with the line: not text, not figgen's (its header
    /// is gone: replaced), brackets that do not match (does not parse) or stay open at its end (truncated), or
    /// without a type the manifest says it declares. nil: readable.
    func problem(in name: String, declares types: [String]) -> (line: Int, what: String)? {
        guard let source = sources[name] else { return nil }
        if let problem = Self.syntaxProblem(source) { return problem }
        guard let file = parsed(name) else { return nil }
        var declared = Set<String>()
        func visit(_ type: DialectType) {
            if !type.isExtension { declared.insert(type.name) }
            type.nested.forEach(visit)
        }
        file.types.forEach(visit)
        if let absent = types.first(where: { !declared.contains($0) }) {
            return (1, "does not declare \(absent), which the manifest says it does")
        }
        return nil
    }

    /// What is wrong with a source before it is parsed (`problem(in:declares:)`).
    static func syntaxProblem(_ source: String) -> (line: Int, what: String)? {
        var line = 1
        for scalar in source.unicodeScalars {
            if scalar == "\n" { line += 1 }
            if scalar == "\0" { return (line, "not text (a NUL byte)") }
        }
        guard source.hasPrefix(Constants.generatedHeaderPrefix) else {
            return (1, "not a file figgen wrote (it does not start with \"\(Constants.generatedHeaderPrefix)\"): replaced or edited beyond the model")
        }
        let pairs: [String: String] = [")": "(", "}": "{", "]": "["]
        var open: [DialectToken] = []
        let tokens = DialectLexer.tokens(source)
        for token in tokens where token.kind == .punctuation {
            switch token.text {
            case "(", "{", "[":
                open.append(token)
            case ")", "}", "]":
                guard let last = open.popLast() else { return (token.line, "does not parse: '\(token.text)' closes nothing") }
                if last.text != pairs[token.text] {
                    return (token.line, "does not parse: '\(token.text)' does not close '\(last.text)' of line \(last.line)")
                }
            default:
                break
            }
        }
        if let unclosed = open.last {
            return (tokens.last?.line ?? line, "truncated: '\(unclosed.text)' of line \(unclosed.line) is never closed (the file ends at line \(tokens.last?.line ?? line))")
        }
        return nil
    }

    func parsed(_ name: String) -> DialectFile? {
        if let file = parsedFiles[name] { return file }
        guard let source = sources[name] else { return nil }
        let file = DialectParser.parse(source, name: name)
        parsedFiles[name] = file
        index(file)
        return file
    }

    private func index(_ file: DialectFile) {
        func visit(_ type: DialectType, path: String) {
            let full = path.isEmpty ? type.name : path + "." + type.name
            if !type.isExtension, typeIndex[type.name] == nil { typeIndex[type.name] = (type, file.name) }
            for (member, value) in type.staticProperties where statics[full + "." + member] == nil {
                statics[full + "." + member] = (value, file.name)
            }
            if type.isExtension, type.name == "View" {
                for (name, function) in type.functions where viewFunctions[name] == nil { viewFunctions[name] = (function, file.name) }
            }
            // A support layout is told by its initializer's labels, whatever name it was given.
            if type.inherits.contains("Layout") || type.inherits.contains("UIView"), let initializer = type.initializers.first {
                let labels = initializer.parameters.compactMap(\.label)
                if labels == ["designWidth", "designHeight"] { supportLayouts[type.name] = .constraint }
                if labels.starts(with: ["axis", "spacing", "lineSpacing", "alignment"]) { supportLayouts[type.name] = .flow }
                if labels.starts(with: ["columns", "rows", "columnSpacing", "rowSpacing", "designWidth", "designHeight"]) { supportLayouts[type.name] = .trackGrid }
            }
            for nested in type.nested { visit(nested, path: full) }
        }
        for type in file.types { visit(type, path: "") }
    }

    /// A generated or support type by name (its file parsed first when the manifest names it).
    func type(named name: String) -> (type: DialectType, file: String)? {
        if let found = typeIndex[name] { return found }
        if let file = declarationFiles[name] {
            _ = parsed(file)
            return typeIndex[name]
        }
        return nil
    }
}

/// A value of the dialect: what an expression evaluates to outside view building.
indirect enum DialectValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case enumCase(String)
    case font(LayoutFont)
    /// Views not yet built: an expression or statements, and the scope to build them in.
    case views(ViewThunk)
    case record(type: String, fields: [String: DialectValue])
    case closure(parameters: [String], body: [DialectStatement], scope: DialectScope)
    case tuple([DialectValue])
    case array([DialectValue])
    /// A type or namespace named in an expression (`CGFloat.Tokens`).
    case typeName(String)
    case null
    /// A value the model has no use for or does not know (a colour, a gradient).
    case opaque(String)

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

/// Views to build later, where they were written.
struct ViewThunk {
    enum Body {
        case expression(DialectExpr)
        case statements([DialectStatement])
    }

    var body: Body
    var scope: DialectScope
}

/// Where an expression is evaluated: its file, its local names, the instance it is inside of.
final class DialectScope {
    let file: String
    var variables: [String: DialectValue] = [:]
    /// The generated type whose members are in reach (`body`, properties), and its property values.
    let type: DialectType?
    var properties: [String: DialectValue] = [:]
    /// How many generated-type calls deep: 0 is the declaration being measured (its layers are recorded).
    let depth: Int
    /// The Figma id prefix of the instance this scope draws (`I<instance>;…`): a layer `12:9` of a component
    /// shown by instance `100:44` is node `I100:44;12:9` in the design.
    let instancePrefix: String?
    /// Views `self` stands for in a `View` extension function's body.
    var selfViews: [LayoutNode]?
    /// The generic types of the instance's slots it was given no content for (`Slot.self is Never.Type`).
    var emptySlotTypes: Set<String> = []
    let parent: DialectScope?

    init(file: String, type: DialectType?, depth: Int, instancePrefix: String?, parent: DialectScope?) {
        self.file = file
        self.type = type
        self.depth = depth
        self.instancePrefix = instancePrefix
        self.parent = parent
    }

    func child() -> DialectScope {
        let scope = DialectScope(file: file, type: type, depth: depth, instancePrefix: instancePrefix, parent: self)
        scope.selfViews = selfViews
        return scope
    }

    func lookup(_ name: String) -> DialectValue? {
        var scope: DialectScope? = self
        while let current = scope {
            if let value = current.variables[name] { return value }
            scope = current.parent
        }
        var owner: DialectScope? = self
        while let current = owner {
            if let value = current.properties[name] { return value }
            owner = current.parent
        }
        return nil
    }

    /// Whether a slot's generic type is the one that says no content was given, in the instance in reach.
    func isEmptySlotType(_ name: String) -> Bool {
        var owner: DialectScope? = self
        while let current = owner {
            if current.emptySlotTypes.contains(name) { return true }
            owner = current.parent
        }
        return false
    }

    /// A property of the instance in reach.
    func property(_ name: String) -> DialectValue? {
        var owner: DialectScope? = self
        while let current = owner {
            if let value = current.properties[name] { return value }
            owner = current.parent
        }
        return nil
    }

    /// The Figma node ids layer `id` of this scope's file may have in the instance the scope draws, most likely
    /// first: under the instance's id; and for a layer of a component rebuilt from one of its instances (its ids
    /// are that instance's, `I<source>;<layer>`), the layer's own path under the instance's id.
    func designIDs(_ id: String) -> [String] {
        guard let instancePrefix else { return [id] }
        let stripped = id.hasPrefix("I") ? String(id.dropFirst()) : id
        var ids = ["I" + instancePrefix + ";" + stripped]
        if id.hasPrefix("I"), let separator = stripped.firstIndex(of: ";") {
            ids.append("I" + instancePrefix + ";" + stripped[stripped.index(after: separator)...])
        }
        return ids
    }

    /// The Figma node id of layer `id` of this scope's file, in the instance the scope draws.
    func designID(_ id: String) -> String {
        designIDs(id)[0]
    }

    /// The id of the instance this scope draws.
    var instanceID: String? {
        instancePrefix.map { $0.contains(";") ? "I" + $0 : $0 }
    }
}

/// A construct the model does not lay out, and where.
struct NotModelled: Equatable {
    var file: String
    var line: Int
    var what: String
}

/// Builds layout trees from a `DialectProgram`.
final class DialectEvaluator {
    let program: DialectProgram
    /// A text's measurements by its design node id (`MeasuredText` and the node's index), from the design.
    let measure: (String) -> (MeasuredText, Int)?
    /// Evaluations of static values, remembered (tokens are read many times).
    private var staticValues: [String: DialectValue] = [:]
    private var staticsInProgress: Set<String> = []
    /// Texts' design nodes, by the layout node that shows them.
    private(set) var textNodes: [ObjectIdentifier: Int] = [:]
    /// The paragraphs of the text layer whose stack is being built: its measure, and which paragraph is next.
    private struct ParagraphTexts {
        var measured: MeasuredText
        var index: Int
        var next = 0
    }
    private var paragraphs: ParagraphTexts?
    static let maximumInstanceDepth = 48
    /// How deep the evaluation of views and values may nest (calls, modifiers, closures, operators, instances):
    /// past it the rest is "too deep to model" at its file and line, so no file, however it was edited, can exhaust
    /// the stack. figgen's own output stays far below it (48 levels of views, a few modifiers each).
    static let maximumDepth = 256
    static let tooDeep = "too deep to model (views, modifiers and values nested more than \(maximumDepth) levels)"
    private var depth = 0
    /// How many views and values one evaluation may build: a type whose body places itself twice (a hand edit) would
    /// otherwise take 2^48 steps before the instance depth stops it. Past it the rest is "too large to model".
    static let maximumSteps = 500_000
    static let tooLarge = "too large to model (more than \(maximumSteps) views and values evaluated: a type that places itself?)"
    private(set) var steps = 0
    /// The instance whose own layers `element` marks as well as the measured declaration's.
    private var markedInstance: String?

    /// Whether the design has a node of this id (to tell which of a layer's possible ids in an instance it has).
    let exists: (String) -> Bool
    /// The id of the node in instance `instance` (its id) that stands for layer `layer` of its component when the
    /// ids do not say (an instance of another variant than the one the code was drawn from): the one layer of
    /// the instance with the layer's name and type.
    let counterpart: (String, String) -> String?

    init(program: DialectProgram, measure: @escaping (String) -> (MeasuredText, Int)?, exists: @escaping (String) -> Bool = { _ in false },
         counterpart: @escaping (String, String) -> String? = { _, _ in nil }) {
        self.program = program
        self.measure = measure
        self.exists = exists
        self.counterpart = counterpart
    }

    /// The design node layer `id` of a scope's file is in the instance the scope draws: the first of its possible
    /// ids the design has, else its counterpart by name; nil when neither.
    private func designNode(_ id: String, _ scope: DialectScope) -> String? {
        if let found = scope.designIDs(id).first(where: exists) { return found }
        guard let instance = scope.instanceID else { return nil }
        return counterpart(instance, id)
    }

    /// The view tree of a generated type's `body` (or of one of its members: a variant), with every parameter at
    /// its default; nil when the type is not in the program.
    /// `markingInstance`: an instance (its node id) whose own layers are marked too, to measure it as drawn.
    func evaluate(type name: String, member: String? = nil, markingInstance: String? = nil) -> LayoutNode? {
        self.markedInstance = markingInstance
        guard let (type, file) = program.type(named: name) else { return nil }
        let scope = instanceScope(type, file: file, arguments: [], caller: nil, depth: 0, instancePrefix: nil)
        let memberName = member ?? "body"
        guard let function = type.computed[memberName] else { return nil }
        let nodes = build(function.body, scope)
        return single(nodes, file: file, line: function.line)
    }

    private func single(_ nodes: [LayoutNode], file: String, line: Int) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        // Several views where one is expected: SwiftUI lays them out as an implicit VStack.
        let stack = LayoutNode(.stack(axis: .vertical, spacing: nil, alignment: .center), children: nodes, file: file, line: line)
        setSpacerAxes(stack.children, .vertical)
        return stack
    }

    static func firstLine(_ statements: [DialectStatement]) -> Int? {
        switch statements.first {
        case .expression(let expr)?: expr.line
        case .ifStatement(_, _, _, let line)?, .switchStatement(_, _, let line)?, .unsupported(_, let line)?: line
        case .declaration(_, let value)?: value.line
        case .returnStatement(let value)?: value?.line
        case .assignment(let target, _)?: target.line
        case nil: nil
        }
    }

    private func unmodelled(_ what: String, _ scope: DialectScope, line: Int, children: [LayoutNode] = []) -> LayoutNode {
        LayoutNode(.unmodelled(what), children: children, file: scope.file, line: line)
    }

    // MARK: Instances

    /// The scope of an instance of `type`: its properties from `arguments` (labels as the initializer's), else the
    /// initializer's defaults, as its body reads them.
    private func instanceScope(_ type: DialectType, file: String, arguments: [DialectArgument], caller: DialectScope?, depth: Int,
                               instancePrefix: String?) -> DialectScope {
        let scope = DialectScope(file: file, type: type, depth: depth, instancePrefix: instancePrefix, parent: nil)
        for (name, value) in type.storedProperties {
            if let value { scope.properties[name] = self.value(value, scope) }
        }
        guard let initializer = type.initializers.first else { return scope }
        let initScope = scope.child()
        var remaining = arguments
        for parameter in initializer.parameters {
            var given: DialectArgument?
            if let index = remaining.firstIndex(where: { $0.label == parameter.label }) {
                given = remaining.remove(at: index)
            } else if parameter.label != nil, parameter.takesClosure, let index = remaining.firstIndex(where: { $0.label == nil }), isClosure(remaining[index].value) {
                // An unlabelled trailing closure goes to the first closure parameter.
                given = remaining.remove(at: index)
            }
            if let given, let caller {
                initScope.variables[parameter.name] = value(given.value, caller)
            } else if let defaultValue = parameter.defaultValue {
                initScope.variables[parameter.name] = value(defaultValue, scope)
                if case .closure(_, let body) = defaultValue.kind, body.count == 1, case .expression(let content) = body[0], Self.isNoContent(content) {
                    // A slot left at "no content" (`{ nil as Never? }`): its body shows the design's own.
                    scope.emptySlotTypes.formUnion(parameter.typeNames)
                }
            }
        }
        for statement in initializer.body {
            guard case .assignment(let target, let source) = statement else { continue }
            var name: String?
            if case .member(let base, let member) = target.kind, case .identifier("self") = base.kind { name = member }
            if case .identifier(let member) = target.kind { name = member }
            if let name { scope.properties[name] = value(source, initScope) }
        }
        return scope
    }

    /// `nil` (`nil as Never?`): what a slot's default gives to say the caller gave no content.
    static func isNoContent(_ expr: DialectExpr) -> Bool {
        switch expr.kind {
        case .nilLiteral, .member(_, "none"): true
        case .cast(let inner, _): isNoContent(inner)
        default: false
        }
    }

    /// Whether a slot's value is no content (see `isNoContent`).
    private func isNoContent(_ value: DialectValue) -> Bool {
        switch value {
        case .null: return true
        case .views(let thunk):
            switch thunk.body {
            case .expression(let expr): return Self.isNoContent(expr)
            case .statements(let statements):
                if statements.count == 1, case .expression(let expr) = statements[0] { return Self.isNoContent(expr) }
                return false
            }
        default: return false
        }
    }

    private func isClosure(_ expr: DialectExpr) -> Bool {
        if case .closure = expr.kind { return true }
        return false
    }

    /// The views of a call of a generated type.
    private func instance(_ type: DialectType, file: String, arguments: [DialectArgument], _ scope: DialectScope, layer: String?, line: Int) -> [LayoutNode] {
        guard scope.depth < Self.maximumInstanceDepth else { return [unmodelled("instances nested deeper than \(Self.maximumInstanceDepth)", scope, line: line)] }
        // The instance's own layers are its component's, under its node id.
        let prefix: String? = layer.map { id in
            let full = designNode(id, scope) ?? scope.designID(id)
            return full.hasPrefix("I") ? String(full.dropFirst()) : full
        }
        let instanceScope = self.instanceScope(type, file: file, arguments: arguments, caller: scope, depth: scope.depth + 1, instancePrefix: prefix)
        guard let body = type.computed["body"] else { return [unmodelled("\(type.name) has no body", scope, line: line)] }
        return build(body.body, instanceScope)
    }

    // MARK: Statements

    /// The views of builder statements, flattened (a `Group`, an `if`, a member of several views).
    /// `layer`: the layer of an `if` around these statements (a layer shown only when a property is true has its
    /// view start at the `if`), for an element that starts none of its own.
    func build(_ statements: [DialectStatement], _ scope: DialectScope, layer: String? = nil) -> [LayoutNode] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return [unmodelled(Self.tooDeep, scope, line: Self.firstLine(statements) ?? 0)] }
        var nodes: [LayoutNode] = []
        let local = scope.child()
        let inherited = statements.count == 1 ? layer : nil
        for statement in statements {
            switch statement {
            case .expression(let expr):
                nodes += element(expr, local, inherited: inherited)
            case .ifStatement(let condition, let then, let otherwise, let line):
                let ifLayer = program.layerLines[scope.file]?[line]
                switch value(condition, local) {
                case .bool(true): nodes += build(then, local, layer: ifLayer)
                case .bool(false): nodes += otherwise.map { build($0, local, layer: ifLayer) } ?? []
                default: nodes.append(unmodelled("a condition the model cannot evaluate", local, line: line))
                }
            case .switchStatement(let subject, let cases, let line):
                let subjectValue = value(subject, local)
                var matched = false
                for (patterns, body) in cases {
                    if let patterns {
                        guard patterns.contains(where: { matches(subjectValue, $0, local) }) else { continue }
                    }
                    nodes += build(body, local)
                    matched = true
                    break
                }
                if !matched { nodes.append(unmodelled("a switch the model cannot evaluate", local, line: line)) }
            case .declaration(let name, let valueExpr):
                local.variables[name] = value(valueExpr, local)
            case .returnStatement(let expr?):
                nodes += element(expr, local)
            case .returnStatement(nil), .assignment:
                break
            case .unsupported(let what, let line):
                nodes.append(unmodelled(what, local, line: line))
            }
        }
        return nodes
    }

    /// A scope for a call of one of the type's functions: its parameters bound to the arguments, in order.
    private func bind(_ function: DialectFunction, _ arguments: [DialectArgument], _ scope: DialectScope) -> DialectScope {
        let local = scope.child()
        for (position, parameter) in function.parameters.enumerated() {
            if position < arguments.count {
                local.variables[parameter.name] = value(arguments[position].value, scope)
            } else if let defaultValue = parameter.defaultValue {
                local.variables[parameter.name] = value(defaultValue, scope)
            }
        }
        return local
    }

    /// What running statements for a value came to: a return, the end, or a step the model cannot take.
    enum Execution {
        case returned(DialectValue), finished, unknown
    }

    /// Runs a function's statements for the value it returns: local variables, assignments to them, `if` and
    /// `switch` on values the model knows, `return`.
    private func execute(_ statements: [DialectStatement], _ scope: DialectScope) -> Execution {
        for statement in statements {
            var outcome = Execution.finished
            switch statement {
            case .declaration(let name, let expr):
                scope.variables[name] = value(expr, scope)
            case .assignment(let target, let expr):
                guard case .identifier(let name) = target.kind, scope.variables[name] != nil else { return .unknown }
                scope.variables[name] = value(expr, scope)
            case .ifStatement(let condition, let then, let otherwise, _):
                switch value(condition, scope) {
                case .bool(true): outcome = execute(then, scope)
                case .bool(false): outcome = otherwise.map { execute($0, scope) } ?? .finished
                default: return .unknown
                }
            case .switchStatement(let subject, let cases, _):
                let subjectValue = value(subject, scope)
                outcome = .unknown
                for (patterns, body) in cases {
                    if let patterns, !patterns.contains(where: { matches(subjectValue, $0, scope) }) { continue }
                    outcome = execute(body, scope)
                    break
                }
            case .returnStatement(let expr?):
                return .returned(value(expr, scope))
            case .expression, .returnStatement(nil):
                continue
            case .unsupported:
                return .unknown
            }
            if case .finished = outcome { continue }
            return outcome
        }
        return .finished
    }

    private func matches(_ subject: DialectValue, _ pattern: DialectExpr, _ scope: DialectScope) -> Bool {
        switch (subject, pattern.kind) {
        case (.tuple(let values), .tuple(let arguments)):
            return values.count == arguments.count && zip(values, arguments).allSatisfy { matches($0, $1.value, scope) }
        case (.enumCase(let name), .implicitMember(let caseName)):
            return name == caseName
        case (_, .identifier("_")):
            return true
        default:
            return equal(subject, value(pattern, scope))
        }
    }

    private func equal(_ left: DialectValue, _ right: DialectValue) -> Bool {
        switch (left, right) {
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.enumCase(let a), .enumCase(let b)): a == b
        default: false
        }
    }

    /// One builder element: its views, the outermost marked with the layer the manifest says starts on its line
    /// (recorded only in the declaration being measured).
    private func element(_ expr: DialectExpr, _ scope: DialectScope, inherited: String? = nil) -> [LayoutNode] {
        let layer = program.layerLines[scope.file]?[expr.line] ?? inherited
        let nodes = views(expr, scope, layer: layer)
        // The marked instance (at any depth: an instance inside an instance) is marked by its id, and its own layers
        // (its component's, drawn in its scope) by their ids under it; layers of instances inside it are theirs.
        var mark: String?
        if scope.depth == 0 {
            mark = layer
        } else if let markedInstance, let id = layer.flatMap({ designNode($0, scope) }), id == markedInstance || scope.instanceID == markedInstance {
            mark = id
        }
        if let mark, nodes.count == 1 {
            let shown = Self.overflowing(nodes[0])
            shown.layer = mark
            shown.layerFile = scope.file
            shown.layerLine = expr.line
        }
        return nodes
    }

    /// The view a layer shows: under a last frame of no length on an axis (which only lets a view overflow
    /// its stack there, as figgen writes for a layer longer than its stack), the view inside it.
    static func overflowing(_ node: LayoutNode) -> LayoutNode {
        if case .frame(let width, let height, _) = node.kind, width == 0 && height == nil || height == 0 && width == nil {
            return node.children[0]
        }
        return node
    }

    // MARK: Views

    private static let flexibleViews: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Ellipse", "Circle", "Capsule", "Path",
                                                     "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]
    private static let unmodelledViews: Set<String> = ["GeometryReader", "ForEach", "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Form",
                                                       "NavigationStack", "NavigationView", "TabView", "Divider", "Button", "Toggle", "TextField", "Label",
                                                       "Canvas", "TimelineView", "AsyncImage", "Image", "Table", "Menu", "Picker", "Slider", "ProgressView"]

    /// The views an expression shows. `layer`: the layer whose view this expression starts (texts read their
    /// measurements from it, calls of generated types their instance's node id).
    func views(_ expr: DialectExpr, _ scope: DialectScope, layer: String?) -> [LayoutNode] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return [unmodelled(Self.tooDeep, scope, line: expr.line)] }
        steps += 1
        guard steps <= Self.maximumSteps else { return [unmodelled(Self.tooLarge, scope, line: expr.line)] }
        switch expr.kind {
        case .call(let callee, let arguments):
            switch callee.kind {
            case .identifier(let name):
                if scope.lookup(name) == nil, let function = scope.type?.functions[name] {
                    // A function of the type that returns views (an interactive set's `look(_:)`).
                    return build(function.body, bind(function, arguments, scope))
                }
                return construct(name, arguments, scope, layer: layer, line: expr.line)
            case .member(let base, let name):
                if case .identifier(let typeName) = base.kind, typeName.first?.isUppercase == true, scope.lookup(typeName) == nil,
                   case .typeName = value(base, scope), name == "init" {
                    return construct(typeName, arguments, scope, layer: layer, line: expr.line)
                }
                if program.isUIKit, name == "build", case .identifier("ContainerBuilder") = base.kind,
                   let closure = arguments.last(where: { isClosure($0.value) }), case .closure(_, let body) = closure.value.kind {
                    // UIKit's slot content: `ContainerBuilder.build { … }` is the views its closure lists.
                    return build(body, scope)
                }
                if name == "Pressable", case .typeName = value(base, scope),
                   let closure = arguments.last(where: { isClosure($0.value) }), case .closure(let parameters, let body) = closure.value.kind {
                    // A support button whose look follows the finger: at rest, not pressed.
                    let local = scope.child()
                    for parameter in parameters { local.variables[parameter] = .bool(false) }
                    return build(body, local)
                }
                if isTextExpression(base, scope), let text = textValue(expr, scope) {
                    return [textNode(text, scope, layer: layer, line: expr.line)]
                }
                if name == "reduce", arguments.count == 2, let text = textValue(expr, scope) {
                    return [textNode(text, scope, layer: layer, line: expr.line)]
                }
                let inner = views(base, scope, layer: layer)
                return modifier(name, arguments, on: inner, scope, line: expr.line)
            default:
                return [unmodelled("a call of an expression", scope, line: expr.line)]
            }
        case .identifier(let name):
            if name == "self", let selfViews = scope.selfViews { return selfViews }
            if let bound = scope.lookup(name) { return views(of: bound, scope, line: expr.line) }
            if let type = scope.type, let member = type.computed[name] {
                // A member view (a variant, a split-out part): built in this instance.
                return build(member.body, scope)
            }
            return construct(name, [], scope, layer: layer, line: expr.line)
        case .member(let base, let name):
            if case .identifier("self") = base.kind, let type = scope.type {
                if let bound = scope.property(name) { return views(of: bound, scope, line: expr.line) }
                if let member = type.computed[name] { return build(member.body, scope) }
            }
            if let path = typePath(base), ["Color", "Image", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"].contains(path.first ?? "") {
                if path.first == "Image" {
                    // An asset image: its own size until `.resizable()` (which the model knows).
                    return [LayoutNode(.unmodelled("an image at its own size"), file: scope.file, line: expr.line)]
                }
                return [LayoutNode(.flexible, file: scope.file, line: expr.line)]
            }
            let bound = value(expr, scope)
            return views(of: bound, scope, line: expr.line)
        case .binary("+", _, _):
            if let text = textValue(expr, scope) { return [textNode(text, scope, layer: layer, line: expr.line)] }
            return [unmodelled("an operator between views", scope, line: expr.line)]
        case .binary("??", let content, let fallback):
            // UIKit's slot with the design's own content drawn in `body`: `slot ?? slotDefault`; a styled text a caller
            // gives, else the text as drawn: `(priceStyledText ?? Text(price))`, measured as this layer's text.
            let given = value(content, scope)
            if isNoContent(given) { return views(fallback, scope, layer: layer) }
            if case .views(let thunk) = given, case .expression(let text) = thunk.body, let value = textValue(text, thunk.scope) {
                return [textNode(value, scope, layer: layer, line: expr.line)]
            }
            return views(of: given, scope, line: expr.line)
        case .ternary(let condition, let then, let otherwise):
            switch value(condition, scope) {
            case .bool(true): return views(then, scope, layer: layer)
            case .bool(false): return views(otherwise, scope, layer: layer)
            default: return [unmodelled("a condition the model cannot evaluate", scope, line: expr.line)]
            }
        case .cast(let inner, _):
            return views(inner, scope, layer: layer)
        case .array(let elements) where program.isUIKit:
            // UIKit's list of views (`{ [] }`: an empty slot).
            return elements.flatMap { views($0, scope, layer: nil) }
        case .closure(_, let body):
            return build(body, scope)
        case .unsupported(let what):
            return [unmodelled(what, scope, line: expr.line)]
        default:
            return [unmodelled("an expression that is not a view", scope, line: expr.line)]
        }
    }

    /// The views a value shows (a view property, a slot's content).
    private func views(of value: DialectValue, _ scope: DialectScope, line: Int) -> [LayoutNode] {
        switch value {
        case .views(let thunk):
            switch thunk.body {
            case .expression(let expr): return views(expr, thunk.scope, layer: nil)
            case .statements(let statements): return build(statements, thunk.scope)
            }
        case .closure(_, let body, let closureScope):
            return build(body, closureScope)
        case .opaque:
            // A colour or gradient shown as a view: it takes the space it is offered.
            return [LayoutNode(.flexible, file: scope.file, line: line)]
        default:
            return [unmodelled("a value that is not a view", scope, line: line)]
        }
    }

    /// `Name(arguments) { … }`: a SwiftUI view, a support layout or a generated type.
    private func construct(_ name: String, _ arguments: [DialectArgument], _ scope: DialectScope, layer: String?, line: Int) -> [LayoutNode] {
        let file = scope.file
        func argument(_ label: String) -> DialectExpr? { arguments.first { $0.label == label }?.value }
        func number(_ label: String) -> Double? { argument(label).flatMap { value($0, scope).number } }
        func content() -> [LayoutNode] {
            guard let closure = arguments.last(where: { $0.label == nil || $0.label == "content" }) else { return [] }
            switch closure.value.kind {
            case .closure(_, let body): return build(body, scope)
            case .unsupported(let what): return [unmodelled(what, scope, line: closure.value.line)]
            default: return []
            }
        }
        if program.isUIKit, let nodes = uikitConstruct(name, arguments, scope, layer: layer, line: line, content: content) {
            return nodes
        }
        switch name {
        case "Button" where !program.isUIKit && argument("action") != nil:
            // A button with a plain style is its label, as drawn.
            return content()
        case "VStack", "HStack":
            let axis: Axis = name == "VStack" ? .vertical : .horizontal
            var spacing: Double?
            if let spacingExpr = argument("spacing") {
                guard let resolved = value(spacingExpr, scope).number else { return [unmodelled("a spacing the model cannot evaluate", scope, line: line)] }
                spacing = resolved
            }
            guard let alignment = stackAlignment(argument("alignment"), axis: axis, scope) else {
                return [baselineStack(content(), axis: axis, scope, line: line)]
            }
            // A text layer's stack: its paragraphs, each text one of them in order (figgen spaces paragraphs so).
            let outerParagraphs = paragraphs
            if axis == .vertical, let layer, let (measured, index) = designNode(layer, scope).flatMap(measure) ?? measure(layer) {
                paragraphs = ParagraphTexts(measured: measured, index: index)
            }
            let children = content()
            paragraphs = outerParagraphs
            setSpacerAxes(children, axis)
            return [LayoutNode(.stack(axis: axis, spacing: spacing, alignment: alignment), children: children, file: file, line: line)]
        case "ZStack":
            return [LayoutNode(.zStack(alignment: alignment(argument("alignment"), scope) ?? .center), children: content(), file: file, line: line)]
        case "Spacer":
            return [LayoutNode(.spacer(minLength: number("minLength"), axis: nil), file: file, line: line)]
        case "Text":
            guard let text = textValue(DialectExpr(.call(DialectExpr(.identifier("Text"), line: line), arguments), line: line), scope) else { return [] }
            return [textNode(text, scope, layer: layer, line: line)]
        case "AnyView":
            guard let inner = arguments.first?.value else { return [] }
            return views(inner, scope, layer: layer)
        case "Group":
            return content()
        case "EmptyView":
            return []
        case "ScrollView":
            var horizontal = false, vertical = true
            if let axes = arguments.first(where: { $0.label == nil && !isClosure($0.value) })?.value {
                let names = caseNames(axes)
                horizontal = names.contains("horizontal")
                vertical = names.contains("vertical")
            }
            let children = content()
            let inner = children.count == 1 ? children[0] : LayoutNode(.stack(axis: horizontal && !vertical ? .horizontal : .vertical, spacing: nil, alignment: .center),
                                                                          children: children, file: file, line: line)
            return [LayoutNode(.scroll(horizontal: horizontal, vertical: vertical), children: [inner], file: file, line: line)]
        case "Grid":
            return [LayoutNode(.grid(alignment: alignment(argument("alignment"), scope) ?? .center, horizontalSpacing: number("horizontalSpacing"),
                                     verticalSpacing: number("verticalSpacing")), children: content(), file: file, line: line)]
        case "GridRow":
            return [LayoutNode(.gridRow, children: content(), file: file, line: line)]
        case "ViewThatFits":
            var horizontal = true, vertical = true
            if let axes = argument("in") {
                let names = caseNames(axes)
                horizontal = names.contains("horizontal")
                vertical = names.contains("vertical")
            }
            return [LayoutNode(.viewThatFits(horizontal: horizontal, vertical: vertical), children: content(), file: file, line: line)]
        default:
            break
        }
        if let support = program.supportLayouts[name] {
            switch support {
            case .constraint:
                guard let width = number("designWidth"), let height = number("designHeight") else {
                    return [unmodelled("a design size the model cannot evaluate", scope, line: line)]
                }
                return [LayoutNode(.constraintLayout(design: LayoutSize(width: width, height: height)), children: content(), file: file, line: line)]
            case .flow:
                let axis: Axis = caseNames(argument("axis")).contains("vertical") ? .vertical : .horizontal
                func fraction(_ label: String) -> Double {
                    switch caseNames(argument(label)).first {
                    case "center": 0.5
                    case "end": 1
                    default: 0
                    }
                }
                return [LayoutNode(.flowLayout(axis: axis, spacing: number("spacing") ?? 0, lineSpacing: number("lineSpacing") ?? 0, alignment: fraction("alignment"),
                                               itemAlignment: fraction("itemAlignment")),
                                   children: content(), file: file, line: line)]
            case .trackGrid:
                guard let columns = tracks(argument("columns"), scope), let rows = tracks(argument("rows"), scope),
                      let width = number("designWidth"), let height = number("designHeight") else {
                    return [unmodelled("grid tracks the model cannot evaluate", scope, line: line)]
                }
                return [LayoutNode(.trackGrid(columns: columns, rows: rows, columnSpacing: number("columnSpacing") ?? 0, rowSpacing: number("rowSpacing") ?? 0,
                                              design: LayoutSize(width: width, height: height)), children: content(), file: file, line: line)]
            }
        }
        if Self.flexibleViews.contains(name) {
            let shape = LayoutNode(.flexible, file: file, line: line)
            shape.isEllipse = name == "Ellipse" || name == "Circle"
            return [shape]
        }
        if let (type, typeFile) = program.type(named: name), type.inherits.contains("View") || type.inherits.contains("UIView") && type.computed["body"] != nil {
            return instance(type, file: typeFile, arguments: arguments, scope, layer: layer, line: line)
        }
        if Self.unmodelledViews.contains(name) {
            return [unmodelled(name, scope, line: line, children: content())]
        }
        if let bound = scope.lookup(name), arguments.isEmpty || arguments.allSatisfy({ isClosure($0.value) }) {
            // A closure parameter called (`content()`).
            return views(of: bound, scope, line: line)
        }
        return [unmodelled(name, scope, line: line, children: content())]
    }

    /// figgen's UIKit views and containers, laid out by the rules their own code follows: `VStackContainer` and
    /// `HStackContainer` (a `UIStackView`: children at their own size, those that fill sharing the free space,
    /// spacing 0 unless given), `SpacerView` (fills), `UILabel` (lines of the text attributes' line height, else the
    /// font's), `ShapeView` (takes its frame), `GridContainer`/`GridRowContainer` (cells spanning `spans`),
    /// `ScrollContainer`. Nil for a name that is not one of them.
    private func uikitConstruct(_ name: String, _ arguments: [DialectArgument], _ scope: DialectScope, layer: String?, line: Int,
                                content: () -> [LayoutNode]) -> [LayoutNode]? {
        let file = scope.file
        func argument(_ label: String) -> DialectExpr? { arguments.first { $0.label == label }?.value }
        func number(_ label: String) -> Double? { argument(label).flatMap { value($0, scope).number } }
        switch name {
        case "VStackContainer", "HStackContainer":
            let axis: Axis = name == "VStackContainer" ? .vertical : .horizontal
            if let named = caseNames(argument("alignment")).first, named.hasSuffix("Baseline") {
                return [baselineStack(content(), axis: axis, scope, line: line)]
            }
            let position: Double = switch caseNames(argument("alignment")).first {
            case "leading", "top", "fill": 0
            case "trailing", "bottom": 1
            default: 0.5
            }
            let children = content()
            setSpacerAxes(children, axis)
            let stack = LayoutNode(.stack(axis: axis, spacing: number("spacing") ?? 0, alignment: LayoutAlignment(horizontal: position, vertical: position)),
                                   children: children, file: file, line: line)
            stack.isStackView = true
            return [stack]
        case "SpacerView":
            return [LayoutNode(.spacer(minLength: 0, axis: nil), file: file, line: line)]
        case "UILabel":
            guard let layer, let (measured, index) = designNode(layer, scope).flatMap(measure) ?? measure(layer) else {
                return [unmodelled("a text without a layer (its size is not known)", scope, line: line)]
            }
            var leaf = TextLeaf(measured: measured)
            if let style = argument("style"), case .record(_, let fields) = value(style, scope) {
                if let size = fields["size"]?.number {
                    var family: String?
                    if case .string(let name)? = fields["family"] { family = name }
                    var weight: Int?
                    if case .enumCase(let weightName)? = fields["weight"] { weight = Self.weights[weightName] }
                    leaf.font = LayoutFont(family: family, size: size, weight: weight)
                }
                leaf.fixedLineHeight = fields["lineHeight"]?.number
                leaf.paragraphSpacing = max(fields["paragraphSpacing"]?.number ?? 0, 0)
            }
            if let lines = number("lines"), lines > 0 { leaf.lineLimitOwn = layoutCount(lines) }
            let node = LayoutNode(.text(leaf), file: file, line: line)
            textNodes[ObjectIdentifier(node)] = index
            return [node]
        case "ShapeView", "UIImageView", "ImageView", "UIView":
            let shape = LayoutNode(.flexible, file: file, line: line)
            // `ShapeView(.ellipse, …)`: turned, its drawn bounds are the turned ellipse's, as SwiftUI's `Ellipse`.
            shape.isEllipse = name == "ShapeView" && arguments.first.map { caseNames($0.value) == ["ellipse"] } == true
            return [shape]
        case "GridContainer":
            return [LayoutNode(.grid(alignment: .topLeading, horizontalSpacing: number("horizontalSpacing") ?? 0, verticalSpacing: number("verticalSpacing") ?? 0),
                               children: content(), file: file, line: line)]
        case "GridRowContainer":
            let cells = content()
            if let spans = argument("spans"), case .array(let values) = value(spans, scope) {
                for (cell, span) in zip(cells, values) { cell.gridColumns = max(layoutCount(span.number ?? 1), 1) }
            }
            return [LayoutNode(.gridRow, children: cells, file: file, line: line)]
        case "ScrollContainer":
            let names = arguments.first(where: { $0.label == nil && !isClosure($0.value) }).map { caseNames($0.value) } ?? ["vertical"]
            let children = content()
            let inner = children.count == 1 ? children[0] : LayoutNode(.stack(axis: .vertical, spacing: 0, alignment: .topLeading), children: children, file: file, line: line)
            return [LayoutNode(.scroll(horizontal: names.contains("horizontal"), vertical: names.contains("vertical") || names.isEmpty), children: [inner], file: file, line: line)]
        case "MaskContainer":
            // Its layers stacked from the top-leading corner, hugging them; the mask view spans its bounds.
            guard let maskExpr = argument("mask") else { return [unmodelled("MaskContainer without a mask", scope, line: line, children: content())] }
            let stack = LayoutNode(.zStack(alignment: .topLeading), children: content(), file: file, line: line)
            let masks = views(maskExpr, scope, layer: nil)
            let mask = masks.count == 1 ? masks[0] : LayoutNode(.zStack(alignment: .topLeading), children: masks, file: file, line: line)
            mask.isMask = true
            return [LayoutNode.wrapping(stack, .decorated([(mask, .topLeading)]), file: file, line: line)]
        default:
            return nil
        }
    }

    /// A stack's spacers grow along its axis.
    func setSpacerAxes(_ children: [LayoutNode], _ axis: Axis) {
        for child in children {
            var node = child
            while true {
                if case .spacer(let minLength, nil) = node.kind {
                    node.kind = .spacer(minLength: minLength, axis: axis)
                    break
                }
                guard node.children.count == 1, !node.isContainer else { break }
                node = node.children[0]
            }
        }
    }

    private func stackAlignment(_ expr: DialectExpr?, axis: Axis, _ scope: DialectScope) -> LayoutAlignment? {
        guard let expr else { return .center }
        let name = caseNames(expr).first ?? ""
        switch name {
        case "leading", "top": return .topLeading
        case "trailing", "bottom": return LayoutAlignment(horizontal: 1, vertical: 1)
        case "center": return .center
        case "firstTextBaseline", "lastTextBaseline": return nil
        default: return .center
        }
    }

    /// A two-dimensional alignment (`.topLeading`, `.center`, …).
    private func alignment(_ expr: DialectExpr?, _ scope: DialectScope) -> LayoutAlignment? {
        guard let expr, let name = caseNames(expr).first else { return nil }
        let table: [String: (Double, Double)] = [
            "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5), "center": (0.5, 0.5), "trailing": (1, 0.5),
            "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
            "leadingFirstTextBaseline": (0, 0), "centerFirstTextBaseline": (0.5, 0),
        ]
        guard let (horizontal, vertical) = table[name] else { return nil }
        return LayoutAlignment(horizontal: horizontal, vertical: vertical)
    }

    /// The case names an expression spells: `.vertical`, `[.horizontal, .vertical]`, `Axis.vertical`.
    private func caseNames(_ expr: DialectExpr?) -> [String] {
        guard let expr else { return [] }
        switch expr.kind {
        case .implicitMember(let name), .member(_, let name): return [name]
        case .array(let elements): return elements.flatMap { caseNames($0) }
        default: return []
        }
    }

    /// `["Color", "Tokens", "x"]` for a chain of names; nil for anything else.
    private func typePath(_ expr: DialectExpr) -> [String]? {
        switch expr.kind {
        case .identifier(let name): return [name]
        case .member(let base, let name): return typePath(base).map { $0 + [name] }
        default: return nil
        }
    }

    // MARK: Text

    /// A `Text` value being built: fonts of its runs (nil: the text's font), and the text's own font.
    struct TextValue {
        var runFonts: [LayoutFont?]
        var font: LayoutFont?
        var weight: Int?
    }

    /// SwiftUI's weights by name, as numbers (`Spelling.fontWeights`).
    static let weights: [String: Int] = Dictionary(uniqueKeysWithValues: Spelling.fontWeights.map { ($0.value, $0.key) })

    private func weight(_ arguments: [DialectArgument], _ scope: DialectScope) -> Int? {
        guard let argument = arguments.first, case .enumCase(let name) = value(argument.value, scope) else { return nil }
        return Self.weights[name]
    }

    private func isTextExpression(_ expr: DialectExpr, _ scope: DialectScope) -> Bool {
        switch expr.kind {
        case .call(let callee, _):
            if case .identifier("Text") = callee.kind { return true }
            if case .member(let base, let name) = callee.kind { return Self.textModifiers.contains(name) && isTextExpression(base, scope) }
            return false
        case .binary("+", let left, _):
            return isTextExpression(left, scope)
        default:
            return false
        }
    }

    /// Modifiers that return `Text` (so runs can be joined with `+`).
    private static let textModifiers: Set<String> = ["font", "fontWeight", "bold", "italic", "tracking", "kerning", "underline", "strikethrough",
                                                     "foregroundColor", "foregroundStyle", "baselineOffset", "fontDesign", "fontWidth", "monospaced",
                                                     "monospacedDigit", "textScale"]

    /// The text an expression builds, while it is still a `Text` (runs, fonts); nil when it is not one.
    private func textValue(_ expr: DialectExpr, _ scope: DialectScope) -> TextValue? {
        switch expr.kind {
        case .call(let callee, let arguments):
            if case .identifier("Text") = callee.kind { return TextValue(runFonts: [nil], font: nil) }
            guard case .member(let base, let name) = callee.kind else { return nil }
            if name == "reduce", arguments.count == 2 {
                var array = base
                if case .cast(let inner, _) = array.kind { array = inner }
                guard case .array(let elements) = array.kind else { return nil }
                var runs: [LayoutFont?] = []
                for element in elements {
                    guard let text = textValue(element, scope) else { return nil }
                    runs += text.runFonts.map { $0 ?? text.font }
                }
                return TextValue(runFonts: runs, font: nil)
            }
            guard Self.textModifiers.contains(name), var text = textValue(base, scope) else { return nil }
            if name == "font", text.font == nil, let argument = arguments.first, case .font(let font) = value(argument.value, scope) {
                text.font = font
            }
            if name == "fontWeight", text.weight == nil { text.weight = weight(arguments, scope) }
            if name == "bold", text.weight == nil { text.weight = 700 }
            return text
        case .binary("+", let left, let right):
            guard let left = textValue(left, scope), let right = textValue(right, scope) else { return nil }
            func runs(_ text: TextValue) -> [LayoutFont?] {
                text.runFonts.map { run in
                    guard var font = run ?? text.font else { return nil }
                    font.weight = font.weight ?? text.weight
                    return font
                }
            }
            return TextValue(runFonts: runs(left) + runs(right), font: nil)
        default:
            return nil
        }
    }

    /// A stack aligned by its texts' first baselines: not modelled (font ascents are not known). Its spacers still grow
    /// along its axis only, so the stack is no taller (or wider) than its views.
    private func baselineStack(_ children: [LayoutNode], axis: Axis, _ scope: DialectScope, line: Int) -> LayoutNode {
        setSpacerAxes(children, axis)
        return unmodelled("first-text-baseline alignment (font ascents are not known)", scope, line: line, children: children)
    }

    /// A text's layout node, measured as Figma measured its layer.
    private func textNode(_ text: TextValue, _ scope: DialectScope, layer: String?, line: Int) -> LayoutNode {
        let measured: MeasuredText, index: Int
        if layer == nil, let stack = paragraphs {
            measured = stack.measured.paragraph(stack.next)
            index = stack.index
            paragraphs?.next += 1
        } else if let layer, let found = designNode(layer, scope).flatMap(measure) ?? measure(layer) {
            (measured, index) = found
        } else {
            return unmodelled("a text without a layer (its size is not known)", scope, line: line)
        }
        var leaf = TextLeaf(measured: measured)
        leaf.font = text.font
        leaf.weight = text.weight
        leaf.runFonts = text.runFonts.compactMap { $0 }
        let node = LayoutNode(.text(leaf), file: scope.file, line: line)
        textNodes[ObjectIdentifier(node)] = index
        return node
    }

    // MARK: Modifiers

    /// Modifiers that draw and do not move or size anything.
    private static let drawingModifiers: Set<String> = [
        "fill", "stroke", "strokeBorder", "foregroundColor", "foregroundStyle", "tint", "clipped", "clipShape", "cornerRadius", "shadow", "opacity",
        "blur", "blendMode", "effect", "zIndex", "scaledToFill", "scaledToFit", "inset", "italic", "underline", "strikethrough", "tracking",
        "kerning", "fontDesign", "fontWidth", "textCase", "multilineTextAlignment", "truncationMode", "allowsTightening", "contentShape",
        "onTapGesture", "onAppear", "onDisappear", "id", "tag", "help", "compositingGroup", "drawingGroup", "saturation", "brightness", "contrast",
        "colorMultiply", "hueRotation", "grayscale", "animation", "transition", "accessibilityLabel", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityIdentifier", "preferredColorScheme", "ignoresSafeArea", "edgesIgnoringSafeArea", "monospacedDigit",
        "symbolRenderingMode", "imageScale", "interpolation", "antialiased", "renderingMode", "luminanceToAlpha", "allowsHitTesting", "disabled",
        "baselineOffset", "minimumScaleFactor", "textSelection", "environment", "labelsHidden", "buttonStyle", "backgroundBlur", "innerShadow",
        // The prototype's interactions: a button, a timer, a scroll anchor or target, the pointer, a change, a task, a
        // flow's screen — behaviour that never moves or sizes the layer (a button shows its layer as drawn).
        "designButton", "designTimer", "designScrollAnchor", "designScrollTarget", "designFlowScreen", "onHover", "onChange", "task", "modifier",
        // A paint-list parameter drawn behind the layer in its outline (`DesignPaint`).
        "paints",
    ]

    private func modifier(_ name: String, _ arguments: [DialectArgument], on inner: [LayoutNode], _ scope: DialectScope, line: Int) -> [LayoutNode] {
        guard !inner.isEmpty else { return [] }
        if inner.count > 1 {
            // A modifier on several views applies to each.
            return inner.flatMap { modifier(name, arguments, on: [$0], scope, line: line) }
        }
        let child = inner[0]
        let file = scope.file
        func argument(_ label: String) -> DialectExpr? { arguments.first { $0.label == label }?.value }
        func number(_ expr: DialectExpr?) -> Double?? {
            guard let expr else { return .some(nil) }
            guard let resolved = value(expr, scope).number else { return nil }
            return .some(resolved)
        }
        func wrap(_ kind: LayoutNode.Kind) -> [LayoutNode] { [LayoutNode.wrapping(child, kind, file: file, line: line)] }
        func notModelled(_ what: String) -> [LayoutNode] {
            wrap(.unmodelled(what))
        }
        switch name {
        case "frame":
            let fixedLabels: Set<String> = ["width", "height", "alignment"]
            let labels = Set(arguments.compactMap(\.label))
            guard let frameAlignment = argument("alignment").map({ alignment($0, scope) }) ?? .some(.center) else { return notModelled(".frame alignment") }
            if labels.isSubset(of: fixedLabels) {
                guard let width = number(argument("width")), let height = number(argument("height")) else { return notModelled(".frame with a value the model cannot evaluate") }
                return wrap(.frame(width: width, height: height, alignment: frameAlignment))
            }
            var values: [String: Double] = [:]
            for label in ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"] {
                guard let resolved = number(argument(label)) else { return notModelled(".frame with a value the model cannot evaluate") }
                if let resolved { values[label] = resolved }
            }
            return wrap(.flexibleFrame(LayoutNode.FlexibleFrame(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                                                minHeight: values["minHeight"], idealHeight: values["idealHeight"],
                                                                maxHeight: values["maxHeight"], alignment: frameAlignment)))
        case "padding":
            guard let insets = padding(arguments, scope) else { return notModelled(".padding with a value the model cannot evaluate") }
            return wrap(.padding(top: insets.0, leading: insets.1, bottom: insets.2, trailing: insets.3))
        case "overlay", "background", "mask":
            var content: [LayoutNode]
            if let closure = arguments.last(where: { isClosure($0.value) }), case .closure(_, let body) = closure.value.kind {
                content = build(body, scope)
            } else if program.isUIKit, name != "background", let view = arguments.first(where: { $0.label == nil })?.value {
                // UIKit's `.overlay(view)`: a view, laid out in the one it modifies.
                content = views(view, scope, layer: nil)
            } else {
                return [child]  // a colour or shape style: drawn, not laid out
            }
            let secondaryAlignment = alignment(argument("alignment"), scope) ?? .center
            let secondary = content.count == 1 ? content[0] : LayoutNode(.zStack(alignment: secondaryAlignment), children: content, file: file, line: line)
            secondary.isMask = name == "mask"
            if case .decorated(var secondaries) = child.kind, child.layer == nil {
                secondaries.append((secondary, secondaryAlignment))
                child.kind = .decorated(secondaries)
                return [child]
            }
            return wrap(.decorated([(secondary, secondaryAlignment)]))
        case "offset":
            if let size = arguments.first(where: { $0.label == nil })?.value {
                guard case .record(_, let fields) = value(size, scope), let width = fields["width"]?.number, let height = fields["height"]?.number else {
                    return notModelled(".offset with a value the model cannot evaluate")
                }
                return wrap(.offset(x: width, y: height))
            }
            guard let x = number(argument("x")), let y = number(argument("y")) else { return notModelled(".offset with a value the model cannot evaluate") }
            return wrap(.offset(x: x ?? 0, y: y ?? 0))
        case "rotation" where program.isUIKit:
            // UIKit's `rotation(degrees:)`: clockwise on screen, as SwiftUI's `rotationEffect`.
            guard let degrees = argument("degrees").flatMap({ value($0, scope).number }) else { return notModelled(".rotation the model cannot evaluate") }
            return wrap(.rotation(degrees: degrees))
        case "rotationEffect":
            guard arguments.count == 1, let angle = arguments.first?.value, case .number(let degrees) = value(angle, scope) else {
                return notModelled(".rotationEffect about another anchor")
            }
            return wrap(.rotation(degrees: degrees))
        case "fixedSize":
            if arguments.isEmpty { return wrap(.fixedSize(horizontal: true, vertical: true)) }
            guard case .bool(let horizontal) = value(argument("horizontal") ?? DialectExpr(.bool(true), line: line), scope),
                  case .bool(let vertical) = value(argument("vertical") ?? DialectExpr(.bool(true), line: line), scope) else {
                return notModelled(".fixedSize with a value the model cannot evaluate")
            }
            return wrap(.fixedSize(horizontal: horizontal, vertical: vertical))
        case "layoutPriority":
            guard let priority = arguments.first.flatMap({ value($0.value, scope).number }) else { return notModelled(".layoutPriority with a value the model cannot evaluate") }
            child.layoutPriority = priority
            return [child]
        case "gridCellColumns":
            guard let columns = arguments.first.flatMap({ value($0.value, scope).number }) else { return notModelled(".gridCellColumns with a value the model cannot evaluate") }
            child.gridColumns = max(layoutCount(columns), 1)
            return [child]
        case "gridArea":
            func count(_ label: String, _ fallback: Int?) -> Int? {
                guard let expr = arguments.first(where: { $0.label == label })?.value else { return fallback }
                return value(expr, scope).number.map { layoutCount($0) }
            }
            guard let row = count("row", nil), let column = count("column", nil), let rowSpan = count("rowSpan", 1), let columnSpan = count("columnSpan", 1),
                  let horizontal = gridPlacement(arguments.first(where: { $0.label == "horizontal" })?.value),
                  let vertical = gridPlacement(arguments.first(where: { $0.label == "vertical" })?.value) else {
                return notModelled(".gridArea with a value the model cannot evaluate")
            }
            child.gridArea = GridArea(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan, horizontal: horizontal, vertical: vertical)
            return [child]
        case "constraints":
            guard arguments.count == 6, let x = value(arguments[2].value, scope).number, let y = value(arguments[3].value, scope).number,
                  let width = value(arguments[4].value, scope).number, let height = value(arguments[5].value, scope).number,
                  let horizontal = constraintRule(arguments[0].value), let vertical = constraintRule(arguments[1].value) else {
                return notModelled(".constraints with a value the model cannot evaluate")
            }
            child.constraint = ConstraintValue(horizontal: horizontal, vertical: vertical, frame: LayoutRect(x: x, y: y, width: width, height: height))
            return [child]
        case "font":
            guard let argument = arguments.first, case .font(let font) = value(argument.value, scope) else { return notModelled(".font the model cannot evaluate") }
            return wrap(.environment(LayoutNode.EnvironmentChange(font: font)))
        case "fontWeight", "bold":
            let resolved = name == "bold" ? 700 : weight(arguments, scope)
            guard let resolved else { return [child] }
            return wrap(.environment(LayoutNode.EnvironmentChange(fontWeight: resolved)))
        case "lineSpacing":
            guard let spacing = arguments.first.flatMap({ value($0.value, scope).number }) else { return notModelled(".lineSpacing the model cannot evaluate") }
            return wrap(.environment(LayoutNode.EnvironmentChange(lineSpacing: spacing)))
        case "lineLimit":
            guard let argument = arguments.first else { return [child] }
            switch value(argument.value, scope) {
            case .number(let limit): return wrap(.environment(LayoutNode.EnvironmentChange(lineLimit: .some(layoutCount(limit)))))
            case .null: return wrap(.environment(LayoutNode.EnvironmentChange(lineLimit: .some(nil))))
            default: return notModelled(".lineLimit the model cannot evaluate")
            }
        case "resizable":
            if case .unmodelled("an image at its own size") = child.kind {
                child.kind = .flexible
            }
            return [child]
        case "gridCellAnchor", "gridColumnAlignment", "gridCellUnsizedAxes":
            return notModelled(".\(name)")
        default:
            break
        }
        if Self.drawingModifiers.contains(name) { return [child] }
        if let (function, functionFile) = program.viewFunctions[name] {
            return customModifier(function, file: functionFile, arguments, on: child, scope, line: line)
        }
        return notModelled(".\(name)")
    }

    /// A `View` extension function of the output (`textStyle`): its body applied to the view, its parameters bound
    /// to the arguments.
    private func customModifier(_ function: DialectFunction, file: String, _ arguments: [DialectArgument], on child: LayoutNode, _ scope: DialectScope,
                                line: Int) -> [LayoutNode] {
        let functionScope = DialectScope(file: file, type: nil, depth: scope.depth, instancePrefix: scope.instancePrefix, parent: nil)
        functionScope.selfViews = [child]
        for (parameter, argument) in zip(function.parameters, arguments) {
            functionScope.variables[parameter.name] = value(argument.value, scope)
        }
        var result: [LayoutNode] = [child]
        for statement in function.body {
            switch statement {
            case .expression(let expr), .returnStatement(let expr?):
                result = implicitSelf(expr, functionScope)
            default:
                continue
            }
        }
        return result
    }

    /// An expression in a `View` extension's body: a chain of modifiers on `self`, written with or without it.
    private func implicitSelf(_ expr: DialectExpr, _ scope: DialectScope) -> [LayoutNode] {
        if case .call(let callee, let arguments) = expr.kind, case .identifier(let name) = callee.kind, let selfViews = scope.selfViews {
            return modifier(name, arguments, on: selfViews, scope, line: expr.line)
        }
        if case .call(let callee, let arguments) = expr.kind, case .member(let base, let name) = callee.kind {
            return modifier(name, arguments, on: implicitSelf(base, scope), scope, line: expr.line)
        }
        return views(expr, scope, layer: nil)
    }

    /// A track list: `[.fixed(24), .fr(1), .auto]`, or `Array(repeating: .fr(1), count: 12)`.
    private func tracks(_ expr: DialectExpr?, _ scope: DialectScope) -> [GridTrack]? {
        guard let expr else { return nil }
        if case .call(let callee, let arguments) = expr.kind, case .identifier("Array") = callee.kind, arguments.count == 2,
           arguments[0].label == "repeating", arguments[1].label == "count", let count = value(arguments[1].value, scope).number,
           count >= 0, count <= 1000, let track = tracks(DialectExpr(.array([arguments[0].value]), line: expr.line), scope) {
            return Array(repeating: track[0], count: Int(count))
        }
        guard case .array(let elements) = expr.kind else { return nil }
        var tracks: [GridTrack] = []
        for element in elements {
            if case .implicitMember("auto") = element.kind {
                tracks.append(.auto)
                continue
            }
            guard case .call(let callee, let arguments) = element.kind, arguments.count == 1,
                  let length = value(arguments[0].value, scope).number, let name = caseNames(callee).first else { return nil }
            switch name {
            case "fixed": tracks.append(.fixed(length))
            case "fr": tracks.append(.flexible(length))
            default: return nil
            }
        }
        return tracks
    }

    /// A place on one axis of a grid area: `.start`, `.center`, `.end`, `.fill`.
    private func gridPlacement(_ expr: DialectExpr?) -> GridCellPlacement? {
        caseNames(expr).first.flatMap(GridCellPlacement.init(rawValue:))
    }

    private func constraintRule(_ expr: DialectExpr) -> ConstraintRule? {
        switch caseNames(expr).first {
        case "left", "top": .start
        case "right", "bottom": .end
        case "center": .center
        case "leftRight", "topBottom": .stretch
        case "scale": .scale
        default: nil
        }
    }

    /// `.padding`'s insets (top, leading, bottom, trailing) from its arguments.
    private func padding(_ arguments: [DialectArgument], _ scope: DialectScope) -> (Double, Double, Double, Double)? {
        if arguments.isEmpty { return (defaultPadding, defaultPadding, defaultPadding, defaultPadding) }
        if arguments.allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label ?? "") }) {
            // UIKit's `padding(top:leading:bottom:trailing:)`.
            var sides: [String: Double] = [:]
            for argument in arguments {
                guard let label = argument.label, let amount = value(argument.value, scope).number else { return nil }
                sides[label] = amount
            }
            return (sides["top"] ?? 0, sides["leading"] ?? 0, sides["bottom"] ?? 0, sides["trailing"] ?? 0)
        }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount = defaultPadding
        for argument in arguments {
            let resolved = value(argument.value, scope)
            switch resolved {
            case .number(let number): amount = number
            case .record("EdgeInsets", let fields):
                guard let top = fields["top"]?.number ?? .some(0), let leading = fields["leading"]?.number ?? .some(0),
                      let bottom = fields["bottom"]?.number ?? .some(0), let trailing = fields["trailing"]?.number ?? .some(0) else { return nil }
                return (top, leading, bottom, trailing)
            default:
                let names = caseNames(argument.value)
                guard !names.isEmpty else { return nil }
                edges = []
                for name in names {
                    switch name {
                    case "all": edges.formUnion(["top", "leading", "bottom", "trailing"])
                    case "horizontal": edges.formUnion(["leading", "trailing"])
                    case "vertical": edges.formUnion(["top", "bottom"])
                    case "top", "leading", "bottom", "trailing": edges.insert(name)
                    default: return nil
                    }
                }
            }
        }
        func side(_ name: String) -> Double { edges.contains(name) ? amount : 0 }
        return (side("top"), side("leading"), side("bottom"), side("trailing"))
    }

    // MARK: Values

    /// The members that are an infinite length: `.infinity`, and `.fillContainer`, figgen's own name for it
    /// (`CGFloat.fillContainer` in a support file).
    static let infinityNames: Set<String> = ["infinity", "fillContainer"]

    /// Text styles' sizes at the default Dynamic Type size (Apple's Human Interface Guidelines, iOS "Large").
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16, "subheadline": 15, "footnote": 13,
        "caption": 12, "caption2": 11,
    ]

    func value(_ expr: DialectExpr, _ scope: DialectScope) -> DialectValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return .opaque(Self.tooDeep) }
        steps += 1
        guard steps <= Self.maximumSteps else { return .opaque(Self.tooLarge) }
        switch expr.kind {
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .nilLiteral: return .null
        case .implicitMember(let name):
            if Self.infinityNames.contains(name) { return .number(.infinity) }
            if let size = Self.textStyleSizes[name] { return .font(LayoutFont(family: nil, size: size)) }
            return .enumCase(name)
        case .identifier(let name):
            if let bound = scope.lookup(name) { return bound }
            if let type = scope.type, let member = type.computed[name] {
                // A computed value (`resting: (state, size)`, `changedState ?? state`), else views.
                if member.body.count == 1, case .expression(let single) = member.body[0] {
                    switch single.kind {
                    case .tuple, .binary("??", _, _), .identifier: return value(single, scope)
                    default: break
                    }
                }
                return .views(ViewThunk(body: .statements(member.body), scope: scope))
            }
            if name.first?.isUppercase == true { return .typeName(name) }
            return .opaque(name)
        case .member(let base, let name):
            if case .identifier("self") = base.kind, let bound = scope.property(name) { return bound }
            let baseValue = value(base, scope)
            switch baseValue {
            case .typeName(let path):
                let full = path + "." + name
                if let known = staticValue(full) { return known }
                if Self.infinityNames.contains(name) { return .number(.infinity) }
                if path == "Font", let size = Self.textStyleSizes[name] { return .font(LayoutFont(family: nil, size: size)) }
                if program.statics.keys.contains(where: { $0.hasPrefix(full + ".") }) || name.first?.isUppercase == true { return .typeName(full) }
                return .enumCase(name)
            case .record(_, let fields):
                return fields[name] ?? .opaque(name)
            case .font(let font):
                return .font(font)
            default:
                return .opaque(name)
            }
        case .call(let callee, let arguments):
            return callValue(callee, arguments, scope, line: expr.line)
        case .closure(let parameters, let body):
            return .closure(parameters: parameters, body: body, scope: scope)
        case .binary(let op, let left, let right):
            let a = value(left, scope), b = value(right, scope)
            switch (op, a, b) {
            case ("+", .number(let x), .number(let y)): return .number(x + y)
            case ("+", .views, .views): return .views(ViewThunk(body: .expression(expr), scope: scope))  // texts joined
            case ("-", .number(let x), .number(let y)): return .number(x - y)
            case ("*", .number(let x), .number(let y)): return .number(x * y)
            case ("/", .number(let x), .number(let y)): return .number(x / y)
            case ("&&", .bool(let x), .bool(let y)): return .bool(x && y)
            case ("||", .bool(let x), .bool(let y)): return .bool(x || y)
            case ("is", _, _):
                // `Slot.self is Never.Type`: whether the caller gave a slot no content.
                if case .member(let generic, "self") = left.kind, case .identifier(let name) = generic.kind,
                   case .identifier("Never.Type") = right.kind {
                    return .bool(scope.isEmptySlotType(name))
                }
                return .opaque(op)
            case ("==", _, _): return .bool(equal(a, b))
            case ("!=", _, _): return .bool(!equal(a, b))
            case ("??", .null, _): return b
            case ("??", _, _): return a
            default: return .opaque(op)
            }
        case .prefix(let op, let operand):
            switch (op, value(operand, scope)) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .number(let number)): return .number(-number)
            default: return .opaque(op)
            }
        case .tuple(let arguments):
            return .tuple(arguments.map { value($0.value, scope) })
        case .array(let elements):
            return .array(elements.map { value($0, scope) })
        case .cast(let inner, _):
            return value(inner, scope)
        case .ternary(let condition, let then, let otherwise):
            switch value(condition, scope) {
            case .bool(true): return value(then, scope)
            case .bool(false): return value(otherwise, scope)
            default: return .opaque("?:")
            }
        case .unsupported(let what):
            return .opaque(what)
        }
    }

    private func staticValue(_ path: String) -> DialectValue? {
        if let known = staticValues[path] { return known }
        guard let (expr, file) = program.statics[path], !staticsInProgress.contains(path) else { return nil }
        staticsInProgress.insert(path)
        let result = value(expr, DialectScope(file: file, type: nil, depth: Self.maximumInstanceDepth, instancePrefix: nil, parent: nil))
        staticsInProgress.remove(path)
        staticValues[path] = result
        return result
    }

    private func callValue(_ callee: DialectExpr, _ arguments: [DialectArgument], _ scope: DialectScope, line: Int) -> DialectValue {
        func argument(_ label: String) -> DialectExpr? { arguments.first { $0.label == label }?.value }
        func number(_ label: String) -> Double? { argument(label).flatMap { value($0, scope).number } }
        var name = ""
        var base: DialectExpr?
        switch callee.kind {
        case .identifier(let identifier): name = identifier
        case .implicitMember(let member): name = member
        case .member(let receiver, let member):
            name = member
            base = receiver
        default: return .opaque("call")
        }
        // Fonts.
        if name == "custom", let family = arguments.first.flatMap({ value($0.value, scope) }), case .string(let familyName) = family {
            return .font(LayoutFont(family: familyName, size: number("size") ?? number("fixedSize") ?? 17))
        }
        if name == "system" {
            if let size = number("size") { return .font(LayoutFont(family: nil, size: size, weight: argument("weight").flatMap { expr in weight([DialectArgument(label: nil, value: expr)], scope) })) }
            if let style = arguments.first, case .enumCase(let styleName) = value(style.value, scope), let size = Self.textStyleSizes[styleName] {
                return .font(LayoutFont(family: nil, size: size))
            }
            return .opaque("font")
        }
        if let base, ["weight", "bold", "italic", "monospaced", "monospacedDigit", "width", "leading", "smallCaps"].contains(name),
           case .font(var font) = value(base, scope) {
            if name == "weight" { font.weight = weight(arguments, scope) ?? font.weight }
            if name == "bold" { font.weight = 700 }
            return .font(font)
        }
        // Angles, as degrees.
        if name == "degrees", let degrees = arguments.first.flatMap({ value($0.value, scope).number }) { return .number(degrees) }
        if name == "radians", let radians = arguments.first.flatMap({ value($0.value, scope).number }) { return .number(radians * 180 / .pi) }
        // Records: geometry values and structs of the output (`TextStyleToken(font:…)`).
        if base == nil, name == "EdgeInsets" || name == "CGSize" || name == "CGPoint" || name == "CGRect" {
            var fields: [String: DialectValue] = [:]
            for argument in arguments { if let label = argument.label { fields[label] = value(argument.value, scope) } }
            return .record(type: name, fields: fields)
        }
        if base == nil, let (type, file) = program.type(named: name), !type.inherits.contains("View"), !type.inherits.contains("UIView") {
            let instance = instanceScope(type, file: file, arguments: arguments, caller: scope, depth: Self.maximumInstanceDepth, instancePrefix: nil)
            return .record(type: name, fields: instance.properties)
        }
        if base == nil, scope.lookup(name) == nil, let function = scope.type?.functions[name] {
            // A function of the type returning a value (an interactive set's `shown(pressed:)`).
            let local = bind(function, arguments, scope)
            if case .returned(let result) = execute(function.body, local) { return result }
            return .opaque(name)
        }
        if base == nil, let bound = scope.lookup(name), case .closure(_, let body, let closureScope) = bound {
            // `content()`: the closure's views, built where it was written.
            return .views(ViewThunk(body: .statements(body), scope: closureScope))
        }
        // A view value (`AnyView(Icon())`, a generated type's call): built when shown, in this scope.
        return .views(ViewThunk(body: .expression(DialectExpr(.call(callee, arguments), line: line)), scope: scope))
    }
}

extension LayoutNode {
    /// A node that lays out several children (a spacer's axis does not pass through it).
    var isContainer: Bool {
        switch kind {
        case .stack, .zStack, .grid, .gridRow, .viewThatFits, .constraintLayout, .flowLayout, .trackGrid, .scroll, .decorated: true
        default: false
        }
    }
}
