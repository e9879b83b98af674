/// One behaviour a package added to a cell, held by value in `CellValues` (two compare equal when
/// they are of one kind with equal properties).
struct AddedBehaviour: Hashable, Sendable {
  var behaviour: any ParticleBehaviour

  static func == (a: Self, b: Self) -> Bool { AnyHashable(a.behaviour) == AnyHashable(b.behaviour) }
  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(behaviour)) }

  var kind: String { type(of: behaviour).kind }
}

/// The behaviours a package added to a cell, in order, with where each keeps its columns in a
/// particle store (worked out once, when the list is set, so steps never allocate for it).
struct AddedBehaviours: Hashable, Sendable {
  let list: [AddedBehaviour]
  let layout: BehaviourLayout
  /// The inputs of the layer's step, in a node's copy of the values (the model's has none).
  var inputs: BehaviourInputs?

  static func == (a: Self, b: Self) -> Bool { a.list == b.list }
  func hash(into hasher: inout Hasher) { hasher.combine(list) }

  init(_ list: [AddedBehaviour] = []) {
    self.list = list
    layout = BehaviourLayout(list)
  }

  var isEmpty: Bool { list.isEmpty }
}

/// Where each added behaviour of a cell keeps its columns in its particle store: their kinds and
/// column counts, in the cell's order.
struct BehaviourLayout: Hashable, Sendable {
  let kinds: [String]
  /// Each kind's key (`kindKey`), which keys its birth draws.
  let kindKeys: [UInt64]
  let counts: [Int]
  /// The first column of each behaviour, counted from the layout's first.
  let firstColumns: [Int]
  /// For each behaviour with a step phase, the column after its own that counts the sub-steps
  /// its columns were advanced by (`BehaviourSteps.taken`); nil for the others.
  let counters: [Int?]
  /// The columns of every behaviour together.
  let total: Int

  init(_ added: [AddedBehaviour]) {
    kinds = added.map(\.kind)
    kindKeys = added.map { type(of: $0.behaviour).kindKey }
    counts = added.map { type(of: $0.behaviour).columnCount }
    var (first, firsts, counters): (Int, [Int], [Int?]) = (0, [], [])
    for (j, added) in added.enumerated() {
      firsts.append(first)
      first += counts[j]
      let steps = type(of: added.behaviour).hasStepPhase
      counters.append(steps ? first : nil)
      if steps { first += 1 }
    }
    (firstColumns, self.counters, total) = (firsts, counters, first)
  }

  /// Columns behaviour `j` keeps, its own and its counter.
  func width(_ j: Int) -> Int { counts[j] + (counters[j] == nil ? 0 : 1) }

  /// Whether some behaviour has a step phase.
  var steps: Bool { counters.contains { $0 != nil } }
}

extension EmitterCell {
  /// The behaviours a package added (`ParticleBehaviour`), run in this order after the cell's
  /// own; each kind is held once (a later one of a kind already in the list is left out).
  public var behaviours: [any ParticleBehaviour] {
    get { values.added.list.map(\.behaviour) }
    set {
      var seen: Set<String> = []
      values.added = AddedBehaviours(
        newValue.filter { seen.insert(type(of: $0).kind).inserted }.map(AddedBehaviour.init))
    }
  }

  /// The cell's behaviour of type `B`, or nil when it has none.
  public func behaviour<B: ParticleBehaviour>(_ type: B.Type) -> B? {
    values.added.list.lazy.compactMap { $0.behaviour as? B }.first
  }

  /// Puts `behaviour` in place of the cell's behaviour of its kind, or after the others.
  public func setBehaviour<B: ParticleBehaviour>(_ behaviour: B) {
    var list = values.added.list
    if let k = list.firstIndex(where: { $0.behaviour is B }) {
      list[k] = AddedBehaviour(behaviour: behaviour)
    } else {
      list.append(AddedBehaviour(behaviour: behaviour))
    }
    values.added = AddedBehaviours(list)
  }
}

extension ParticleBehaviour {
  /// The behaviour's properties as properties of a cell that holds it (a cell without it reads
  /// the defaults, and a write adds it).
  static var cellProperties: [PropertyDescriptor<EmitterCell>] {
    properties.map {
      $0.viewed(through: { $0.behaviour(Self.self) ?? Self() }, update: { $0.setBehaviour($1) })
    }
  }

  /// The behaviour's properties as properties of a declared cell that holds it: what editors
  /// show and set under `behaviours.<kind>.<name>`.
  public static var declarationProperties: [PropertyDescriptor<CellDeclaration>] {
    properties.map {
      $0.viewed(through: { $0.behaviour(Self.self) ?? Self() }, update: { $0.setBehaviour($1) })
    }
  }

  /// A stable key of the kind's name (FNV-1a), which keeps its random draws apart from others'.
  static var kindKey: UInt64 {
    kind.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}

extension CellDeclaration {
  /// The declared cell's behaviour of type `B`, or nil when it has none.
  public func behaviour<B: ParticleBehaviour>(_ type: B.Type) -> B? {
    values.added.list.lazy.compactMap { $0.behaviour as? B }.first
  }

  /// Puts `behaviour` in place of the declared cell's behaviour of its kind, or after the others.
  public mutating func setBehaviour<B: ParticleBehaviour>(_ behaviour: B) {
    let cell = makeBareCell()
    cell.setBehaviour(behaviour)
    read(cell)
  }
}

/// The kinds of behaviour a program knows by name, so that effect files can name them: those a
/// package adds, listed by the program that reads the files (`EffectFile.load(…, behaviours:)`).
public struct BehaviourKinds: Sendable {
  public let types: [any ParticleBehaviour.Type]

  public init(_ types: [any ParticleBehaviour.Type] = []) { self.types = types }

  /// The kind named `name`, or nil.
  public func type(named name: String) -> (any ParticleBehaviour.Type)? {
    types.first { $0.kind == name }
  }

  /// The names of the kinds, for messages.
  public var names: [String] { types.map { $0.kind } }
}

extension DeclaredEffect {
  /// The kinds of behaviour its cells hold, at any depth: what reading its own file back needs.
  public var behaviourKinds: BehaviourKinds {
    var kinds: [String: any ParticleBehaviour.Type] = [:]
    func collect(_ cells: [CellDeclaration]) {
      for cell in cells {
        for added in cell.values.added.list { kinds[added.kind] = type(of: added.behaviour) }
        collect(cell.emitterCells)
      }
    }
    for layer in layers + canvasLayers { collect(layer.emitterCells) }
    return BehaviourKinds(kinds.keys.sorted().compactMap { kinds[$0] })
  }
}
