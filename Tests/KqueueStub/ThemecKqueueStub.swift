// The Swift side of the kqueue stub: the C declarations of CThemecKqueueStub, plus what Swift's Darwin overlay
// adds over the C library (`open`, which C declares variadic, and `errno`, a macro in C), with the overlay's
// signatures. Type-checking only: nothing here is ever run.

@_exported import CThemecKqueueStub

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }

public var errno: Int32 {
    get { 0 }
    set {}
}
