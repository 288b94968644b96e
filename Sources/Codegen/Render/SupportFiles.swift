extension SwiftUIRenderer {
    /// A page listing every component and variant, each in its own member so the body stays small.
    func renderCatalog(_ components: [Declaration]) -> RenderedFile {
        var writer = CodeWriter()
        header(&writer)
        let entries = CatalogEntry.entries(of: components, in: ir)
        writer.line("/// Every component and variant of the design, for a sample app or a design review.")
        let symbol = RenderedSymbol(kind: .type, name: ir.sharedType("DesignCatalog"), line: writer.nextLine, source: nil)
        writer.block("\(access)struct \(ir.sharedType("DesignCatalog")): View") { writer in
            writer.line("\(access)init() {}")
            writer.line()
            writer.block("\(access)var body: some View") { writer in
                writer.block("ScrollView") { writer in
                    writer.block("VStack(alignment: .leading, spacing: 32)") { writer in
                        ChildGroups.writeList(count: entries.count, weight: .reference, naming: CatalogEntry.entriesNaming, &writer, header: groupMember) { index, writer in
                            writer.line(SwiftName.escaped(entries[index].member))
                        }
                    }
                    writer.line(".padding(20)")
                }
            }
            for entry in entries {
                writer.line()
                writer.line("@ViewBuilder")
                writer.block("private var \(SwiftName.escaped(entry.member)): some View") { writer in
                    writer.block("VStack(alignment: .leading, spacing: 12)") { writer in
                        writer.line("Text(verbatim: \(SwiftLiteral.string(entry.title)))")
                        writer.indent { $0.line(".font(.headline)") }
                        ChildGroups.writeList(count: entry.calls.count, weight: CatalogEntry.callWeight, naming: entry.callsNaming, &writer, header: groupMember) { index, writer in
                            let (call, size) = entry.calls[index]
                            writer.line(call)
                            if let size { writer.indent { $0.line(Spelling.fixedFrame(size)) } }
                        }
                    }
                }
            }
            writer.writeDeferred()
        }
        return RenderedFile(name: ir.sharedType("DesignCatalog") + ".swift", text: writer.fileText, symbols: [symbol])
    }

    /// The wrapping layout for auto layout with WRAP (iOS 16 `Layout`).
    func renderFlowLayout() -> RenderedFile {
        let name = ir.sharedType("FlowLayout")
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
            /// Where each child sits across its line (Figma's `counterAxisAlignItems`).
            \(access)var itemAlignment: LineAlignment

            \(access)init(axis: Axis = .horizontal, spacing: CGFloat = 0, lineSpacing: CGFloat = 0, alignment: LineAlignment = .start,
                        itemAlignment: LineAlignment = .start) {
                self.axis = axis
                self.spacing = spacing
                self.lineSpacing = lineSpacing
                self.alignment = alignment
                self.itemAlignment = itemAlignment
            }

            private func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

            /// A proposal of `length` along the axis and none across it.
            private func proposal(along length: CGFloat) -> ProposedViewSize {
                axis == .horizontal ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
            }

            /// Subview indices per line, with each subview's size, the line's length along the axis and its thickness
            /// across it. Lines break by ideal lengths; then a subview that grows when offered more (Figma's FILL:
            /// `maxWidth: .infinity`) takes its share of the room its line leaves, and is measured again at that length.
            private func lines(in limit: CGFloat, subviews: Subviews) -> [(indices: [Int], sizes: [CGSize], length: CGFloat, thickness: CGFloat)] {
                let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
                let longest = subviews.map { length($0.sizeThatFits(proposal(along: .infinity))) }
                var groups: [[Int]] = []
                var used: CGFloat = 0
                for index in subviews.indices {
                    let needed = used + spacing + length(ideal[index])
                    if !groups.isEmpty && needed <= limit {
                        groups[groups.count - 1].append(index)
                        used = needed
                    } else {
                        groups.append([index])
                        used = length(ideal[index])
                    }
                }
                return groups.map { indices in
                    let room = limit - spacing * CGFloat(indices.count - 1)
                    let lengths = Self.shares(ideal: indices.map { length(ideal[$0]) }, longest: indices.map { longest[$0] }, room: room)
                    let sizes = zip(indices, lengths).map { index, grown in
                        grown == length(ideal[index]) ? ideal[index] : subviews[index].sizeThatFits(proposal(along: grown))
                    }
                    let thickness = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
                    return (indices, sizes, sizes.map(length).reduce(0, +) + spacing * CGFloat(indices.count - 1), thickness)
                }
            }

            /// The lengths of a line's subviews in `room`: those that grow (longer when offered more) share what the
            /// others leave equally, each kept between its ideal and longest length; the others keep their ideal.
            private static func shares(ideal: [CGFloat], longest: [CGFloat], room: CGFloat) -> [CGFloat] {
                var lengths = ideal
                var growing = ideal.indices.filter { longest[$0] > ideal[$0] }
                guard room.isFinite else { return lengths }
                var available = room - ideal.indices.filter { !growing.contains($0) }.map { ideal[$0] }.reduce(0, +)
                while !growing.isEmpty {
                    let share = available / CGFloat(growing.count)
                    let clamped = growing.map { min(max(share, ideal[$0]), longest[$0]) }
                    let excess = clamped.reduce(0, +) - share * CGFloat(growing.count)
                    // Those a bound holds on the side of the excess keep that bound; the rest share again.
                    let held = growing.indices.filter { abs(excess) < 0.001 || (excess > 0 ? clamped[$0] > share : clamped[$0] < share) }
                    for position in held {
                        lengths[growing[position]] = clamped[position]
                        available -= clamped[position]
                    }
                    growing = growing.indices.filter { !held.contains($0) }.map { growing[$0] }
                }
                return lengths
            }

            \(access)func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let limit = (axis == .horizontal ? proposal.width : proposal.height) ?? .infinity
                let lines = lines(in: limit, subviews: subviews)
                let length = lines.map(\\.length).max() ?? 0
                let thickness = lines.map(\\.thickness).reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
                return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
            }

            \(access)func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let limit = axis == .horizontal ? bounds.width : bounds.height
                var crossOffset: CGFloat = 0
                for line in lines(in: limit, subviews: subviews) {
                    let free = max(limit - line.length, 0)
                    var mainOffset: CGFloat = alignment == .start ? 0 : (alignment == .center ? free / 2 : free)
                    for (index, size) in zip(line.indices, line.sizes) {
                        let room = line.thickness - (axis == .horizontal ? size.height : size.width)
                        let across = crossOffset + (itemAlignment == .start ? 0 : (itemAlignment == .center ? room / 2 : room))
                        let point = axis == .horizontal
                            ? CGPoint(x: bounds.minX + mainOffset, y: bounds.minY + across)
                            : CGPoint(x: bounds.minX + across, y: bounds.minY + mainOffset)
                        subviews[index].place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
                        mainOffset += length(size) + spacing
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
        return RenderedFile(name: name + ".swift", text: writer.fileText, symbols: [RenderedSymbol(kind: .type, name: name, line: line, source: nil)])
    }

    /// The `Layout` (iOS 16) for Figma's GRID auto layout with fixed, fr and content tracks, and the modifier that gives a
    /// child its area. SwiftUI's `Grid` cannot say it: its columns take their cells' widths, not shares of the grid.
    func renderGridTrackLayout() -> RenderedFile {
        let name = ir.sharedType("GridTrackLayout")
        let source = """
        /// Figma auto layout GRID: tracks of fixed lengths (`.fixed`), shares (`.fr`, CSS's fr unit) and content
        /// (`.auto`: CSS's `auto` and `fit-content`), each child in the area `gridArea` gives it. Fixed tracks keep their
        /// lengths; an auto track is as long as the longest child that lies in it alone (a row's children measured at
        /// their columns' width); fr tracks share what the others and the spacing leave, by their fr. On an axis
        /// without fr tracks the layout is as long as its tracks are; on one with fr tracks it takes the length it is
        /// offered, or with none its design length. A child that fills takes its area on that axis; any other sits at
        /// its own size at the area's start, centre or end.
        \(access)struct \(name): Layout {
            \(access)enum Track: Equatable, Sendable {
                case fixed(CGFloat)
                case fr(CGFloat)
                case auto
            }

            /// Where a child sits on one axis of its area.
            \(access)enum Placement: Equatable, Sendable {
                case start, center, end, fill
            }

            /// The tracks a child covers (first row and column, spans) and how it sits in them.
            \(access)struct Area: Equatable, Sendable {
                \(access)var row: Int
                \(access)var column: Int
                \(access)var rowSpan: Int
                \(access)var columnSpan: Int
                \(access)var horizontal: Placement
                \(access)var vertical: Placement
            }

            \(access)var columns: [Track]
            \(access)var rows: [Track]
            \(access)var columnSpacing: CGFloat
            \(access)var rowSpacing: CGFloat
            \(access)var designSize: CGSize

            \(access)init(columns: [Track], rows: [Track], columnSpacing: CGFloat = 0, rowSpacing: CGFloat = 0, designWidth: CGFloat, designHeight: CGFloat) {
                self.columns = columns
                self.rows = rows
                self.columnSpacing = columnSpacing
                self.rowSpacing = rowSpacing
                designSize = CGSize(width: designWidth, height: designHeight)
            }

            /// Each track's length when the tracks and the spacing between them share `length` (an auto track's is `content`'s).
            static func lengths(_ tracks: [Track], spacing: CGFloat, in length: CGFloat, content: [CGFloat]) -> [CGFloat] {
                var fixed: CGFloat = 0
                var shares: CGFloat = 0
                for (index, track) in tracks.enumerated() {
                    switch track {
                    case .fixed(let value): fixed += value
                    case .fr(let share): shares += share
                    case .auto: fixed += content[index]
                    }
                }
                let free = max(length - fixed - spacing * CGFloat(max(tracks.count - 1, 0)), 0)
                return tracks.enumerated().map { index, track in
                    switch track {
                    case .fixed(let value): value
                    case .fr(let share): shares > 0 ? free * share / shares : 0
                    case .auto: content[index]
                    }
                }
            }

            /// The layout's length on an axis: its tracks', else (with fr tracks) the offer, else the design length.
            private static func length(_ tracks: [Track], spacing: CGFloat, offered: CGFloat?, design: CGFloat, content: [CGFloat]) -> CGFloat {
                let hasShares = tracks.contains { track in
                    if case .fr = track { return true }
                    return false
                }
                if !hasShares { return lengths(tracks, spacing: spacing, in: 0, content: content).reduce(0, +) + spacing * CGFloat(max(tracks.count - 1, 0)) }
                guard let offered, offered.isFinite else { return design }
                return offered
            }

            /// Where `count` tracks from `first` start, and how long they are with the spacing between them.
            private static func span(_ lengths: [CGFloat], spacing: CGFloat, first: Int, count: Int) -> (start: CGFloat, length: CGFloat) {
                let start = min(max(first, 0), lengths.count)
                let end = min(start + max(count, 1), lengths.count)
                let before = lengths[..<start].reduce(0, +) + spacing * CGFloat(start)
                return (before, lengths[start..<end].reduce(0, +) + spacing * CGFloat(max(end - start - 1, 0)))
            }

            private static func offset(_ placement: Placement, free: CGFloat) -> CGFloat {
                switch placement {
                case .start, .fill: 0
                case .center: free / 2
                case .end: free
                }
            }

            private func area(_ subview: Subviews.Element) -> Area {
                // A child without an area fills the grid.
                subview[\(name)AreaKey.self] ?? Area(row: 0, column: 0, rowSpan: rows.count, columnSpan: columns.count, horizontal: .fill, vertical: .fill)
            }

            /// The columns' and rows' lengths in a layout `width` and `height` long (nil: as long as its tracks make it).
            private func tracks(_ subviews: Subviews, width: CGFloat?, height: CGFloat?) -> (widths: [CGFloat], heights: [CGFloat], size: CGSize) {
                var columnContent = [CGFloat](repeating: 0, count: columns.count)
                for subview in subviews where columns.contains(.auto) {
                    let area = area(subview)
                    guard area.columnSpan == 1, columns.indices.contains(area.column), columns[area.column] == .auto else { continue }
                    columnContent[area.column] = max(columnContent[area.column], subview.sizeThatFits(.unspecified).width)
                }
                let totalWidth = Self.length(columns, spacing: columnSpacing, offered: width, design: designSize.width, content: columnContent)
                let widths = Self.lengths(columns, spacing: columnSpacing, in: totalWidth, content: columnContent)
                var rowContent = [CGFloat](repeating: 0, count: rows.count)
                for subview in subviews where rows.contains(.auto) {
                    let area = area(subview)
                    guard area.rowSpan == 1, rows.indices.contains(area.row), rows[area.row] == .auto else { continue }
                    let column = Self.span(widths, spacing: columnSpacing, first: area.column, count: area.columnSpan)
                    let offer = ProposedViewSize(width: area.horizontal == .fill ? column.length : nil, height: nil)
                    rowContent[area.row] = max(rowContent[area.row], subview.sizeThatFits(offer).height)
                }
                let totalHeight = Self.length(rows, spacing: rowSpacing, offered: height, design: designSize.height, content: rowContent)
                return (widths, Self.lengths(rows, spacing: rowSpacing, in: totalHeight, content: rowContent), CGSize(width: totalWidth, height: totalHeight))
            }

            \(access)func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                tracks(subviews, width: proposal.width, height: proposal.height).size
            }

            \(access)func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let (widths, heights, _) = tracks(subviews, width: bounds.width, height: bounds.height)
                for subview in subviews {
                    let area = area(subview)
                    let x = Self.span(widths, spacing: columnSpacing, first: area.column, count: area.columnSpan)
                    let y = Self.span(heights, spacing: rowSpacing, first: area.row, count: area.rowSpan)
                    // A child that does not fill is offered no length: it takes its own, as in Figma, even past its area.
                    let offer = ProposedViewSize(width: area.horizontal == .fill ? x.length : nil, height: area.vertical == .fill ? y.length : nil)
                    let size = subview.sizeThatFits(offer)
                    let origin = CGPoint(x: bounds.minX + x.start + Self.offset(area.horizontal, free: x.length - size.width),
                                         y: bounds.minY + y.start + Self.offset(area.vertical, free: y.length - size.height))
                    subview.place(at: origin, anchor: .topLeading, proposal: offer)
                }
            }
        }

        private struct \(name)AreaKey: LayoutValueKey {
            static let defaultValue: \(name).Area? = nil
        }

        extension View {
            /// Places this child in its `\(name)`: the tracks from `row` and `column` it spans, and how it sits in them.
            \(access)func gridArea(
                row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1,
                horizontal: \(name).Placement, vertical: \(name).Placement
            ) -> some View {
                layoutValue(key: \(name)AreaKey.self, value: \(name).Area(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan,
                                                                       horizontal: horizontal, vertical: vertical))
            }
        }
        """
        return sourceFile(name: name, source: source, imports: "SwiftUI")
    }

    /// The `Layout` (iOS 16) that places a free frame's children by Figma's constraints, and the modifier the
    /// children carry. The arithmetic is in `ConstraintPlacement`, which needs no SwiftUI.
    func renderConstraintLayout() -> RenderedFile {
        let name = ir.sharedType("ConstraintLayout")
        let placement = ir.sharedType("ConstraintPlacement")
        let source = """
        /// Places the children of a frame drawn at `designWidth` × `designHeight` (a Figma frame without auto
        /// layout, a group, a section) in the size it is given, each by its constraints: see `\(placement)`.
        /// It takes the size it is offered; on an axis with no offer (a scroll view) it takes the design size.
        \(access)struct \(name): Layout {
            \(access)var designSize: CGSize

            \(access)init(designWidth: CGFloat, designHeight: CGFloat) {
                designSize = CGSize(width: designWidth, height: designHeight)
            }

            \(access)func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                func length(_ offered: CGFloat?, _ design: CGFloat) -> CGFloat {
                    guard let offered, offered.isFinite else { return design }
                    return offered
                }
                return CGSize(width: length(proposal.width, designSize.width), height: length(proposal.height, designSize.height))
            }

            \(access)func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    // A child without constraints (a group's layers, masked layers) spans the frame.
                    let frame = subview[\(placement)Key.self]?.frame(designSize: designSize, size: bounds.size)
                        ?? CGRect(origin: .zero, size: bounds.size)
                    subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: frame.width, height: frame.height))
                }
            }
        }

        private struct \(placement)Key: LayoutValueKey {
            static let defaultValue: \(placement)? = nil
        }

        extension View {
            /// Places this layer in its `\(name)` as Figma's constraints say: `x`, `y`, `width` and `height` are its
            /// frame as drawn, relative to the frame's top-leading corner.
            \(access)func constraints(
                _ horizontal: \(placement).Horizontal, _ vertical: \(placement).Vertical,
                x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
            ) -> some View {
                let designFrame = CGRect(x: x, y: y, width: width, height: height)
                return layoutValue(key: \(placement)Key.self, value: \(placement)(horizontal: horizontal, vertical: vertical, designFrame: designFrame))
            }
        }
        """
        return sourceFile(name: name, source: source, imports: "SwiftUI")
    }
}

extension Renderer {
    /// Figma's resizing rule, as pure arithmetic (Foundation only, so tests run it anywhere).
    func renderConstraintPlacement() -> RenderedFile {
        let name = ir.sharedType("ConstraintPlacement")
        let source = """
        /// Where a layer goes when the frame it was drawn in is shown at another size: Figma's resizing
        /// constraints (help.figma.com, "Apply constraints to define how layers resize"). Per axis:
        /// - left / top keeps the distance to the frame's start edge and the layer's size;
        /// - right / bottom keeps the distance to the end edge and the size;
        /// - center keeps the offset of the layer's centre from the frame's centre, and the size;
        /// - leftRight / topBottom keeps both distances: the layer grows or shrinks with the frame;
        /// - scale keeps position and size as fractions of the frame's size.
        \(access)struct \(name): Equatable, Sendable {
            \(access)enum Horizontal: Sendable {
                case left, right, center, leftRight, scale
            }

            \(access)enum Vertical: Sendable {
                case top, bottom, center, topBottom, scale
            }

            \(access)var horizontal: Horizontal
            \(access)var vertical: Vertical
            /// The layer's frame as drawn, relative to the frame's top-leading corner.
            \(access)var designFrame: CGRect

            \(access)init(horizontal: Horizontal, vertical: Vertical, designFrame: CGRect) {
                self.horizontal = horizontal
                self.vertical = vertical
                self.designFrame = designFrame
            }

            /// The layer's frame in a frame drawn at `designSize` and shown at `size`.
            \(access)func frame(designSize: CGSize, size: CGSize) -> CGRect {
                let x: Rule = switch horizontal {
                case .left: .start
                case .right: .end
                case .center: .center
                case .leftRight: .stretch
                case .scale: .scale
                }
                let y: Rule = switch vertical {
                case .top: .start
                case .bottom: .end
                case .center: .center
                case .topBottom: .stretch
                case .scale: .scale
                }
                let (minX, width) = x.place(start: designFrame.minX, length: designFrame.width, design: designSize.width, actual: size.width)
                let (minY, height) = y.place(start: designFrame.minY, length: designFrame.height, design: designSize.height, actual: size.height)
                return CGRect(x: minX, y: minY, width: width, height: height)
            }

            private enum Rule {
                case start, end, center, stretch, scale

                /// One axis: the layer's start and length in a frame `design` long, shown `actual` long.
                func place(start: CGFloat, length: CGFloat, design: CGFloat, actual: CGFloat) -> (CGFloat, CGFloat) {
                    let growth = actual - design
                    switch self {
                    case .start: return (start, length)
                    case .end: return (start + growth, length)
                    case .center: return (start + growth / 2, length)
                    case .stretch: return (start, max(0, length + growth))
                    case .scale:
                        guard design > 0 else { return (start, length) }
                        let factor = actual / design
                        return (start * factor, length * factor)
                    }
                }
            }
        }
        """
        return sourceFile(name: name, source: source, imports: "Foundation")
    }

    /// The length of a layer that fills its container. A constant of figgen's own, not `.infinity` in every file:
    /// swiftc looks `.infinity` up anew in each file that names it (about 15 ms a file against Apple's SDK).
    func renderDesignLayout() -> RenderedFile {
        var writer = CodeWriter()
        header(&writer)
        let line = writer.nextLine
        writer.block("extension CGFloat") { writer in
            writer.comment("The most a layer that fills its container takes on an axis (Figma's \"Fill container\"): `.frame(maxWidth: .fillContainer)`.", prefix: "///")
            writer.line("\(access)static let fillContainer: CGFloat = .infinity")
        }
        return RenderedFile(name: ir.sharedType("DesignLayout") + ".swift", text: writer.fileText, symbols: [RenderedSymbol(kind: .type, name: "CGFloat.fillContainer", line: line, source: nil)])
    }

    /// The reader of vector paths written as Figma's commands, one a line in a string literal: the type checker spends
    /// nothing on a literal and about 0.37 ms on each `path.addCurve(…)` call (iOS 17.4's SwiftUI), and vectors have
    /// hundreds. `drawing` is the target's own use of it (SwiftUI's `Path(figmaPath:)`).
    func renderFigmaPath(drawing: String) -> RenderedFile {
        let name = ir.sharedType("FigmaPath")
        let source = """
        /// The commands of a Figma vector as figgen writes them, in the layer's points: `M x y` (move), `L x y` (line),
        /// `C x1 y1 x2 y2 x y` (cubic curve with its two control points), `Q x1 y1 x y` (quadratic curve), `Z` (close),
        /// separated by spaces or lines. What is not a command or a number is skipped.
        \(access)enum \(name): Equatable, Sendable {
            case move(CGPoint)
            case line(CGPoint)
            case curve(CGPoint, CGPoint, CGPoint)
            case quad(CGPoint, CGPoint)
            case close

            \(access)static func commands(_ text: String) -> [\(name)] {
                let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\\n" })
                var index = 0
                func point() -> CGPoint {
                    func number() -> CGFloat {
                        defer { index += 1 }
                        return index < tokens.count ? CGFloat(Double(tokens[index]) ?? 0) : 0
                    }
                    let x = number()
                    return CGPoint(x: x, y: number())
                }
                var commands: [\(name)] = []
                while index < tokens.count {
                    let letter = tokens[index]
                    index += 1
                    switch letter {
                    case "M": commands.append(.move(point()))
                    case "L": commands.append(.line(point()))
                    case "C":
                        let control1 = point(), control2 = point()
                        commands.append(.curve(control1, control2, point()))
                    case "Q":
                        let control = point()
                        commands.append(.quad(control, point()))
                    case "Z": commands.append(.close)
                    default: continue
                    }
                }
                return commands
            }
        }

        \(drawing)
        """
        return sourceFile(name: name, source: source, imports: Self.framework)
    }

    /// The paint type of paint-list parameters (fills that instances change to gradients, images or several paints),
    /// and the modifier that draws a list of them in a layer's outline as `.background` draws one.
    func renderDesignPaint() -> RenderedFile {
        let name = ir.sharedType("DesignPaint")
        let source = """
        /// A paint of a layer whose fills a component's instances change: a colour or a gradient (`style`), or an image
        /// scaled as Figma's scale mode says. `paints(_:in:)` draws a list of them behind a view, bottom to top.
        \(access)struct \(name) {
            /// How an image fills its layer: cropped to fill it, fitted inside it, or stretched to it.
            \(access)enum Fit: Sendable {
                case fill, fit, stretch
            }

            fileprivate enum Kind {
                case style(AnyShapeStyle)
                case image(Image, Fit)
            }

            fileprivate let kind: Kind

            /// A colour or a gradient.
            \(access)static func style<S: ShapeStyle>(_ style: S) -> \(name) {
                \(name)(kind: .style(AnyShapeStyle(style)))
            }

            /// An image.
            \(access)static func image(_ image: Image, fit: Fit = .fill) -> \(name) {
                \(name)(kind: .image(image, fit))
            }

            /// The paint filling `shape`; an image is clipped to it, so a cropped one never spills outside the layer.
            @ViewBuilder
            fileprivate func layer<S: Shape>(in shape: S) -> some View {
                switch kind {
                case .style(let style):
                    shape.fill(style)
                case .image(let image, let fit):
                    Color.clear
                        .overlay {
                            switch fit {
                            case .fill: image.resizable().scaledToFill()
                            case .fit: image.resizable().scaledToFit()
                            case .stretch: image.resizable()
                            }
                        }
                        .clipShape(shape)
                }
            }
        }

        extension View {
            /// Draws `paints` behind the view, bottom to top, each in `shape`.
            \(access)func paints<S: Shape>(_ paints: [\(name)], in shape: S) -> some View {
                background {
                    ZStack {
                        ForEach(paints.indices, id: \\.self) { index in
                            paints[index].layer(in: shape)
                        }
                    }
                }
            }
        }
        """
        return sourceFile(name: name, source: source, imports: "SwiftUI")
    }

    /// A support file: the header, one import, and the source as written above.
    func sourceFile(name: String, source: String, imports: String) -> RenderedFile {
        var writer = CodeWriter()
        writer.line(Constants.generatedHeader(designName: ir.designName))
        writer.line()
        writer.line("import \(imports)")
        writer.line()
        let line = writer.nextLine + source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("struct \(name)") || $0.contains("enum \(name)") }!
        for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
            writer.line(UntrustedText.trimmingTrailingSpaces(String(text)))
        }
        return RenderedFile(name: name + ".swift", text: writer.fileText, symbols: [RenderedSymbol(kind: .type, name: name, line: line, source: nil)])
    }
}
