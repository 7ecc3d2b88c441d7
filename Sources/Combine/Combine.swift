// `import Combine` on Linux: OpenCombine's API under Apple's module name
// (`ObservableObject`, `@Published`, `AnyCancellable`, subjects, operators),
// with Foundation's publishers (`Timer.publish`, `NotificationCenter`,
// `URLSession`) and Dispatch's and Foundation's schedulers, which Apple's
// Combine has as `DispatchQueue`, `RunLoop` and `OperationQueue`
// themselves (see Schedulers.swift).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
