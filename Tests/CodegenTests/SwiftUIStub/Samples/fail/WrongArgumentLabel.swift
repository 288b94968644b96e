// Negative sample: a misspelled argument label must not type-check.
// expect-error: incorrect argument label in call (have 'spacingg:_:', expected 'spacing:_:')
import SwiftUI

struct WrongArgumentLabel: View {
    var body: some View {
        VStack(spacingg: 8) {
            Text("a")
        }
    }
}
