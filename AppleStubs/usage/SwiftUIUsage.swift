// Uses every declaration of AppleStubs/SwiftUI (92): View (Body, body) by conforming views; Never as a View and a
// Scene; EmptyView, TupleView, _ConditionalContent; every ViewBuilder function, called by the builder and by
// name; Optional as a View (the primitive views' `body` as their View witness only: the SDK shows none to read); Text,
// Button, Toggle, VStack, NavigationStack and NavigationPath; StateObject (init, wrappedValue) by a view; State and
// Binding (both initializers, wrappedValue, projectedValue); Scene (Body, body) and SceneBuilder by an App's
// body; WindowGroup; App (body, init(), main()); UIViewControllerRepresentable (UIViewControllerType,
// Coordinator, Context, its three methods, the Void default of makeCoordinator, the Never body) by two
// representables; UIViewControllerRepresentableContext.coordinator; View.id(_:); Environment (init, wrappedValue) with
// EnvironmentValues (init, colorScheme read and written, dismiss), ColorScheme (both cases, allCases, ==) and
// DismissAction (callAsFunction); UIHostingController (init(rootView:), init?(coder:), rootView read and written).
import Foundation
import SwiftUI
import UIKit

struct UsageScreen: View {
    @State var isOn = false
    @Binding var title: String

    var body: some View {
        NavigationStack {
            VStack(spacing: 8) {
                Text(title)
                Button("Tap") { isOn.toggle() }
                Toggle("On", isOn: $isOn)
                if isOn { Text("on") } else { EmptyView() }
                if title.isEmpty { Text("empty") }
                UsageRepresentable(value: 1)
                UsagePlainRepresentable()
            }
        }
    }
}

/// Keeps an observable object for as long as the view has its identity.
struct UsageObjectScreen: View {
    @StateObject var model = UsageObservable()

    var body: some View {
        Text("\(ObjectIdentifier(model).hashValue)")
    }
}

final class UsageCoordinator {}

struct UsageRepresentable: UIViewControllerRepresentable {
    typealias UIViewControllerType = UIViewController
    typealias Coordinator = UsageCoordinator
    let value: Int

    func makeUIViewController(context: Context) -> UIViewController {
        let coordinator: UsageCoordinator = context.coordinator
        _ = coordinator
        return UIViewController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

    func makeCoordinator() -> UsageCoordinator { UsageCoordinator() }
}

/// Takes the default `makeCoordinator()` (Coordinator == Void).
struct UsagePlainRepresentable: UIViewControllerRepresentable {
    func makeUIViewController(context: UIViewControllerRepresentableContext<UsagePlainRepresentable>)
        -> UINavigationController
    { UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil)) }

    func updateUIViewController(
        _ uiViewController: UINavigationController,
        context: UIViewControllerRepresentableContext<UsagePlainRepresentable>
    ) {}
}

struct UsageApp: App {
    init() {}

    var body: some Scene {
        WindowGroup { UsageScreen(title: .constantForUsage("title")) }
    }
}

extension Binding {
    static func constantForUsage(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

@MainActor func swiftUIUsage() {
    let object = StateObject(wrappedValue: UsageObservable())
    _ = object.wrappedValue.objectWillChange
    let state = State(wrappedValue: 1)
    state.wrappedValue = state.wrappedValue + 1
    let binding: Binding<Int> = state.projectedValue
    binding.wrappedValue = 2
    let rebound = Binding(projectedValue: binding.projectedValue)
    _ = rebound

    let empty: EmptyView = ViewBuilder.buildBlock()
    let one: Text = ViewBuilder.buildBlock(Text("one"))
    let pair: TupleView<(Text, EmptyView)> = ViewBuilder.buildBlock(Text("a"), EmptyView())
    let tuple = TupleView((Text("a"), empty))
    let expression: Text = ViewBuilder.buildExpression(one)
    let optional: Text? = ViewBuilder.buildIf(Optional(expression))
    let first: _ConditionalContent<Text, EmptyView> = ViewBuilder.buildEither(first: Text("first"))
    let second: _ConditionalContent<Text, EmptyView> = ViewBuilder.buildEither(second: EmptyView())
    let stack: NavigationStack<NavigationPath, Text> = NavigationStack { Text("root") }
    let button: Button<Text> = Button("b", action: {})
    let toggle: Toggle<Text> = Toggle("t", isOn: binding.projectedValue.boolForUsage)
    let vertical: VStack<Text> = VStack { Text("v") }
    // The primitive views' `body` is not visible to clients (the SDK declares none); they are used as views.
    let views: [Any] = [
        viewType(EmptyView.self), viewType(Text.self), viewType(TupleView<(Text, EmptyView)>.self),
        viewType(Text?.self), viewType(_ConditionalContent<Text, EmptyView>.self), viewType(VStack<Text>.self),
        empty, one, pair, tuple, optional as Any, first, second, vertical,
    ]
    let bodies: [Any] = [
        stack.body, button.body, toggle.body, UsageRepresentable(value: 2).body,
        UsageScreen(title: rebound.stringForUsage).body,
    ]
    _ = (views, bodies)
    let never: Never.Body? = nil
    _ = never
    let scene: WindowGroup<Text> = SceneBuilder.buildBlock(WindowGroup { Text("w") })
    _ = (scene.body, UsageApp().body)
    let _: UsagePlainRepresentable.Coordinator = UsagePlainRepresentable().makeCoordinator()
    if Bool.random() { UsageApp.main() }
    environmentUsage()
}

struct UsageEnvironmentScreen: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button(colorScheme == .dark ? "dark" : "light") { dismiss() }.id(colorScheme)
    }
}

@MainActor func environmentUsage() {
    var values = EnvironmentValues()
    values.colorScheme = ColorScheme.allCases.contains(.light) ? .dark : .light
    let dismiss: DismissAction = values.dismiss
    dismiss()
    let scheme = Environment(\.colorScheme)
    _ = scheme.wrappedValue
    let host = UIHostingController(rootView: UsageEnvironmentScreen())
    host.rootView = UsageEnvironmentScreen()
    _ = (host.rootView.body, UIHostingController<Text>(coder: NSCoder()))
}

extension Binding where Value == Int {
    var boolForUsage: Binding<Bool> { Binding<Bool>(get: { wrappedValue != 0 }, set: { wrappedValue = $0 ? 1 : 0 }) }
    var stringForUsage: Binding<String> { Binding<String>(get: { "\(wrappedValue)" }, set: { _ in }) }
}

func viewType<V: View>(_ type: V.Type) -> V.Body.Type { V.Body.self }
func sceneType<S: Scene>(_ type: S.Type) -> S.Body.Type { S.Body.self }

func neverUsage() -> [Any.Type] { [viewType(Never.self), sceneType(Never.self)] }
