// Negative sample: UIColor takes `alpha:`, not SwiftUI's `opacity:`.
// expect-error: incorrect argument label in call (have 'red:green:blue:opacity:', expected 'red:green:blue:alpha:')
import UIKit

let brand = UIColor(red: 1, green: 0.5, blue: 0, opacity: 1)
