/// Solves systems of linear equalities and inequalities over ``Variable``s, required and
/// optional by priority, incrementally, with the Cassowary algorithm.
///
/// Required constraints always hold. Optional ones are satisfied in priority order, from
/// the highest to the lowest: a violation at a higher priority outweighs any amount of
/// violation at lower ones, and within one priority the solver minimises the sum of the
/// constraints' errors (the absolute difference of their sides, or how far an inequality is
/// broken).
///
/// Edit variables take suggested values (``suggestValue(_:for:)``) as optional equalities
/// at their priority, re-solved quickly from the previous solution.
///
/// When a required constraint cannot be added, ``ConstraintError/unsatisfiable(_:conflicting:)``
/// names the required constraints in the solver that it contradicts: those whose markers
/// (the fixed symbol of an equality, the slack of an inequality) remain in the new
/// constraint's equation once the solver has eliminated every other unknown it can. That is
/// the set whose relaxation would let the new constraint hold; when inequalities are
/// involved, it is read from the optimal phase-one objective, and may then leave out
/// constraints that hold with no slack to spare but whose markers are basic.
public final class Solver {
  /// The symbols a constraint added to the tableau.
  struct Tag {
    /// The slack, dummy or first error symbol, which identifies the constraint's row.
    var marker: Symbol
    /// The second error symbol of an optional constraint.
    var other: Symbol?
  }

  struct EditInfo {
    var constraint: Constraint
    var constant: Double
  }

  private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
  private var rows = Tableau()
  private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
  private var edits: [ObjectIdentifier: EditInfo] = [:]
  private var infeasibleRows: [Symbol] = []
  private var objective = Objective()
  /// The phase-one objective while a constraint is added through an artificial variable.
  private var artificial: Objective?
  private var nextID = 0
  /// Whether each symbol, by id, may be in a row of the tableau: one that never was needs
  /// no search when it is substituted.
  private var appears = [false]

  /// An empty system.
  public init() {}

