import FigmaModel

/// Resolve stage for the variables endpoint's answer (README "Variables"): every variable's Swift
/// name, the Swift type it becomes, its value in each mode and its aliases — decided before lowering, from
/// the answer alone, so a token's name does not depend on which layers use it.
///
/// Names: a variable's member is its `codeSyntax.iOS` when set (the last `.`-separated part), else its name
/// by the member rule (`Alias/background/neutral/subtle-default` → `alias_Background_Neutral_SubtleDefault`).
/// When several variables of one type get the same member (case-insensitively), the first in canonical order
/// keeps it and the others are qualified by their collection (`S2.Color-theme/Palette/gray` →
/// `s2ColorTheme_Palette_Gray`); a clash left after that is numbered. Canonical order: local collections before
/// remote ones, then collection name and id, then variable name and id — the answer's key order does not matter.
struct VariableTable {
    struct Entry {
        let variable: Variable
        let collection: VariableCollection
        let member: String
        let kind: VariableToken.Kind
    }

    /// Usable variables in canonical order.
    private(set) var entries: [Entry] = []
    private var indexByID: [String: Int] = [:]
    /// Variables that cannot become tokens, by id: why (alias cycle, missing target, unknown type, …).
    private(set) var unusable: [String: String] = [:]
    /// Problems of the answer, with their JSON path in it.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every token, resolved, by entry index.
    private var tokens: [Token] = []

    /// Scopes that make a FLOAT variable a length (`CGFloat`) even when no layer binds it.
    static let lengthScopes: Set<String> = ["CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE",
                                            "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"]
    /// Bound properties whose values are lengths (`boundVariables` keys).
    static let lengthProperties: Set<String> = ["itemSpacing", "counterAxisSpacing", "paddingLeft", "paddingRight", "paddingTop", "paddingBottom",
                                                "topLeftRadius", "topRightRadius", "bottomLeftRadius", "bottomRightRadius", "cornerRadius",
                                                "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "strokeWeight",
                                                "strokeTopWeight", "strokeRightWeight", "strokeBottomWeight", "strokeLeftWeight",
                                                "fontSize", "lineHeight", "letterSpacing", "paragraphSpacing", "paragraphIndent",
                                                "gridRowGap", "gridColumnGap"]

