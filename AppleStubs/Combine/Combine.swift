// Stub of Apple's Combine: the publishers the deprecated Combine form of makeWebService builds, the
// subscription calls an app makes on it, and ObservableObject (NowWebPageModel, kept by NowWebPageView as a
// @StateObject).
// Source: iPhoneOS18.0.sdk/System/Library/Frameworks/Combine.framework/Modules/Combine.swiftmodule/
// arm64-apple-ios.swiftinterface (Publisher, Subscriber, Subscription, Cancellable, AnyCancellable,
// AnyPublisher, Deferred, Future, Subscribers.Completion, Publisher.sink, Publisher.eraseToAnyPublisher).
@_exported import Foundation

// `public protocol Cancellable { func cancel() }`
public protocol Cancellable {
    func cancel()
}

// `public protocol Subscription : Combine.Cancellable, Combine.CustomCombineIdentifierConvertible { func request(_ demand: Combine.Subscribers.Demand) }`
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

// `public enum Subscribers {}` with `Demand` and `Completion<Failure>`.
public enum Subscribers {
    // `@frozen public struct Demand : Swift.Equatable, Swift.Comparable, Swift.Hashable, Swift.Codable, Swift.CustomStringConvertible`
    public struct Demand: Equatable, Hashable {
        public static var unlimited: Demand { fatalError() }
    }
    // `@frozen public enum Completion<Failure> where Failure : Swift.Error { case finished; case failure(Failure) }`
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

// `public protocol Subscriber<Input, Failure> : Combine.CustomCombineIdentifierConvertible`
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

// `public protocol Publisher<Output, Failure> { associatedtype Output; associatedtype Failure : Swift.Error;
//   func receive<S>(subscriber: S) where S : Combine.Subscriber, Self.Failure == S.Failure, Self.Output == S.Input }`
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output
}

extension Publisher {
    // `public func eraseToAnyPublisher() -> Combine.AnyPublisher<Self.Output, Self.Failure>`
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
    // `public func sink(receiveCompletion: @escaping ((Combine.Subscribers.Completion<Self.Failure>) -> Swift.Void),
    //   receiveValue: @escaping ((Self.Output) -> Swift.Void)) -> Combine.AnyCancellable`
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
        receiveValue: @escaping ((Output) -> Void)
    ) -> AnyCancellable { fatalError() }
}

// `final public class AnyCancellable : Combine.Cancellable, Swift.Hashable`
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    final public func cancel() { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    final public func hash(into hasher: inout Hasher) { fatalError() }
    // `final public func store(in set: inout Swift.Set<Combine.AnyCancellable>)`
    final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

// `@frozen public struct AnyPublisher<Output, Failure> : Swift.CustomStringConvertible, Swift.CustomPlaygroundDisplayConvertible where Failure : Swift.Error`
// with `extension Combine.AnyPublisher : Combine.Publisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output { fatalError() }
}

// `public struct Deferred<DeferredPublisher> : Combine.Publisher where DeferredPublisher : Combine.Publisher`
// with `public let createPublisher: () -> DeferredPublisher` and `public init(createPublisher: @escaping () -> DeferredPublisher)`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output { fatalError() }
}

// `final public class Future<Output, Failure> : Combine.Publisher where Failure : Swift.Error`
// with `public typealias Promise = (Swift.Result<Output, Failure>) -> Swift.Void` and
// `public init(_ attemptToFulfill: @escaping (@escaping Combine.Future<Output, Failure>.Promise) -> Swift.Void)`.
final public class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
        fatalError()
    }
}

// `public protocol Subject<Output, Failure> : AnyObject, Combine.Publisher { func send(_ value: Self.Output);
//   func send(completion: Combine.Subscribers.Completion<Self.Failure>); func send(subscription: any Combine.Subscription) }`
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

// `final public class PassthroughSubject<Output, Failure> : Combine.Subject where Failure : Swift.Error` with
// `public init()`, `send(subscription:)`, `receive(subscriber:)`, `send(_:)`, `send(completion:)`.
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
        fatalError()
    }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

// `public enum Publishers {}` with `public struct HandleEvents<Upstream> : Combine.Publisher where Upstream : Combine.Publisher`.
public enum Publishers {
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            fatalError()
        }
    }
}

extension Publisher {
    // `public func handleEvents(receiveSubscription: ((any Combine.Subscription) -> Swift.Void)? = nil,
    //   receiveOutput: ((Self.Output) -> Swift.Void)? = nil,
    //   receiveCompletion: ((Combine.Subscribers.Completion<Self.Failure>) -> Swift.Void)? = nil,
    //   receiveCancel: (() -> Swift.Void)? = nil, receiveRequest: ((Combine.Subscribers.Demand) -> Swift.Void)? = nil)
    //   -> Combine.Publishers.HandleEvents<Self>`
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> { fatalError() }
}

// `@frozen public struct AnySubscriber<Input, Failure> : Combine.Subscriber, Swift.CustomStringConvertible, ...
//   where Failure : Swift.Error` with `public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure,
//   S : Combine.Subscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure { fatalError() }
    public func receive(subscription: any Subscription) { fatalError() }
    public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
    public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
}

// The iOS 16.4 SDK's Combine.swiftinterface (the stored iOS 18.0 copy is not at hand for these):
// `public protocol ObservableObject : AnyObject { associatedtype ObjectWillChangePublisher : Combine.Publisher =
//   Combine.ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Swift.Never;
//   var objectWillChange: Self.ObjectWillChangePublisher { get } }`
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

// `final public class ObservableObjectPublisher : Combine.Publisher` with `Output = Swift.Void`,
// `Failure = Swift.Never`, `public init()`, `receive(subscriber:)` and `final public func send()`.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void { fatalError() }
    final public func send() { fatalError() }
}

// `extension Combine.ObservableObject where Self.ObjectWillChangePublisher == Combine.ObservableObjectPublisher {
//   public var objectWillChange: Combine.ObservableObjectPublisher { get } }`
extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}
