// Stub of Apple's SwiftUI: what the UIViewControllerRepresentable wrapper and the example app's SwiftUI screen use.
// Sources: iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface, as Apple's SwiftUI reference prints each declaration
// (developer.apple.com/documentation/swiftui: View, ViewBuilder, TupleView, EmptyView, Text, Button, Toggle,
// VStack, NavigationStack, State, StateObject, Binding, App, Scene, WindowGroup, SceneBuilder,
// UIViewControllerRepresentable, UIViewControllerRepresentableContext).
import Combine
@_exported import Foundation
@_exported import UIKit

// `@MainActor @preconcurrency protocol View { associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get } }`
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// `extension Never : View`
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// `@frozen struct EmptyView`, `@frozen struct TupleView<T>`: views with no body of their own.
// Approximation: the SDK declares only `typealias Body = Never` for its primitive views (EmptyView, TupleView,
// _ConditionalContent, Optional, Text, VStack), whose `body` witness is not in the interface, so a client cannot
// read `body` of one; a stub module compiled from source needs a public witness, so here a client can.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) { fatalError() }
    public var body: Never { fatalError() }
}

// `struct _ConditionalContent<TrueContent, FalseContent>`: what `if`/`else` builds.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

// `@resultBuilder struct ViewBuilder` with `buildBlock()`, `buildBlock<Content>(_:)`,
// `buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>` (iOS 17.0),
// `buildExpression`, `buildIf`, `buildEither(first:)`, `buildEither(second:)`.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// `extension Optional : View where Wrapped : View`
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// `@frozen struct Text : Equatable, Sendable` with `init<S>(_ content: S) where S : StringProtocol`.
public struct Text: View, Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public var body: Never { fatalError() }
}

// `struct Button<Label> : View where Label : View` with
// `init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) where Label == Text`.
public struct Button<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) where Label == Text {
        fatalError()
    }
    public var body: Never { fatalError() }
}

// `struct Toggle<Label> : View where Label : View` with `init<S>(_ title: S, isOn: Binding<Bool>) where Label == Text, S : StringProtocol`.
public struct Toggle<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text { fatalError() }
    public var body: Never { fatalError() }
}

// `@frozen struct VStack<Content> : View where Content : View` with
// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
// (HorizontalAlignment is left out of the stub, so `alignment` is not declared).
public struct VStack<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// `@MainActor @preconcurrency struct NavigationStack<Data, Root> : View where Root : View` (iOS 16.0) with
// `init(@ViewBuilder root: () -> Root) where Data == NavigationPath`.
public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public var body: Never { fatalError() }
}

// `public struct NavigationPath` (iOS 16.0): the `Data` of a NavigationStack made with `init(root:)`.
public struct NavigationPath {}

// `@frozen @propertyWrapper struct State<Value> : DynamicProperty` with `init(wrappedValue: Value)`,
// `var wrappedValue: Value { get nonmutating set }`, `var projectedValue: Binding<Value> { get }`.
@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

// `@frozen @propertyWrapper struct StateObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject`
// with `init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)` and
// `@MainActor var wrappedValue: ObjectType { get }`; transcribed from the iOS 16.4 SDK's interface (the stored
// iOS 18.0 copy is not at hand for it), whose `@_Concurrency.MainActor(unsafe)` is written `@MainActor` here.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    @MainActor public var wrappedValue: ObjectType { fatalError() }
}

// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>` with `wrappedValue` and `projectedValue`.
// with `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)` and `init(projectedValue: Binding<Value>)`.
@propertyWrapper public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

// `@MainActor @preconcurrency protocol Scene { associatedtype Body : Scene; @SceneBuilder var body: Self.Body { get } }`
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

// `@resultBuilder struct SceneBuilder` with `buildBlock<Content>(_ content: Content) -> Content where Content : Scene`.
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
}

// `struct WindowGroup<Content> : Scene where Content : View` with `init(@ViewBuilder content: () -> Content)`.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// `extension Never : Scene`
extension Never: Scene {}

// `@MainActor @preconcurrency protocol App { associatedtype Body : Scene; @SceneBuilder @MainActor @preconcurrency
//   var body: Self.Body { get }; @MainActor @preconcurrency init() }` and `extension App { static func main() }`.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never` with
// `associatedtype UIViewControllerType : UIViewController`, `makeUIViewController(context:)`,
// `updateUIViewController(_:context:)`, `associatedtype Coordinator = Void`, `makeCoordinator()`,
// `typealias Context = UIViewControllerRepresentableContext<Self>`.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { fatalError() }
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

// `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where Representable :
//   UIViewControllerRepresentable` with `let coordinator: Representable.Coordinator`.
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
> {
    public var coordinator: Representable.Coordinator { fatalError() }
}

// `extension View { @inlinable func id<ID>(_ id: ID) -> some View where ID : Hashable }`.
// Approximation: the SDK returns its internal `IDView`; an opaque result needs an underlying type, so here it is
// `EmptyView` (nothing here runs).
extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { EmptyView() }
}

// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty` with
// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)` and `var wrappedValue: Value { get }`.
@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

// `struct EnvironmentValues : CustomStringConvertible` with `init()`, and from its extensions
// `var colorScheme: ColorScheme { get set }` and `var dismiss: DismissAction { get }` (iOS 15.0).
public struct EnvironmentValues {
    public init() { fatalError() }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    public var dismiss: DismissAction { fatalError() }
}

// `enum ColorScheme : CaseIterable` with `case light`, `case dark` (and Hashable's `==`, `hash(into:)`).
public enum ColorScheme: CaseIterable, Hashable {
    case light
    case dark
}

// `struct DismissAction` (iOS 15.0) with `func callAsFunction()`.
public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

// `@MainActor(unsafe) open class UIHostingController<Content> : UIViewController where Content : View` with
// `init(rootView: Content)` and `var rootView: Content { get set }`.
@MainActor open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var rootView: Content {
        get { fatalError() }
        set { fatalError() }
    }
}
