// Negative sample: strokeBorder exists only on InsettableShape; a Path (vector geometry) is not one,
// so an INSIDE-aligned stroke on a vector needs another rendering.
// expect-error: value of type 'Path' has no member 'strokeBorder'
import SwiftUI

struct StrokeBorderOnPath: View {
    var body: some View {
        Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 10))
        }
        .strokeBorder(Color.red, lineWidth: 1)
    }
}
