extension SwiftUIRenderer {
    /// A page listing every component and variant, each in its own member so the body stays small.
    func renderCatalog(_ components: [Declaration]) -> RenderedFile {
        var writer = CodeWriter()
        header(&writer)
        // Members named `<type>Entry`, never equal to a type name (which they would hide).
        var members = NameScope.members
        let typeNames = Set(ir.declarations.map(\.typeName))
        let entries = components.map { declaration in
            (declaration: declaration, member: members.claim(SwiftName.memberName(declaration.typeName) + "Entry", avoiding: typeNames))
        }
        writer.line("/// Every component and variant of the design, for a sample app or a design review.")
        let symbol = RenderedSymbol(kind: .type, name: ir.catalogTypeName, line: writer.nextLine, source: nil)
        writer.block("\(access)struct \(ir.catalogTypeName): View") { writer in
            writer.line("\(access)init() {}")
            writer.line()
            writer.block("\(access)var body: some View") { writer in
                writer.block("ScrollView") { writer in
                    writer.block("VStack(alignment: .leading, spacing: 32)") { writer in
                        renderEach(entries.map { entry in { (writer: inout CodeWriter) in writer.line(SwiftName.escaped(entry.member)) } }, &writer)
                    }
                    writer.line(".padding(20)")
                }
            }
            for entry in entries {
                writer.line()
                writer.line("@ViewBuilder")
                writer.block("private var \(SwiftName.escaped(entry.member)): some View") { writer in
                    writer.block("VStack(alignment: .leading, spacing: 12)") { writer in
                        var calls: [(String, Size2D?)] = []
                        if entry.declaration.kind == .componentSet {
                            var seen = Set<[String]>()
                            for variant in entry.declaration.variants where seen.insert(variant.values.map(\.caseMember)).inserted {
                                calls.append((variantCall(entry.declaration, variant), variant.designSize))
                            }
                        } else {
                            calls.append(("\(entry.declaration.typeName)()", entry.declaration.designSize))
                        }
                        let heading = { (writer: inout CodeWriter) in
                            writer.line("Text(verbatim: \(SwiftLiteral.string(entry.declaration.source.name)))")
                            writer.indent { $0.line(".font(.headline)") }
                        }
                        renderEach([heading] + calls.map { call in { (writer: inout CodeWriter) in
                            writer.line(call.0)
                            if let size = call.1 {
                                writer.indent { $0.line(".frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))") }
                            }
                        } }, &writer)
                    }
                }
            }
        }
        return RenderedFile(name: ir.catalogTypeName + ".swift", contents: writer.text, symbols: [symbol])
    }

    /// The wrapping layout for auto layout with WRAP (iOS 16 `Layout`).
    func renderFlowLayout() -> RenderedFile {
        let name = ir.flowLayoutTypeName
        let source = """
        /// Places children in lines along an axis and wraps to a new line when the next child does not
        /// fit: Figma auto layout with wrapping (`layoutWrap: WRAP`, `counterAxisSpacing`).
        \(access)struct \(name): Layout {
            \(access)enum LineAlignment: Sendable {
                case start, center, end
            }

            \(access)var axis: Axis
            \(access)var spacing: CGFloat
            \(access)var lineSpacing: CGFloat
            \(access)var alignment: LineAlignment

            \(access)init(axis: Axis = .horizontal, spacing: CGFloat = 0, lineSpacing: CGFloat = 0, alignment: LineAlignment = .start) {
                self.axis = axis
                self.spacing = spacing
                self.lineSpacing = lineSpacing
                self.alignment = alignment
            }

            /// Subview indices per line, with each line's length along the axis and thickness across it.
            private func lines(in limit: CGFloat, sizes: [CGSize]) -> [(indices: [Int], length: CGFloat, thickness: CGFloat)] {
                var result: [(indices: [Int], length: CGFloat, thickness: CGFloat)] = []
                var current: (indices: [Int], length: CGFloat, thickness: CGFloat) = ([], 0, 0)
                for (index, size) in sizes.enumerated() {
                    let length = axis == .horizontal ? size.width : size.height
                    let thickness = axis == .horizontal ? size.height : size.width
                    let needed = current.indices.isEmpty ? length : current.length + spacing + length
                    if !current.indices.isEmpty && needed > limit {
                        result.append(current)
                        current = ([index], length, thickness)
                    } else {
                        current = (current.indices + [index], needed, max(current.thickness, thickness))
                    }
                }
                if !current.indices.isEmpty { result.append(current) }
                return result
            }

            \(access)func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let limit = (axis == .horizontal ? proposal.width : proposal.height) ?? .infinity
                let lines = lines(in: limit, sizes: sizes)
                let length = lines.map(\\.length).max() ?? 0
                let thickness = lines.map(\\.thickness).reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
                return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
            }

            \(access)func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let limit = axis == .horizontal ? bounds.width : bounds.height
                var crossOffset: CGFloat = 0
                for line in lines(in: limit, sizes: sizes) {
                    let free = max(limit - line.length, 0)
                    var mainOffset: CGFloat = alignment == .start ? 0 : (alignment == .center ? free / 2 : free)
                    for index in line.indices {
                        let size = sizes[index]
                        let point = axis == .horizontal
                            ? CGPoint(x: bounds.minX + mainOffset, y: bounds.minY + crossOffset)
                            : CGPoint(x: bounds.minX + crossOffset, y: bounds.minY + mainOffset)
                        subviews[index].place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
                        mainOffset += (axis == .horizontal ? size.width : size.height) + spacing
                    }
                    crossOffset += line.thickness + lineSpacing
                }
            }
        }
        """
        var writer = CodeWriter()
        header(&writer)
        let line = writer.nextLine + 2
        for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
            writer.line(UntrustedText.trimmingTrailingSpaces(String(text)))
        }
        return RenderedFile(name: name + ".swift", contents: writer.text, symbols: [RenderedSymbol(kind: .type, name: name, line: line, source: nil)])
    }
}
