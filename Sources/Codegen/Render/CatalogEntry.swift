/// One component of the catalog every target writes: the member that shows it, and the calls it shows (a set's
/// variants, one per combination of values, in the design's order).
struct CatalogEntry {
    /// What the entry is called: the component's Figma name, or the prototype flow's.
    var title: String
    /// `<type>Entry`, never equal to a type name (which it would hide).
    var member: String
    var calls: [(call: String, size: Size2D?)]
    /// A prototype flow's entry (the flow, at its first screen's size): the targets show it their own way.
    var flow: Flow?

    /// The catalog's groups of entries, when there are more than its body may hold (`catalogEntries1To8`).
    static let entriesNaming = ChildGroups.Naming(base: "catalog", items: "Entries", container: "the catalog")
    /// What one call weighs in an entry's body: the call and its frame.
    static let callWeight = BodyWeight(cost: 2, layers: 0)
    /// The entry's groups of calls, for a set of more variants than its body may hold (`buttonEntryVariants1To8`).
    var callsNaming: ChildGroups.Naming {
        ChildGroups.Naming(base: member, items: "Variants", container: "`\(SwiftLiteral.commentText(title))`")
    }

    static func entries(of components: [Declaration], in ir: DesignIR) -> [CatalogEntry] {
        var members = NameScope.members
        let typeNames = Set(ir.declarations.map(\.typeName) + ir.flows.map(\.typeName))
        let flows = ir.flows.map { flow in
            CatalogEntry(title: flow.name + " (prototype flow)", member: "", calls: [("\(flow.typeName)()", flow.screens[0].designSize)], flow: flow)
        }
        return components.map { declaration in
            var calls: [(call: String, size: Size2D?)] = []
            if declaration.kind == .componentSet {
                var seen = Set<[String]>()
                for variant in declaration.variants where seen.insert(variant.values.map(\.caseMember)).inserted {
                    calls.append((Spelling.variantCall(declaration, variant), variant.designSize))
                }
            } else {
                calls.append(("\(declaration.typeName)()", declaration.designSize))
            }
            return CatalogEntry(title: declaration.source.name, member: members.claim(SwiftName.memberName(declaration.typeName) + "Entry", avoiding: typeNames),
                                calls: calls)
        } + flows.map { entry in
            var entry = entry
            entry.member = members.claim(SwiftName.memberName(entry.flow!.typeName) + "Entry", avoiding: typeNames)
            return entry
        }
    }
}