    init(variables: FigmaVariables, file: FigmaFile) {
        let collections = Dictionary(variables.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // 1. Which variables can be used at all; canonical order.
        var candidates: [(variable: Variable, collection: VariableCollection)] = []
        var seenIDs = Set<String>()
        for variable in variables.variables {
            guard seenIDs.insert(variable.id).inserted else {
                problem(variable, .variableDuplicate, "variable \(variable.id) appears twice in the answer; the first is used")
                continue
            }
            if case .unknown(let value) = variable.resolvedType {
                problem(variable, .variableUnknownType, "variable '\(variable.name)' has type '\(value.raw)', which figgen does not know; it is skipped", severity: .note)
                continue
            }
            guard let collection = collections[variable.collectionID] else {
                problem(variable, .variableCollectionMissing, "the collection \(variable.collectionID) of variable '\(variable.name)' is not in the answer; the variable is skipped")
                continue
            }
            candidates.append((variable, collection))
        }
        // Sorted through small keys: comparing the (large) values themselves would copy them per comparison.
        let keys = candidates.map { SortKey(remote: $0.collection.remote, collectionName: $0.collection.name,
                                            collectionID: $0.collection.id, name: $0.variable.name, id: $0.variable.id) }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        candidates = order.map { candidates[$0] }
        // 2. Kinds: FLOAT is a length when a layer binds it to one, its scopes are all lengths, or a length aliases it.
        var lengthIDs = Set<String>()
        for node in file.nodes {
            for binding in node.boundVariables.bindings where Self.isLengthProperty(binding.property) {
                lengthIDs.formUnion(binding.variableIDs)
            }
        }
        for (variable, _) in candidates where variable.resolvedType == .float && !variable.scopes.isEmpty
            && variable.scopes.allSatisfy(Self.lengthScopes.contains) {
            lengthIDs.insert(variable.id)
        }
        let byID = Dictionary(candidates.map { ($0.variable.id, $0.variable) }, uniquingKeysWith: { first, _ in first })
        var changed = true
        while changed {
            changed = false
            for id in lengthIDs {
                for value in byID[id]?.valuesByMode ?? [] {
                    if case .alias(let target) = value.value, byID[target]?.resolvedType == .float, lengthIDs.insert(target).inserted { changed = true }
                }
            }
        }
        // 3. Names, per Swift type family (COLOR, FLOAT, STRING, BOOLEAN each have one namespace of names).
        func base(_ variable: Variable) -> String {
            if let code = variable.codeSyntaxIOS, let last = code.split(separator: ".").last, !last.isEmpty {
                return SwiftName.memberName(String(last))
            }
            return SwiftName.memberName(variable.name)
        }
        var firstByBase: [String: String] = [:]  // family + key of base → first id
        var bases: [String] = []
        for (variable, collection) in candidates {
            let name = base(variable)
            let key = variable.resolvedType.rawValue + " " + NameScope.key(name)
            if firstByBase[key] == nil {
                firstByBase[key] = variable.id
                bases.append(name)
            } else {
                bases.append(SwiftName.memberName(collection.name + "/" + variable.name))
            }
        }
        var scopes: [String: NameScope] = [:]
        for (index, (variable, collection)) in candidates.enumerated() {
            let family = variable.resolvedType.rawValue
            let member = scopes[family, default: .members].claim(bases[index])  // in place, no copy per claim
            let kind: VariableToken.Kind = switch variable.resolvedType {
            case .color: .color
            case .float: lengthIDs.contains(variable.id) ? .length : .number
            case .string: .text
            default: .flag
            }
            indexByID[variable.id] = entries.count
            entries.append(Entry(variable: variable, collection: collection, member: member, kind: kind))
        }
        // 4. Values per mode, through aliases; a variable whose values cannot be resolved is dropped.
        var usable: [Entry] = []
        var resolvedTokens: [Token] = []
        for entry in entries {
            switch token(for: entry) {
            case .success(let token):
                usable.append(entry)
                resolvedTokens.append(token)
            case .failure(let failure):
                unusable[entry.variable.id] = failure.message
                problem(entry.variable, failure.kind, "variable '\(entry.variable.name)': \(failure.message); it is skipped")
            }
        }
        entries = usable
        tokens = resolvedTokens
        indexByID = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.variable.id, $0.offset) })
        // A reference to a dropped variable falls back to the value it resolved to.
        let kept = Set(entries.map { $0.kind.rawValue + " " + $0.member })
        for index in tokens.indices {
            guard var variable = tokens[index].variable else { continue }
            let kind = variable.kind
            func keep(_ value: inout VariableToken.ModeValue) {
                if let reference = value.reference, !kept.contains((value.referenceKind ?? kind).rawValue + " " + reference) {
                    value.reference = nil
                    value.referenceKind = nil
                }
            }
            keep(&variable.base)
            if var dark = variable.dark { keep(&dark); variable.dark = dark }
            for other in variable.others.indices { keep(&variable.others[other].value) }
            tokens[index].variable = variable
        }
    }

    static func isLengthProperty(_ property: String) -> Bool {
        lengthProperties.contains(property) || property.hasPrefix("rectangleCornerRadii.")
    }

    func entry(forID id: String) -> Entry? {
        indexByID[id].map { entries[$0] }
    }

    /// The members already taken in each token namespace, so style tokens and id-named variables avoid them.
    var claimedMembers: [(namespace: String, member: String)] {
        entries.map { ($0.kind == .color ? "paint" : $0.kind == .length ? "dimension" : $0.kind.rawValue, $0.member) }
    }

    /// The tokens to emit, in canonical order: every usable variable (`all`), or those the design uses and
    /// every variable they alias, in any mode.
    func tokens(used: Set<String>, all: Bool) -> [Token] {
        if all { return tokens }
        var wanted = Set<Int>()
        var queue = used.compactMap { indexByID[$0] }
        while let index = queue.popLast() {
            guard wanted.insert(index).inserted else { continue }
            for value in entries[index].variable.valuesByMode {
                if case .alias(let target) = value.value, let targetIndex = indexByID[target] { queue.append(targetIndex) }
            }
        }
        return wanted.sorted().map { tokens[$0] }
    }

    // MARK: Modes and aliases

    /// The canonical order: local collections first, then collection name and id, then variable name and id.
    private struct SortKey: Comparable {
        var remote: Bool
        var collectionName: String
        var collectionID: String
        var name: String
        var id: String

        static func < (a: SortKey, b: SortKey) -> Bool {
            if a.remote != b.remote { return !a.remote }
            if a.collectionName != b.collectionName { return a.collectionName < b.collectionName }
            if a.collectionID != b.collectionID { return a.collectionID < b.collectionID }
            if a.name != b.name { return a.name < b.name }
            return a.id < b.id
        }
    }

    private struct Failure: Error {
        var kind: Diagnostic.Kind
        var message: String
    }

    /// Which modes a collection's values go to: a collection with a Light and a Dark mode (by name) is an
    /// appearance pair; otherwise the default mode is the base and every other mode has its own namespace.
    private static func layout(_ collection: VariableCollection, kind: VariableToken.Kind) -> (base: String?, dark: String?, others: [VariableMode]) {
        let light = collection.modes.first { appearance($0.name) == "light" }
        let dark = collection.modes.first { appearance($0.name) == "dark" }
        if let light, let dark {
            let others = collection.modes.filter { $0.id != light.id && (kind != .color || $0.id != dark.id) }
            return (light.id, kind == .color ? dark.id : nil, others)
        }
        let base = collection.defaultModeID.flatMap { id in collection.modes.first { $0.id == id } } ?? collection.modes.first
        return (base?.id, nil, collection.modes.filter { $0.id != base?.id })
    }

    /// `"Light"`, `"dark mode"`, `"Dark (high contrast)"` → its first word, lowercased.
    private static func appearance(_ modeName: String) -> String {
        SwiftName.words(modeName).first?.lowercased() ?? ""
    }

    private func token(for entry: Entry) -> Result<Token, Failure> {
        let layout = Self.layout(entry.collection, kind: entry.kind)
        guard let baseID = layout.base else {
            return .failure(Failure(kind: .variableNoModes, message: "its collection '\(entry.collection.name)' has no modes"))
        }
        func modeName(_ id: String) -> String { entry.collection.modes.first { $0.id == id }?.name ?? id }
        do {
            let base = try modeValue(entry, modeID: baseID, dark: false, name: modeName(baseID))
            var dark = try layout.dark.map { try modeValue(entry, modeID: $0, dark: true, name: modeName($0)) }
            if dark?.resolved == base.resolved && dark?.reference == base.reference { dark = nil }
            var others: [VariableToken.OtherMode] = []
            for mode in layout.others where entry.variable.value(inMode: mode.id) != nil {
                let value = try modeValue(entry, modeID: mode.id, dark: false, name: mode.name)
                // A mode that repeats the base adds nothing a reader needs: the base stands for it.
                if value.resolved == base.resolved && value.reference == base.reference { continue }
                others.append(.init(typeName: SwiftName.typeName(mode.name), value: value))
            }
            let description = entry.variable.description.flatMap { $0.isEmpty ? nil : $0 }
            let variable = VariableToken(kind: entry.kind, collection: entry.collection.name, description: description, base: base, dark: dark, others: others)
            return .success(Token(member: entry.member, figmaName: entry.variable.name, key: "variable:" + entry.variable.id,
                                  isVariable: true, value: base.resolved, variable: variable))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(kind: .variableInvalid, message: "\(error)"))
        }
    }

    private func modeValue(_ entry: Entry, modeID: String, dark: Bool, name: String) throws -> VariableToken.ModeValue {
        guard let value = entry.variable.value(inMode: modeID) else {
            throw Failure(kind: .variableModeMissing, message: "it has no value for mode '\(name)'")
        }
        var visited: Set<String> = [entry.variable.id]
        let literal = try resolve(value, in: entry, modeID: modeID, dark: dark, visited: &visited)
        let resolved = try Self.convert(literal, to: entry.kind)
        guard case .alias(let target) = value, let targetIndex = candidateIndex(target) else {
            return .init(mode: name, resolved: resolved)
        }
        let targetEntry = entries[targetIndex]
        return .init(mode: name, resolved: resolved, reference: targetEntry.member,
                     referenceKind: targetEntry.kind == entry.kind ? nil : targetEntry.kind)
    }

    /// During construction `indexByID` covers every candidate (before unusable ones are dropped).
    private func candidateIndex(_ id: String) -> Int? { indexByID[id] }

    /// Follows aliases to a literal. A target in the same collection is read in the same mode; in another
    /// collection, in its dark mode for a dark value when it has one, else in its base mode.
    private func resolve(_ value: VariableValue, in entry: Entry, modeID: String, dark: Bool, visited: inout Set<String>) throws -> VariableValue {
        guard case .alias(let targetID) = value else { return value }
        guard let targetIndex = candidateIndex(targetID) else {
            let reason = unusable[targetID].map { " (\($0))" } ?? ""
            throw Failure(kind: .variableAliasMissing, message: "it aliases \(targetID), which is not in the answer or cannot be used\(reason)")
        }
        guard visited.insert(targetID).inserted else {
            throw Failure(kind: .variableAliasCycle, message: "its aliases form a cycle through \(entries[targetIndex].variable.name)")
        }
        let target = entries[targetIndex]
        let targetMode: String?
        if target.collection.id == entry.collection.id {
            targetMode = modeID
        } else {
            let layout = Self.layout(target.collection, kind: target.kind)
            targetMode = dark ? (layout.dark ?? layout.base) : layout.base
        }
        guard let targetMode, let next = target.variable.value(inMode: targetMode) ?? target.variable.valuesByMode.first?.value else {
            throw Failure(kind: .variableAliasMissing, message: "it aliases '\(target.variable.name)', which has no value")
        }
        return try resolve(next, in: target, modeID: targetMode, dark: dark, visited: &visited)
    }

    private static func convert(_ literal: VariableValue, to kind: VariableToken.Kind) throws -> Token.Value {
        switch (literal, kind) {
        case (.color(let c), .color): return .paint(.color(ColorValue(red: c.r, green: c.g, blue: c.b, opacity: c.a)))
        case (.number(let n), .length): return .dimension(n)
        case (.number(let n), .number): return .number(n)
        case (.string(let s), .text): return .text(s)
        case (.boolean(let b), .flag): return .flag(b)
        default:
            throw Failure(kind: .variableValueMismatch, message: "a value (\(literal)) does not fit its type")
        }
    }

    private mutating func problem(_ variable: Variable, _ kind: Diagnostic.Kind, _ message: String, severity: Diagnostic.Severity = .warning) {
        var diagnostic = Diagnostic(severity, kind: kind, message, path: variable.path, nodeID: nil)
        diagnostic.source = .variables
        diagnostics.append(diagnostic)
    }
}
