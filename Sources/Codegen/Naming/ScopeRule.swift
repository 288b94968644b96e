/// The scope rule: every name figgen declares inside a generated type is checked against the names visible where
/// it is used. Inside a type, Swift finds the type's own nested types and members before the module's types and
/// the frameworks' — `struct ButtonComponent { enum Icon … }` makes `Icon(name: .plus)` in its body the enum, not
/// the component `Icon` — so:
/// - A nested type (a variant enum, a slot's generic parameter) takes no name the module's code may use: no
///   generated type of the design (but its own type's, which its body never names), no type figgen writes for
///   either target, no framework type (`SwiftName.reservedTypeNameSet`), and no member of its type. Such a
///   name gets its kind's suffix — `Variant` for a variant enum (`Icon` → `IconVariant`, `State` → `StateVariant`),
///   `Content` for a generic parameter (`Badge` → `BadgeContent`; a framework type's name keeps the `Component` the
///   type rule gives it: `Body` → `BodyComponent`) — then a number if that is taken too.
/// - A name the type rule and the member rule spell alike (scripts without letter case: `选中`; a leading digit:
///   `12` → `_12`) stays the member's: its nested type gets the suffix, so `var 选中: 选中Variant`. Names with
///   letter case are spelt as before (`State`/`state`).
/// - A member takes no generated type's name and no nested type's name of its own type (`InterfacePlan.claim`).
/// The outcome depends on the design's names only, not on the target: both targets declare the same types.
struct ScopeRule {
    /// Names of the module's scope: the design's types, the types figgen writes for any target, the frameworks'.
    let moduleNames: Set<String>

    init(typeNames: Set<String>, typePrefix: String?) {
        var names = typeNames.union(SwiftName.reservedTypeNameSet)
        for target in GenerationOptions.Target.allCases {
            for shared in rendererType(for: target).sharedTypeNames { names.insert(SwiftName.typeName(shared, prefix: typePrefix)) }
        }
        moduleNames = names
    }

    static let variantSuffix = "Variant"
    static let contentSuffix = "Content"

    /// The name of a type nested in `enclosingType`, claimed in its nested-type `scope`: the type rule's spelling of
    /// `figmaName` (without the type prefix), or with `suffix` where the rule above asks for it. `members` are the
    /// members of the enclosing type named so far.
    func nestedTypeName(_ figmaName: String, suffix: String, enclosingType: String, members: Set<String>, scope: inout NameScope) -> String {
        var base = SwiftName.typeName(figmaName)
        let isAvoided = { (name: String) in name != enclosingType && (moduleNames.contains(name) || members.contains(name)) }
        let shadowSuffix = SwiftName.shadowSuffix
        if base.hasSuffix(shadowSuffix), SwiftName.reservedTypeNameSet.contains(String(base.dropLast(shadowSuffix.count))) {
            // A framework type's name has `Component`, as at the top level (`Body` → `BodyComponent`); a variant
            // enum's has `Variant` instead (`State` → `StateVariant`).
            if suffix == Self.variantSuffix { base = String(base.dropLast(shadowSuffix.count)) + suffix }
        } else if isAvoided(base) || base == SwiftName.memberName(figmaName) {
            base += suffix
        }
        return scope.claim(base, avoidingWhere: isAvoided)
    }
}
