// Negative sample: SwiftUI has no `cornerRadii` modifier; the stub must not accept invented API.
// expect-error: value of type 'Text' has no member 'cornerRadii'
import SwiftUI

struct InventedModifier: View {
    var body: some View {
        Text("a")
            .cornerRadii(4)
    }
}
