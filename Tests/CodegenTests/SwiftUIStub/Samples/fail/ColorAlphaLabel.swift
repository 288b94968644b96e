// Negative sample: SwiftUI's Color takes `opacity:`, not UIKit's `alpha:`.
// expect-error: extra argument 'alpha' in call
import SwiftUI

struct ColorAlphaLabel: View {
    var body: some View {
        Color(red: 1, green: 0, blue: 0, alpha: 1)
    }
}
