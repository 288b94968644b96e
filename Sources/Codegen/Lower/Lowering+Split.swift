import FigmaModel

extension Lowering {
    /// Splits large subtrees of a body into named members (`private var header: some View`), named after
    /// their layer, so real screens type-check quickly and layer names stay visible. Parts are listed
    /// in document order; a part may itself refer to parts.
    mutating func split(_ view: inout ViewNode, into parts: inout [Part], views: inout [ViewNode], scope: inout Scope) {
        Self.forEachChildStatic(of: &view) { child in
            splitIfLarge(&child, into: &parts, views: &views, scope: &scope)
        }
    }

    private mutating func splitIfLarge(_ view: inout ViewNode, into parts: inout [Part], views: inout [ViewNode], scope: inout Scope) {
        guard isContainer(view), Self.viewCount(view) > Self.partThreshold else {
            split(&view, into: &parts, views: &views, scope: &scope)
            return
        }
        let member = scope.claimMember(SwiftName.memberName(view.label ?? view.source?.name ?? "part"))
        let position = parts.count
        parts.append(Part(member: member, source: view.source))
        views.append(view)
        var body = view
        split(&body, into: &parts, views: &views, scope: &scope)
        views[position] = body
        view = ViewNode(.reference(member: member), source: view.source)
    }

    private func isContainer(_ view: ViewNode) -> Bool {
        switch view.content {
        case .stack, .layers, .wrap, .grid, .scroll, .masked: true
        default: false
        }
    }

    /// Number of views in a subtree (bounded: lowering caps depth).
    static func viewCount(_ view: ViewNode) -> Int {
        var count = 1
        view.forEachChild({ child in count += viewCount(child) }, streamedChunk: { count += $0.viewCount })
        return count
    }

    /// Visits the direct child views of a view, including overlay children, allowing mutation.
    static func forEachChildStatic(of view: inout ViewNode, _ body: (inout ViewNode) -> Void) {
        switch view.content {
        case .stack(var stack):
            for index in stack.children.kept.indices { body(&stack.children.kept[index]) }
            view.content = .stack(stack)
        case .layers(let layout, var children):
            for index in children.kept.indices { body(&children.kept[index]) }
            view.content = .layers(layout, children)
        case .wrap(var wrap):
            for index in wrap.children.kept.indices { body(&wrap.children.kept[index]) }
            view.content = .wrap(wrap)
        case .grid(var grid):
            for row in grid.rows.indices {
                for column in grid.rows[row].indices { body(&grid.rows[row][column].view) }
            }
            view.content = .grid(grid)
        case .conditional(let member, var inner):
            body(&inner)
            view.content = .conditional(member: member, inner)
        case .scroll(let axis, var inner):
            body(&inner)
            view.content = .scroll(axis, inner)
        case .masked(var mask, var content, let layout):
            body(&mask)
            for index in content.indices { body(&content[index]) }
            view.content = .masked(mask: mask, content: content, layout: layout)
        case .instance(var call):
            for position in call.arguments.indices {
                guard case .content(var views) = call.arguments[position].value else { continue }
                for index in views.indices { body(&views[index]) }
                call.arguments[position].value = .content(views)
            }
            view.content = .instance(call)
        case .text, .shape, .path, .image, .slot, .spacer, .placeholder, .reference:
            break
        }
        for index in view.modifiers.indices {
            if case .overlay(let layout, var children) = view.modifiers[index] {
                for child in children.indices { body(&children[child]) }
                view.modifiers[index] = .overlay(layout, children)
            }
        }
    }
}
