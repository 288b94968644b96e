// A button style reading a member its configuration does not have (SwiftUI's `ButtonStyleConfiguration` has
// `label`, `isPressed` and `role`, no hover state): figgen's pressed and hover looks come from the design's variants.
// expect-error: has no member 'isHovered'
import SwiftUI

struct HoverLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isHovered ? 0.5 : 1)
    }
}
