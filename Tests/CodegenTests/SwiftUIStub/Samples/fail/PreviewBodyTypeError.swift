// Negative sample: the body of a #Preview is type-checked too (through the stand-in PreviewsMacros plugin).
// expect-error: no exact matches in call to initializer
import SwiftUI

struct PreviewedView: View {
    var body: some View {
        Text("fine")
    }
}

#Preview("Broken") {
    VStack {
        PreviewedView()
        Text(42)
    }
}
