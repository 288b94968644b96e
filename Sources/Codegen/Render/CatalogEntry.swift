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
