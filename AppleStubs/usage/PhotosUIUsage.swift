// Uses every declaration of AppleStubs/PhotosUI: PHPickerFilter (images, videos, any(of:)), PHPickerConfiguration
// (its initializer, AssetRepresentationMode's cases, preferredAssetRepresentationMode, selectionLimit, filter),
// PHPickerResult.itemProvider, PHPickerViewController (its initializer, delegate), PHPickerViewControllerDelegate
// (implemented), and NSItemProvider (registeredTypeIdentifiers, hasItemConformingToTypeIdentifier,
// loadFileRepresentation(forTypeIdentifier:completionHandler:), suggestedName).
import Foundation
import PhotosUI
import UIKit

final class UsagePhotoPickerDelegate: PHPickerViewControllerDelegate {
    private(set) var names: [String] = []

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results {
            let provider = result.itemProvider
            provider.suggestedName = provider.suggestedName ?? "item"
            guard let type = provider.registeredTypeIdentifiers.first,
                provider.hasItemConformingToTypeIdentifier(type)
            else { continue }
            names.append(type)
            provider.loadFileRepresentation(forTypeIdentifier: type) { url, error in
                _ = (url?.lastPathComponent, error?.localizedDescription)
            }
        }
    }
}

@MainActor func photoPickerUsage(presenter: UIViewController, delegate: UsagePhotoPickerDelegate) {
    let modes: [PHPickerConfiguration.AssetRepresentationMode] = [.automatic, .current, .compatible]
    var configuration = PHPickerConfiguration()
    configuration.selectionLimit = 2
    configuration.filter = .any(of: [.images, .videos])
    configuration.preferredAssetRepresentationMode = modes[2]
    _ = (configuration.filter == PHPickerFilter.images, configuration.selectionLimit)
    let picker = PHPickerViewController(configuration: configuration)
    picker.delegate = delegate
    _ = picker.delegate
    presenter.present(picker, animated: true)
}
