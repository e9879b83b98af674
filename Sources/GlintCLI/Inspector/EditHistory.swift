/// Undo and redo for the inspector: each step holds the whole state before and after it
/// (values share storage, so a step costs little), so undoing restores the effect exactly.
///
/// Changes made between `begin()` and `end()` are one step: a slider dragged through a hundred
/// values is undone at once.
struct EditHistory<State> {
  struct Step {
    var before: State
    var after: State
  }

  private(set) var undoSteps: [Step] = []
  private(set) var redoSteps: [Step] = []
  /// Whether a group is open, and whether it has a step yet.
  private var grouping = false
  private var groupHasStep = false

  /// The most steps kept; the oldest go first.
  static var limit: Int { 1000 }

  var canUndo: Bool { !undoSteps.isEmpty }
  var canRedo: Bool { !redoSteps.isEmpty }

  mutating func begin() {
    grouping = true
    groupHasStep = false
  }

  mutating func end() {
    grouping = false
    groupHasStep = false
  }

  /// Records a change from `before` to `after`: a new step, or the open group's step taking the
  /// new end. Redo is no longer possible.
  mutating func record(from before: State, to after: State) {
    redoSteps.removeAll()
    if grouping && groupHasStep, !undoSteps.isEmpty {
      undoSteps[undoSteps.count - 1].after = after
      return
    }
    undoSteps.append(Step(before: before, after: after))
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
    groupHasStep = grouping
  }

  /// The state to go back to, moving the step to the redo list.
  mutating func undo() -> State? {
    end()
    guard let step = undoSteps.popLast() else { return nil }
    redoSteps.append(step)
    return step.before
  }

  /// The state to go forward to again.
  mutating func redo() -> State? {
    end()
    guard let step = redoSteps.popLast() else { return nil }
    undoSteps.append(step)
    return step.after
  }

  mutating func removeAll() {
    undoSteps.removeAll()
    redoSteps.removeAll()
    end()
  }
}
