// Negative sample: a UIView subclass with its own designated initialiser must also provide the `required`
// `init?(coder:)` (UIView conforms to NSCoding).
// expect-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
import UIKit

final class Card: UIView {
    init() {
        super.init(frame: .zero)
    }
}
