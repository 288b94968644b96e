/// The font families the lowered views and text style tokens use, with the weights of each, in order of
/// first use. A family iOS does not have must ship with the app: lowering notes each one, and the renderers
/// write one helper that registers the app's bundled font files (`DesignFonts`).
struct FontFamilyUse: Equatable, Sendable {
    var family: String
    /// Weights used upright and italic, ascending (CSS-style, 100…900).
    var weights: [Int]
    var italicWeights: [Int]
    /// The first layer that uses it (nil: only a text style token does).
    var firstUse: Source?
}

/// The families a design uses that are not among iOS's own fonts, noted declaration by declaration as lowering
/// makes them (`add`), then with the text style tokens (`families(adding:)`), in order of first use.
struct FontUsage {
    private var order: [String] = []
    private var uses: [String: FontFamilyUse] = [:]
    private var isSystem: [String: Bool] = [:]  // a design uses few families, on many layers
    /// The last use noted, when noting it again changes nothing: most layers repeat their neighbour's font.
    private var last: (family: String, weight: Int, italic: Bool)?

    /// One font a text uses: its family, weight and slant, and the layer.
    struct Use: Equatable, Sendable {
        var family: String
        var weight: Int
        var italic: Bool
        var source: Source?
    }

    /// Notes the families a declaration's views use: lowering calls it as each declaration is made, so the
    /// views need not be kept for it. The texts of streamed children are noted from their uses, in their place.
    mutating func add(_ declaration: Declaration) {
        func visit(_ view: ViewNode) {
            if case .text(let text) = view.content {
                add(text.style, base: nil, source: view.source)
                for run in text.runs { add(run.style, base: text.style, source: view.source) }
            }
            if case .instance(let call) = view.content {
                for style in Self.argumentStyles(call) { add(style, base: nil, source: view.source) }
            }
            view.forEachChild(visit) { chunk in
                for use in chunk.fontUses { add(use) }
            }
        }
        for property in declaration.properties {
            if case .content(_, let views) = property.type { views.forEach(visit) }
            if case .textStyle(let style) = property.type { add(style, base: nil, source: property.layer) }
        }
        declaration.views?.forEach(visit)
    }

    /// The text styles a call passes to text-style parameters, its swapped-in calls' too.
    static func argumentStyles(_ call: InstanceCall) -> [TextStyle] {
        var styles: [TextStyle] = []
        var pending = [call]
        while let next = pending.popLast() {
            for argument in next.arguments {
                switch argument.value {
                case .textStyle(let style): styles.append(style)
                case .styledText(let runs): styles += runs.map(\.style)
                case .view(let nested): pending.append(nested)
                default: break
                }
            }
        }
        return styles
    }

    /// The fonts views use, in the order `add` notes them, without those that repeat the one before (noting one
    /// again changes nothing): what a streamed chunk's texts contribute.
    static func uses(of views: some Sequence<ViewNode>) -> [Use] {
        var uses: [Use] = []
        func note(_ style: TextStyle, base: TextStyle?, source: Source?) {
            guard var use = use(style, base: base) else { return }
            // A repeat is a no-op once a use with a layer is noted (a first use without one takes the next's layer).
            if let last = uses.last, last.source != nil, last.family == use.family, last.weight == use.weight, last.italic == use.italic { return }
            use.source = source
            uses.append(use)
        }
        func visit(_ view: ViewNode) {
            if case .text(let text) = view.content {
                note(text.style, base: nil, source: view.source)
                for run in text.runs { note(run.style, base: text.style, source: view.source) }
            }
            if case .instance(let call) = view.content {
                for style in argumentStyles(call) { note(style, base: nil, source: view.source) }
            }
            view.forEachChild(visit)
        }
        views.forEach(visit)
        return uses
    }

    /// The families noted, then those of the text style tokens, in order of first use.
    func families(adding tokens: [Token]) -> [FontFamilyUse] {
        var usage = self
        for token in tokens {
            if case .textStyle(let style) = token.value { usage.add(style, base: nil, source: nil) }
        }
        return usage.order.compactMap { family in
            usage.uses[family].map { use in
                var sorted = use
                sorted.weights.sort()
                sorted.italicWeights.sort()
                return sorted
            }
        }
    }

    /// The font of a style (a run's falls back to its text's base style); nil without a family.
    private static func use(_ style: TextStyle, base: TextStyle?) -> Use? {
        guard let family = style.fontFamily ?? base?.fontFamily else { return nil }
        return Use(family: family, weight: style.fontWeight ?? base?.fontWeight ?? 400, italic: style.italic || (base?.italic ?? false))
    }

    private mutating func add(_ style: TextStyle, base: TextStyle?, source: Source?) {
        guard var use = Self.use(style, base: base) else { return }
        use.source = source
        add(use)
    }

    private mutating func add(_ use: Use) {
        let (family, weight, italic, source) = (use.family, use.weight, use.italic, use.source)
        if let last, last.weight == weight, last.italic == italic, last.family == family { return }
        let system = isSystem[family] ?? {
            let answer = Self.isSystemFamily(family)
            isSystem[family] = answer
            return answer
        }()
        guard !system else {
            last = (family, weight, italic)
            return
        }
        defer { last = uses[family]?.firstUse != nil ? (family, weight, italic) : nil }
        if uses[family] == nil {
            order.append(family)
            uses[family] = FontFamilyUse(family: family, weights: [], italicWeights: [], firstUse: source)
        }
        if italic {
            if !uses[family]!.italicWeights.contains(weight) { uses[family]!.italicWeights.append(weight) }
        } else if !uses[family]!.weights.contains(weight) {
            uses[family]!.weights.append(weight)
        }
        if uses[family]!.firstUse == nil { uses[family]!.firstUse = source }
    }

    /// Whether iOS has the family (compared without case and spaces): the system font under Figma's names for
    /// it, and the families iOS installs.
    static func isSystemFamily(_ family: String) -> Bool {
        let key = String(family.lowercased().filter { !$0.isWhitespace })
        return key.hasPrefix("sfpro") || key.hasPrefix("sfcompact") || key.hasPrefix("sfmono") || key.hasPrefix(".sf")
            || key == "system" || key == "systemui" || key == "-apple-system" || iosFamilies.contains(key)
    }

    private static let iosFamilies: Set<String> = [
        "newyork", "helvetica", "helveticaneue", "arial", "arialrounded", "arialroundedmtbold", "avenir", "avenirnext",
        "avenirnextcondensed", "georgia", "timesnewroman", "courier", "couriernew", "menlo", "gillsans", "futura",
        "palatino", "verdana", "trebuchetms", "baskerville", "didot", "americantypewriter", "optima", "hoeflertext",
        "chalkboardse", "noteworthy", "markerfelt", "copperplate", "papyrus", "zapfino", "snellroundhand", "rockwell",
        "cochin", "bodoni72", "charter", "kailasa", "damascus", "partyLET".lowercased(), "savoyelet", "chalkduster",
        "academyengravedlet", "bradleyhand", "kefa", "geezapro", "applesdgothicneo", "hiraginosans", "pingfangsc",
        "pingfangtc", "pingfanghk", "heitisc", "heititc", "thonburi", "euphemiaucas", "galvji", "mishafi",
    ]
}
