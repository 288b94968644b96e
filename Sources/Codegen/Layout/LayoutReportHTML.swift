import Foundation

/// `figgen inspect --layout --html`: the layout report as one self-contained HTML page. A summary table, then each
/// measurement drawn at its design size: Figma's boxes (or Figma's PNG render of the frame) underneath, every measured
/// layer's frame as the layout model put it over them, the layers more than 1 pt off in red beside their Figma box
/// dashed. Pure: the caller reads the renders and writes the file.
///
/// Everything from the design or the folder (names, ids, paths, causes) is escaped for HTML text and attributes; the
/// one script is a constant that reads the page (never data in a `<script>`), and a Content-Security-Policy allows no
/// network. The same report gives the same bytes: no time, numbers as `LayoutReport.number` prints them.
public enum LayoutReportHTML {
    /// What else the page says besides the measure.
    public struct Context: Sendable {
        /// The design as the user named it.
        public var input: String
        /// The generated folder as the user named it: layer files are shown under it.
        public var directory: String
        /// What `check` would say, when the code drifted from the design.
        public var drift: [String]?
        /// Files the manifest lists that are not in the folder.
        public var missing: [String]
        /// Figma's PNG of a screen or component at the design size, by its node id.
        public var renders: [String: [UInt8]]
        /// How many layers the list of worst layers shows.
        public var worst: Int

        public init(input: String, directory: String, drift: [String]? = nil, missing: [String] = [], renders: [String: [UInt8]] = [:], worst: Int = 20) {
            self.input = input
            self.directory = directory
            self.drift = drift
            self.missing = missing
            self.renders = renders
            self.worst = worst
        }
    }

    /// Layers further off than this are drawn red, with Figma's box beside them.
    public static let offThreshold = 1.0

