import FigmaModel

/// How many prototype links the selection has, and what became of them: what the code expresses plus what is
/// reported is every link (`figgen generate` prints the reports; the corpus test prints the counts).
struct InteractionSummary: Equatable, Sendable {
    var total = 0
    var expressed = 0
    /// Reported links by reason, in document order of the first.
    var reported: [(reason: String, count: Int)] = []

    var reportedCount: Int { reported.reduce(0) { $0 + $1.count } }

    static func == (lhs: InteractionSummary, rhs: InteractionSummary) -> Bool {
        lhs.total == rhs.total && lhs.expressed == rhs.expressed && lhs.reported.elementsEqual(rhs.reported) { $0 == $1 }
    }
}

extension Lowering {
    /// What the prototype plan could not express, once per kind, with a count and the first link's JSON path.
    mutating func reportInteractions() {
        for entry in prototype.reports() {
            let plural = entry.count == 1 ? "" : "s"
            let first = file.nodes[entry.node].name
            report(.warning, .interaction, "\(entry.count) prototype interaction\(plural) not generated: \(entry.kind.reason) (first: layer '\(UntrustedText.singleLine(first))')",
                   entry.node, location: entry.location)
        }
    }

    /// The counts of the prototype's links.
    var interactionSummary: InteractionSummary {
        InteractionSummary(total: prototype.total, expressed: prototype.expressed,
                           reported: prototype.reports().map { ($0.kind.reason, $0.count) })
    }
}
