// A control event UIKit does not have (a tap is `.touchUpInside`).
// expect-error: type 'UIControl.Event' has no member 'tap'
import UIKit

@MainActor func wire(_ control: UIControl) {
    control.addAction(UIAction { _ in }, for: .tap)
}
