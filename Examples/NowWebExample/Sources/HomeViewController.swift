import NowWeb
import SwiftUI
import UIKit

/// The UIKit part: a home screen in a navigation controller that pushes instance pages.
final class HomeViewController: UIViewController, NowWebViewControllerDelegate {
    private let model: ExampleModel

    init(model: ExampleModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "NowWeb"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        Task { await model.start() }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(
                title: "Catalog", image: nil,
                primaryAction: UIAction(title: "Catalog") { [weak self] _ in self?.open("/mesp?id=sc_home") }, menu: nil),
            UIBarButtonItem(
                title: "Knowledge", image: nil,
                primaryAction: UIAction(title: "Knowledge") { [weak self] _ in self?.open("/mesp?id=kb_view2") },
                menu: nil),
        ]
    }

    private func open(_ path: String) {
        guard let controller = model.controller(for: path, delegate: self) else { return showError() }
        controller.loadPage()
        navigationController?.pushViewController(controller, animated: true)
    }

    private func showError() {
        let alert = UIAlertController(title: "Cannot open the page", message: model.lastError, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        navigationController?.popViewController(animated: true)
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {
        let alert = UIAlertController(title: "Page failed", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        print("not shown in the app: \(unsupportedUrl.absoluteString)")
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        navigationController?.popViewController(animated: true)
    }

    func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange traitCollection: UITraitCollection
    ) {
        nowWebViewController.updateTheme(themeColors: ExampleTheme.theme(brand: model.usesBrandTheme))
    }
}

/// The UIKit navigation inside the SwiftUI app.
struct HomeNavigation: UIViewControllerRepresentable {
    let model: ExampleModel

    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: HomeViewController(model: model))
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
