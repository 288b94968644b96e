/// A value the reader met but could not use as the schema describes, skipped so generation can go on.
/// One entry per field and problem: where it first appeared and how often. The rule for what is rejected
/// and what is tolerated is in `Decoding/Tolerance.swift`.
public struct ToleratedValue: Equatable, Sendable {
    /// The key whose value was skipped (`fills`, `componentPropertyDefinitions`, …).
    public var field: String
    /// What was wrong with it: `expected array, found object`.
    public var problem: String
    public var firstPath: JSONPath
    public var firstNodeID: String?
    public var count: Int

    public init(field: String, problem: String, firstPath: JSONPath, firstNodeID: String?, count: Int) {
        self.field = field
        self.problem = problem
        self.firstPath = firstPath
        self.firstNodeID = firstNodeID
        self.count = count
    }
}
