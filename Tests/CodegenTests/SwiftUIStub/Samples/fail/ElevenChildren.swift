// Negative sample: deploying to iOS 16, a ViewBuilder block takes at most 10 children
// (the variadic buildBlock is iOS 17+); the generator must group or split larger bodies.
// expect-error: extra argument in call
import SwiftUI

struct ElevenChildren: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }
    }
}
