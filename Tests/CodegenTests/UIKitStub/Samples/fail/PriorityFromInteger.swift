// Negative sample: UILayoutPriority is a RawRepresentable struct, not a number; it is not expressible by an integer
// literal (write `UILayoutPriority(250)` or `.defaultLow`).
// expect-error: cannot convert value of type 'Int' to expected argument type 'UILayoutPriority'
import UIKit

@MainActor
func hug(_ view: UIView) {
    view.setContentHuggingPriority(250, for: .horizontal)
}
