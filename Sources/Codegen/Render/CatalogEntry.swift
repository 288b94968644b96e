/// One component of the catalog every target writes: the member that shows it, and the calls it shows (a set's
/// variants, one per combination of values, in the design's order).
struct CatalogEntry {
    var declaration: Declaration
    /// `<type>Entry`, never equal to a type name (which it would hide).
    var member: String
    var calls: [(call: String, size: Size2D?)]

    static func entries(of components: [Declaration], in ir: DesignIR) -> [CatalogEntry] {
        var members = NameScope.members
        let typeNames = Set(ir.declarations.map(\.typeName))
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
            return CatalogEntry(declaration: declaration, member: members.claim(SwiftName.memberName(declaration.typeName) + "Entry", avoiding: typeNames),
                                calls: calls)
        }
    }
}
