// Negative sample: the corner radius is the layer's (`layer.cornerRadius`); UIView has no such property, and the
// stub must not accept invented API.
// expect-error: value of type 'UIView' has no member 'cornerRadius'
import UIKit

@MainActor
func rounded(_ view: UIView) -> UIView {
    view.cornerRadius = 8
    return view
}
