// Negative sample: UIBezierPath is explicitly not Sendable in the SDK, so a Sendable value cannot hold one.
// expect-error: stored property 'path' of 'Sendable'-conforming struct 'Outline' has non-Sendable type 'UIBezierPath'
import UIKit

struct Outline: Sendable {
    var path: UIBezierPath
}