  /// Adds a constraint and re-solves.
  ///
  /// Throws ``ConstraintError/duplicate(_:)`` if it is already in the solver,
  /// ``ConstraintError/invalidPriority(_:)`` for a priority outside 0 < priority ≤ 1000,
  /// ``ConstraintError/nonFinite(_:)`` for an infinite or not-a-number coefficient or
  /// constant, and ``ConstraintError/unsatisfiable(_:conflicting:)`` for a required
  /// constraint that cannot hold with the others; the solver is then left as it was.
  public func add(_ constraint: Constraint) throws(ConstraintError) {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw .duplicate(constraint) }
    guard constraint.priority > 0 && constraint.priority <= Constraint.required else {
      throw .invalidPriority(constraint.priority)
    }
    let expression = constraint.lhs - constraint.rhs
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .nonFinite(constraint) }
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.symbols.allSatisfy({ $0.kind == .dummy }) {
      // Only fixed symbols are left: the constraint is redundant if the constant is zero,
      // and contradicts the equalities those symbols mark otherwise.
      guard row.constant.isNearZero else {
        throw .unsatisfiable(constraint, conflicting: owners(of: row.symbols))
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows[subject] = row
    } else {
      try addWithArtificialVariable(row, for: constraint)
    }
    constraints[key] = (constraint, tag)
    optimize()
  }

  /// Removes a constraint and re-solves; throws ``ConstraintError/unknown(_:)`` if it is not
  /// in the solver.
  public func remove(_ constraint: Constraint) throws(ConstraintError) {
    guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknown(constraint)
    }
    if !constraint.isRequired {
      let weight = Weight(level: constraint.priority, amount: 1)
      for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
        removeCost(of: symbol, weight)
      }
    }
    if rows.removeValue(forKey: tag.marker) == nil {
      guard let leaving = leavingRow(forMarker: tag.marker) else {
        preconditionFailure("no row holds the marker of \(constraint)")
      }
      var row = rows.removeValue(forKey: leaving)!
      row.solve(for: leaving, replacing: tag.marker)
      substitute(tag.marker, with: row)
    }
    optimize()
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    constraints[ObjectIdentifier(constraint)] != nil
  }

  /// Makes a variable take suggested values at a priority: an optional equality
  /// `variable == suggestion`, starting at 0.
  ///
  /// Throws ``ConstraintError/duplicateEditVariable(_:)`` if it is one already and
  /// ``ConstraintError/invalidPriority(_:)`` unless 0 < priority < 1000.
  public func addEditVariable(_ variable: Variable, priority: Double) throws(ConstraintError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard priority > 0 && priority < Constraint.required else {
      throw .invalidPriority(priority)
    }
    let constraint = Constraint(
      Expression(variable), .equal, Expression(), priority: priority, name: "edit \(variable)")
    try add(constraint)
    edits[key] = EditInfo(constraint: constraint, constant: 0)
  }

  /// Stops a variable taking suggested values; throws
  /// ``ConstraintError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(ConstraintError) {
    guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(info.constraint)
  }

  /// Whether the variable is an edit variable of the solver.
  public func containsEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves from the previous solution;
  /// throws ``ConstraintError/unknownEditVariable(_:)`` if it is not an edit variable and
  /// ``ConstraintError/nonFiniteSuggestion(_:for:)`` for an infinite or not-a-number value.
  public func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintError) {
    let key = ObjectIdentifier(variable)
    guard let info = edits[key] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(value, for: variable) }
    let delta = value - info.constant
    edits[key]!.constant = value
    let tag = constraints[ObjectIdentifier(info.constraint)]!.tag
    // The edit row reads `variable - value + minus - plus = 0`: the marker is `plus`.
    if let position = rows.position(of: tag.marker) {
      rows.values[position].constant -= delta
      if rows.values[position].constant < 0 { infeasibleRows.append(tag.marker) }
    } else if let other = tag.other, let position = rows.position(of: other) {
      rows.values[position].constant += delta
      if rows.values[position].constant < 0 { infeasibleRows.append(other) }
    } else if appears[tag.marker.id] {
      for index in rows.indices {
        let coefficient = rows.values[index].coefficient(for: tag.marker)
        guard coefficient != 0 else { continue }
        rows.values[index].constant += delta * coefficient
        if rows.values[index].constant < 0 && rows.keys[index].kind != .external {
          infeasibleRows.append(rows.keys[index])
        }
      }
    }
    dualOptimize()
  }

  /// Writes the current solution into every variable the solver knows.
  public func updateVariables() {
    for (variable, symbol) in variables.values {
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  /// Removes every constraint and edit variable; variables keep their last values.
  public func reset() {
    constraints = [:]
    rows = Tableau()
    variables = [:]
    edits = [:]
    infeasibleRows = []
    objective = Objective()
    artificial = nil
  }

  // MARK: - Building rows

  private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    appears.append(false)
    return Symbol(id: nextID, kind: kind)
  }

  private func symbol(for variable: Variable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let known = variables[key] { return known.symbol }
    let symbol = newSymbol(.external)
    variables[key] = (variable, symbol)
    return symbol
  }

  /// The constraint as a row equal to zero in the current basis, with its slack, error or
  /// dummy symbols, and their costs added to the objective.
  private func makeRow(for constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.lhs - constraint.rhs
    var row = Row(constant: expression.constant)
    for (variable, coefficient) in expression.combined() {
      let symbol = symbol(for: variable)
      if let basic = rows[symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    let weight = Weight(level: constraint.priority, amount: 1)
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.insert(slack, sign)
      if constraint.isRequired {
        tag = Tag(marker: slack)
      } else {
        let error = newSymbol(.error)
        row.insert(error, -sign)
        objective.insert(error, weight)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if constraint.isRequired {
        let dummy = newSymbol(.dummy)
        row.insert(dummy)
        tag = Tag(marker: dummy)
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, weight)
        objective.insert(minus, weight)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to make basic in a new row: a variable if there is one, else a slack or
  /// error symbol of the constraint that can take the row's value.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    // A variable no other row holds keeps the substitution, and the rows, small.
    if let external = row.symbols.first(where: { $0.kind == .external && !appears[$0.id] })
      ?? row.symbols.first(where: { $0.kind == .external })
    {
      return external
    }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where symbol.kind != .dummy && row.coefficient(for: symbol) < 0 {
      return symbol
    }
    return nil
  }

  /// The required constraints whose markers are among `symbols`, in the order added.
  private func owners(of symbols: some Sequence<Symbol>) -> [Constraint] {
    let wanted = Set(symbols)
    return constraints.values
      .filter { $0.constraint.isRequired && wanted.contains($0.tag.marker) }
      .sorted { $0.tag.marker < $1.tag.marker }
      .map(\.constraint)
  }

  /// Adds a row no symbol of which can be made basic at once: minimises an artificial
  /// variable equal to it (phase one of the simplex); the row holds if that reaches zero.
  /// Otherwise restores the solver and throws with the constraints that keep it from zero.
  private func addWithArtificialVariable(
    _ row: Row, for constraint: Constraint
  ) throws(ConstraintError) {
    let saved = (rows, objective, infeasibleRows)
    let variable = newSymbol(.slack)
    markAppearing(row)
    rows[variable] = row
    var phaseOne = Objective()
    phaseOne.insert(row, Weight(level: 1, amount: 1))
    artificial = phaseOne
    optimize()
    let result = artificial!
    artificial = nil
    guard result.constant.leading.isNearZero else {
      (rows, objective, infeasibleRows) = saved
      throw .unsatisfiable(constraint, conflicting: owners(of: result.symbols))
    }
    if var basic = rows.removeValue(forKey: variable) {
      if !basic.isEmpty {
        guard
          let entering = basic.symbols.first(where: { $0.kind == .slack || $0.kind == .error })
        else {
          (rows, objective, infeasibleRows) = saved
          throw .unsatisfiable(constraint, conflicting: owners(of: basic.symbols))
        }
        basic.solve(for: variable, replacing: entering)
        substitute(entering, with: basic)
        rows[entering] = basic
      }
    }
    for index in rows.indices { rows.values[index].remove(variable) }
    objective.remove(variable)
  }

  // MARK: - Simplex

  /// Replaces `symbol` by `row` everywhere, noting rows made infeasible.
  private func substitute(_ symbol: Symbol, with row: Row) {
    markAppearing(row)
    if appears[symbol.id] {
      rows.substitute(symbol, with: row) { infeasibleRows.append($0) }
    }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  private func markAppearing(_ row: Row) {
    for symbol in row.symbols { appears[symbol.id] = true }
  }

  /// Removes `weight × symbol` from the objective, through the symbol's row if it is basic.
  private func removeCost(of symbol: Symbol, _ weight: Weight) {
    if let row = rows[symbol] {
      objective.insert(row, -weight)
    } else {
      objective.insert(symbol, -weight)
    }
  }

  /// Primal simplex on the artificial objective if there is one, else the main one, from a
  /// feasible basis.
  private func optimize() {
    while let entering = (artificial ?? objective).enteringSymbol() {
      var leaving: Symbol?
      var ratio = Double.infinity
      for (symbol, row) in rows where symbol.kind != .external {
        let coefficient = row.coefficient(for: entering)
        guard coefficient < 0 else { continue }
        let r = -row.constant / coefficient
        if leaving == nil || r < ratio || (r == ratio && symbol < leaving!) {
          ratio = r
          leaving = symbol
        }
      }
      guard let leaving else { preconditionFailure("the objective is unbounded") }
      pivot(leaving, entering)
    }
  }

  /// Dual simplex: restores feasibility of the rows an edit made negative, keeping the basis
  /// optimal.
  private func dualOptimize() {
    while let leaving = infeasibleRows.popLast() {
      guard let row = rows[leaving], row.constant < 0 else { continue }
      var entering: Symbol?
      var ratio = Weight.zero
      for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient > 0 {
        let symbol = cell.symbol
        let r = objective.weight(of: symbol) * (1 / cell.coefficient)
        if entering == nil || r < ratio || (r == ratio && symbol < entering!) {
          ratio = r
          entering = symbol
        }
      }
      guard let entering else { preconditionFailure("the dual simplex found no entering symbol") }
      pivot(leaving, entering)
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  private func pivot(_ leaving: Symbol, _ entering: Symbol) {
    var row = rows.removeValue(forKey: leaving)!
    row.solve(for: leaving, replacing: entering)
    substitute(entering, with: row)
    rows[entering] = row
  }

  /// The row to pivot a non-basic marker into, so that its constraint's row can be dropped:
  /// the most restrictive row of a restricted symbol, else a variable's row.
  private func leavingRow(forMarker marker: Symbol) -> Symbol? {
    var negative: (ratio: Double, symbol: Symbol)?
    var positive: (ratio: Double, symbol: Symbol)?
    var external: Symbol?
    for (symbol, row) in rows {
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if symbol.kind == .external {
        external = external.map { min($0, symbol) } ?? symbol
      } else if coefficient < 0 {
        let r = -row.constant / coefficient
        if negative.map({ r < $0.ratio || (r == $0.ratio && symbol < $0.symbol) }) ?? true {
          negative = (r, symbol)
        }
      } else {
        let r = row.constant / coefficient
        if positive.map({ r < $0.ratio || (r == $0.ratio && symbol < $0.symbol) }) ?? true {
          positive = (r, symbol)
        }
      }
    }
    return negative?.symbol ?? positive?.symbol ?? external
  }
}
