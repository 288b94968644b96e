import UIKit

/// Shows a generated screen as a view controller's view: push it, present it, or make it a window's root.
public final class ScreenViewController: UIViewController {
    public let screen: UIView

    public init(_ screen: UIView) {
        self.screen = screen
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ScreenViewController is built in code")
    }

    public override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        screen.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(screen)
        NSLayoutConstraint.activate([
            screen.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            screen.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            screen.topAnchor.constraint(equalTo: root.topAnchor),
            screen.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        view = root
    }
}
