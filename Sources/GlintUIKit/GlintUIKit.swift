// The part of UIKit and Core Animation that emitter code touches, over GlintCore: an iOS file
// compiles with its `import UIKit`, `import QuartzCore` or `import SwiftUI` changed to
// `import GlintUIKit`, and a `ViewEffect` hosts its view or view controller on the canvas.
//
// Foundation comes with it, as it does with UIKit. The names declared here that Foundation or
// Dispatch also declare (`Timer`, `DispatchQueue`, `DispatchTime`, `arc4random`, `drand48`)
// shadow theirs in a file that imports this module: a ported file's timers and random numbers
// run on the host's clock and the effect's seed.
@_exported import Foundation

public typealias CFTimeInterval = Double

/// Core Foundation's booleans, as `CATransaction.setValue(kCFBooleanTrue, forKey: ...)` hands them.
public let kCFBooleanTrue: Bool? = true
public let kCFBooleanFalse: Bool? = false
