// Negative sample: the body of a UIKit #Preview is type-checked too (through the stand-in PreviewsMacros plugin).
// expect-error: cannot assign value of type 'String' to type 'Int'
import UIKit

@available(iOS 17.0, *)
#Preview("Label") {
    let label = UILabel()
    label.numberOfLines = "2"
    return label
}
