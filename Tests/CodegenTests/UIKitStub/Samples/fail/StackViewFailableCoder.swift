// Negative sample: UIStackView's `init(coder:)` is non-failable (UIStackView.h has no `nullable` there), so a
// subclass must write `required init(coder:)`, not UIView's `required init?(coder:)`.
// expect-error: failable initializer 'init(coder:)' cannot override a non-failable initializer
import UIKit

final class Row: UIStackView {
    init() {
        super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("Row is built in code")
    }
}