    public static func render(_ report: LayoutReport, _ context: Context) -> String {
        var out = ""
        let title = "Layout of \(context.directory) (\(report.target)) against \(context.input)"
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        // Self-contained by rule, not only by construction: nothing on the page may load from anywhere.
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(escape(title))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        out += "<h1>\(escape(title))</h1>\n"
        out += "<p class=\"lead\">Each layer's frame as figgen's layout model lays the generated code out, against Figma's box relative to its screen or component. "
            + "Within \(LayoutReport.number(offThreshold)) pt: a thin grey box; further off: red, with Figma's box dashed. Hover or focus a box for its layer.</p>\n"
        if let drift = context.drift {
            out += "<div class=\"warn\"><p>Drift: the code no longer matches the design (\(drift.count) change\(drift.count == 1 ? "" : "s"); figgen check lists them); measured as the files stand:</p>\n<ul>\n"
            for change in drift.prefix(5) { out += "<li>\(escape(change))</li>\n" }
            if drift.count > 5 { out += "<li>… and \(drift.count - 5) more</li>\n" }
            out += "</ul></div>\n"
        }
        for file in context.missing { out += "<p class=\"warn\">Missing: \(escape(path(context.directory, file))) (its layers are not measured)</p>\n" }
        for file in report.unreadable {
            out += "<p class=\"warn\">Unreadable: \(escape(path(context.directory, file.file))):\(file.line): \(escape(file.what)) (its \(file.layers) layer\(file.layers == 1 ? "" : "s") are not measured)</p>\n"
        }
        out += summaryTable(report)
        out += "<div class=\"controls\"><label>Show layers off by at least <input id=\"min\" type=\"number\" min=\"0\" step=\"0.5\" value=\"0\"> pt</label> "
            + "<span id=\"shown\"></span></div>\n"
        out += worstList(report, context)
        for (index, measurement) in report.measurements.enumerated() {
            out += section(measurement, index: index, context: context)
        }
        out += "<pre id=\"info\" aria-live=\"polite\">Hover or focus a box to see its layer.</pre>\n"
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: Parts

    static func measurementName(_ measurement: LayoutReport.Measurement) -> String {
        let size = "\(LayoutReport.number(measurement.width))×\(LayoutReport.number(measurement.height))"
        if measurement.device != nil { return "\(measurement.name) at \(size) (constraints)" }
        return "\(measurement.name) (\(measurement.kind), \(size))"
    }

    static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "—" }
        return String(format: "%.1f%%", Double(count) * 100 / Double(total))
    }

    private static func summaryTable(_ report: LayoutReport) -> String {
        var out = "<table class=\"summary\">\n<thead><tr><th>Screen or component</th><th>Kind</th><th>Size</th><th>Layers</th><th>≤0.5 pt</th><th>≤1 pt</th><th>≤4 pt</th><th>Worst</th><th>Not measured</th></tr></thead>\n<tbody>\n"
        for (index, measurement) in report.measurements.enumerated() {
            let count = measurement.layers.count
            let worst = measurement.layers.map(\.deviation).max() ?? 0
            var notes: [String] = []
            if let problem = measurement.problem { notes.append("\(measurement.unmeasured): \(problem)") } else if measurement.unmeasured > 0 { notes.append("\(measurement.unmeasured) not modelled") }
            if measurement.degenerate > 0 { notes.append("\(measurement.degenerate) in a box no layout gives") }
            if !measurement.outOfRange.isEmpty { notes.append("\(measurement.outOfRange.count) out of the model's range") }
            let size = "\(LayoutReport.number(measurement.width))×\(LayoutReport.number(measurement.height))" + (measurement.device != nil ? " (constraints)" : "")
            out += "<tr><td><a href=\"#m\(index)\">\(escape(measurement.name))</a></td><td>\(escape(measurement.kind))</td><td>\(size)</td><td class=\"n\">\(count)</td>"
                + "<td class=\"n\">\(percent(measurement.within(0.5), of: count))</td><td class=\"n\">\(percent(measurement.within(1), of: count))</td>"
                + "<td class=\"n\">\(percent(measurement.within(4), of: count))</td><td class=\"n\(worst > offThreshold ? " bad" : "")\">\(LayoutReport.number(worst)) pt</td>"
                + "<td>\(escape(notes.joined(separator: "; ")))</td></tr>\n"
        }
        let total = report.layerCount
        out += "</tbody>\n<tfoot><tr><td>Total</td><td></td><td></td><td class=\"n\">\(total)</td><td class=\"n\">\(percent(report.within(0.5), of: total))</td>"
            + "<td class=\"n\">\(percent(report.within(1), of: total))</td><td class=\"n\">\(percent(report.within(4), of: total))</td><td></td><td></td></tr></tfoot>\n</table>\n"
        return out
    }

    /// The layers furthest from the design, each a link that shows and highlights its box.
    private static func worstList(_ report: LayoutReport, _ context: Context) -> String {
        var all: [(measurement: Int, layer: Int)] = []
        for (m, measurement) in report.measurements.enumerated() {
            for (l, layer) in measurement.layers.enumerated() where layer.deviation > 0.5 { all.append((m, l)) }
        }
        func layer(_ entry: (measurement: Int, layer: Int)) -> LayoutReport.Layer { report.measurements[entry.measurement].layers[entry.layer] }
        all.sort { a, b in
            let la = layer(a), lb = layer(b)
            if la.deviation != lb.deviation { return la.deviation > lb.deviation }
            if (la.file, la.line) != (lb.file, lb.line) { return (la.file, la.line) < (lb.file, lb.line) }
            return (a.measurement, a.layer) < (b.measurement, b.layer)
        }
        guard context.worst > 0 else { return "" }  // --worst 0: no list, as in the text report
        guard !all.isEmpty else { return "<h2>Worst layers</h2>\n<p>No layer is more than 0.5 pt off.</p>\n" }
        var out = "<h2>Worst layers</h2>\n<ol class=\"worst\">\n"
        for entry in all.prefix(context.worst) {
            let item = layer(entry)
            let id = boxID(entry.measurement, entry.layer)
            out += "<li data-d=\"\(LayoutReport.number(item.deviation))\"><a href=\"#\(id)\" data-box=\"\(id)\">\(LayoutReport.number(item.deviation)) pt '\(escape(display(item.name)))'</a> "
                + "in \(escape(measurementName(report.measurements[entry.measurement]))) (node \(escape(item.nodeID)), \(escape(path(context.directory, item.file))):\(item.line))"
                + (item.cause.map { " — " + escape($0) } ?? "") + "</li>\n"
        }
        return out + "</ol>\n"
    }

    private static func section(_ measurement: LayoutReport.Measurement, index: Int, context: Context) -> String {
        var out = "<section id=\"m\(index)\">\n<h2>\(escape(measurementName(measurement)))</h2>\n"
        let count = measurement.layers.count
        out += "<p>\(count) layer\(count == 1 ? "" : "s") measured (node \(escape(measurement.nodeID))): \(percent(measurement.within(0.5), of: count)) ≤0.5 pt, "
            + "\(percent(measurement.within(1), of: count)) ≤1 pt, \(percent(measurement.within(4), of: count)) ≤4 pt.</p>\n"
        if let problem = measurement.problem { out += "<p class=\"warn\">Not measured: \(escape(problem))</p>\n" }
        for construct in measurement.notModelled.prefix(10) {
            out += "<p class=\"note\">Not modelled: \(escape(path(context.directory, construct.file))):\(construct.line): \(escape(construct.what))</p>\n"
        }
        for skipped in measurement.outOfRange.prefix(10) {
            out += "<p class=\"note\">Out of range: '\(escape(display(skipped.name)))' (node \(escape(skipped.nodeID))): \(escape(skipped.what))</p>\n"
        }
        // Nothing to draw for a measurement that laid nothing out (an unreadable file, no size).
        guard measurement.problem == nil, measurement.width > 0, measurement.height > 0 || !measurement.layers.isEmpty else { return out + "</section>\n" }
        // The canvas: the measured size, grown to what the layers reach (a layer may hang out of its screen), within
        // one size again on each side so one stray layer cannot make a page of empty canvas.
        var minX = 0.0, minY = 0.0, maxX = measurement.width, maxY = measurement.height
        for layer in measurement.layers {
            for box in [layer.frame, layer.expected] {
                minX = min(minX, box.x); minY = min(minY, box.y)
                maxX = max(maxX, box.x + box.width); maxY = max(maxY, box.y + box.height)
            }
        }
        // A margin of 4 pt keeps the strokes on the canvas's edges whole.
        minX = max(minX, -measurement.width).rounded(.down) - 4; minY = max(minY, -max(measurement.height, 1)).rounded(.down) - 4
        maxX = min(maxX, 2 * measurement.width).rounded(.up) + 4; maxY = min(maxY, 2 * max(measurement.height, 1)).rounded(.up) + 4
        let width = maxX - minX, height = maxY - minY
        let n = LayoutReport.number
        out += "<div class=\"canvas\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"\(n(minX)) \(n(minY)) \(n(width)) \(n(height))\" role=\"group\" "
            + "aria-label=\"\(escape(measurementName(measurement)))\">\n"
        out += "<rect class=\"root\" x=\"0\" y=\"0\" width=\"\(n(measurement.width))\" height=\"\(n(measurement.height))\"/>\n"
        if measurement.device == nil, let png = context.renders[measurement.nodeID], isPNG(png) {
            // Figma's own picture of the frame, at the design size (fetch downloads it at 2×).
            out += "<image class=\"render\" x=\"0\" y=\"0\" width=\"\(n(measurement.width))\" height=\"\(n(measurement.height))\" preserveAspectRatio=\"none\" "
                + "href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>\n"
        } else if !measurement.layers.isEmpty {
            // Figma's boxes as one wireframe path: a few bytes a layer.
            var d = ""
            for layer in measurement.layers {
                let box = layer.expected
                d += "M\(n(box.x)) \(n(box.y))h\(n(box.width))v\(n(box.height))h\(n(-box.width))z"
            }
            out += "<path class=\"wf\" d=\"\(d)\"/>\n"
        }
        // Layers within the threshold first, the off ones over them: a red box is never hidden under a grey one.
        let order = measurement.layers.indices.filter { measurement.layers[$0].deviation <= offThreshold }
            + measurement.layers.indices.filter { measurement.layers[$0].deviation > offThreshold }
        for position in order {
            let layer = measurement.layers[position]
            let off = layer.deviation > offThreshold
            let d = n(layer.deviation)
            if off {
                out += "<rect class=\"fig\" data-d=\"\(d)\" x=\"\(n(layer.expected.x))\" y=\"\(n(layer.expected.y))\" width=\"\(n(layer.expected.width))\" height=\"\(n(layer.expected.height))\"/>\n"
            }
            out += "<rect id=\"\(boxID(index, position))\" class=\"\(off ? "off" : "ok")\" tabindex=\"0\" data-d=\"\(d)\" x=\"\(n(layer.frame.x))\" y=\"\(n(layer.frame.y))\" "
                + "width=\"\(n(layer.frame.width))\" height=\"\(n(layer.frame.height))\"><title>\(escape(describe(layer, directory: context.directory)))</title></rect>\n"
        }
        return out + "</svg></div>\n</section>\n"
    }

    /// The layer as the text report says it, one field a line.
    static func describe(_ layer: LayoutReport.Layer, directory: String) -> String {
        var lines = ["'\(display(layer.name))' (node \(UntrustedText.singleLine(layer.nodeID)))",
                     "JSON path: \(UntrustedText.singleLine(layer.jsonPath))",
                     "Swift: \(UntrustedText.singleLine(path(directory, layer.file))):\(layer.line)",
                     "Deviation: \(LayoutReport.number(layer.deviation)) pt",
                     "Frame \(box(layer.frame)) vs Figma \(box(layer.expected))"]
        if let cause = layer.cause { lines.append("Cause: \(UntrustedText.singleLine(cause))") }
        return lines.joined(separator: "\n")
    }

    static func box(_ box: LayoutReport.Box) -> String {
        "(\(LayoutReport.number(box.x)), \(LayoutReport.number(box.y)), \(LayoutReport.number(box.width)) × \(LayoutReport.number(box.height)))"
    }

    /// A box's id: ours, never a design's (ids from a design could collide or carry markup).
    static func boxID(_ measurement: Int, _ layer: Int) -> String { "m\(measurement)-l\(layer)" }

    private static func path(_ directory: String, _ file: String) -> String { (directory as NSString).appendingPathComponent(file) }

    /// A layer name on one line, its hidden and direction characters shown escaped.
    private static func display(_ name: String) -> String { UntrustedText.singleLine(name) }

    public static func isPNG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    // MARK: Escaping

    /// Text for HTML text and quoted attribute values alike: `& < > " '` as entities, and every control, line or
    /// paragraph separator and direction character as a numeric reference (none reaches a parser raw).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) {
                    // A control is no text (and not every one may be a reference): shown as the replacement character.
                    out += "&#xFFFD;"
                } else if value == 0x2028 || value == 0x2029 || UntrustedText.isHidden(scalar) {
                    out += "&#x\(String(value, radix: 16, uppercase: true));"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    // MARK: Style and script (constants: no data ever goes in them)

    static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:16px;color:#1d1d1f;background:#fff}
    h1{font-size:18px}h2{font-size:16px;margin-top:28px}
    .lead{color:#555;max-width:60em}
    .warn{color:#8a4b00}.note{color:#666;margin:2px 0}
    table.summary{border-collapse:collapse}
    table.summary th,table.summary td{border-bottom:1px solid #ddd;padding:3px 8px;text-align:left}
    td.n{text-align:right;font-variant-numeric:tabular-nums}td.bad{color:#c00}
    .controls{position:sticky;top:0;background:#fff;padding:6px 0;z-index:2;border-bottom:1px solid #eee}
    .controls input{width:5em}
    ol.worst li{margin:2px 0}
    .canvas{display:inline-block;overflow:auto;max-width:100%;border:1px solid #eee;background:#fafafa}
    svg{display:block}
    svg rect,svg path{shape-rendering:crispEdges}
    .root{fill:#fff;stroke:#bbb;stroke-width:1}
    .render{opacity:.85}
    .wf{fill:none;stroke:#c8c8c8;stroke-width:1}
    rect.ok{fill:transparent;stroke:#7a7a7a;stroke-width:.5}
    rect.off{fill:rgba(220,0,0,.06);stroke:#e00000;stroke-width:2}
    rect.fig{fill:none;stroke:#e00000;stroke-width:1;stroke-dasharray:4 3;pointer-events:none;opacity:.8}
    rect.ok:hover,rect.ok:focus{stroke:#0060df;stroke-width:2;fill:rgba(0,96,223,.08);outline:none}
    rect.off:hover,rect.off:focus{stroke-width:3;fill:rgba(220,0,0,.15);outline:none}
    rect.hl{stroke:#ff9500!important;stroke-width:4!important;fill:rgba(255,149,0,.2)!important}
    .hidden{display:none}
    #info{position:fixed;right:12px;bottom:12px;max-width:46em;white-space:pre-wrap;background:#1d1d1f;color:#fff;padding:8px 10px;border-radius:6px;font:12px/1.4 ui-monospace,monospace;margin:0;z-index:3}

    """

    /// Shows a box's layer (its `<title>`, as text) on hover and focus, highlights a box from the worst list, and
    /// hides the boxes below the deviation asked for.
    static let script = """
    (function () {
      var info = document.getElementById('info');
      function show(box) { var t = box.querySelector('title'); if (t) info.textContent = t.textContent; }
      function over(event) { var box = event.target; if (box.tagName === 'rect' && box.id) show(box); }
      document.addEventListener('mouseover', over);
      document.addEventListener('focusin', over);
      var lit = null;
      document.addEventListener('click', function (event) {
        var link = event.target.closest ? event.target.closest('a[data-box]') : null;
        if (!link) return;
        var box = document.getElementById(link.getAttribute('data-box'));
        if (!box) return;
        event.preventDefault();
        if (lit) lit.classList.remove('hl');
        lit = box;
        box.classList.remove('hidden');
        box.classList.add('hl');
        box.scrollIntoView({block: 'center', inline: 'center'});
        box.focus({preventScroll: true});
        show(box);
      });
      var input = document.getElementById('min'), shown = document.getElementById('shown');
      function filter() {
        var min = parseFloat(input.value) || 0, count = 0, all = document.querySelectorAll('[data-d]');
        for (var i = 0; i < all.length; i++) {
          var hide = parseFloat(all[i].getAttribute('data-d')) < min;
          all[i].classList.toggle('hidden', hide);
          if (!hide && all[i].tagName === 'rect' && all[i].id) count++;
        }
        shown.textContent = count + ' layer' + (count === 1 ? '' : 's') + ' shown';
      }
      input.addEventListener('input', filter);
      filter();
    })();

    """
}
