// Negative sample: padding takes CGFloat / Edge.Set / EdgeInsets, never a String.
// expect-error: no exact matches in call to instance method 'padding'
import SwiftUI

struct WrongArgumentType: View {
    var body: some View {
        Text("a")
            .padding("16")
    }
}
