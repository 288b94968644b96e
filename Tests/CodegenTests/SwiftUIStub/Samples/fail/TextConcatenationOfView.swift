// Negative sample: `+` concatenates Text only; a modifier that returns `some View` breaks the chain.
// expect-error: cannot convert value of type 'some View' to expected argument type 'Text'
import SwiftUI

struct TextConcatenationOfView: View {
    var body: some View {
        Text("a") + Text("b").padding(4)
    }
}
