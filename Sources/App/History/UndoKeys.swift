import InventoryCore
import TerminalUI

/// Says what `u` would undo (this window's own last action, never another process') and undoes it once
/// the user confirms; `then` refreshes the screen with the step done. An item of a session's commit says which
/// ("1 of 6 of receive #5") and offers to undo what is left of the whole commit.
func offerUndo(environment: AppEnvironment, then refresh: @escaping (UndoStep) -> Void) -> ScreenAction {
  let service = environment.service
  let plan: UndoStep
  do {
    guard let next = try service.nextUndo(scope: .session) else {
      return .status(.info("nothing to undo: this window has not changed anything (others' changes are theirs)"))
    }
    plan = next
  } catch {
    return .status(.error(describe(error)))
  }
  let undoOne = { undo(plan, environment: environment, then: refresh) }
  // Which session's commit it is part of: a name for the question; unknown, it is asked as any other.
  guard let commit = try? service.sessionCommit(of: plan.action), commit.remaining.count > 1 else {
    return .present(
      ConfirmDialog(title: "Undo", message: "Undo: \(plan.description)?") { yes in
        yes ? undoOne() : .status(.info("nothing undone"))
      })
  }
  let left = commit.remaining
  let name = "\(commit.session.kind.rawValue) #\(commit.session.id)"
  return .present(
    ReportDialog(
      title: "Undo",
      lines: [
        "Undo: \(plan.description) (\(commit.position(of: plan.action)))?",
        "Committing \(name) changed \(commit.actions.count) items; \(left.count) of them are not undone yet.",
      ],
      answers: [
        .init(key: "y", label: "Undo this one", onEnter: true, action: undoOne),
        .init(key: "a", label: "Undo all \(left.count) of \(name)") {
          undoAll(left, of: name, environment: environment, then: refresh)
        },
      ]))
}

/// Undoes one action, the one the user was asked about (or nothing).
private func undo(_ plan: UndoStep, environment: AppEnvironment, then refresh: @escaping (UndoStep) -> Void)
  -> ScreenAction
{
  let (service, actionID) = (environment.service, plan.action.id)
  return environment.saving("the undo of \(plan.description)") {
    try service.undo(scope: .session, expecting: actionID)
  } finish: { outcome in
    stepped(outcome, done: "undone", nothing: "nothing to undo", then: refresh)
  }
}

/// The outcome of one undo or redo: the screen refreshed with the step and what was done, or why nothing was.
private func stepped(
  _ outcome: Result<UndoStep?, any Error>, done: String, nothing: String, then refresh: (UndoStep) -> Void
) -> ScreenAction {
  switch outcome {
  case .success(nil): return .status(.info(nothing))
  case .success(let step?):
    refresh(step)
    return .status(.success("\(done): \(step.description)"))
  case .failure(let error): return .sequence([.status(.error(describe(error))), .bell])
  }
}

/// How far undoing a commit's actions got: the steps done, and what stopped it, if anything did.
private struct UndoneSteps: Sendable {
  var steps: [UndoStep] = []
  var stop: (any Error)?
}

/// Undoes a commit's actions newest first; stops at the first that cannot be undone, saying how far it got.
private func undoAll(
  _ actions: [JournalAction], of name: String, environment: AppEnvironment, then refresh: @escaping (UndoStep) -> Void
) -> ScreenAction {
  let service = environment.service
  return environment.saving("the undo of \(name)") {
    var undone = UndoneSteps()
    for action in actions {
      do {
        guard let step = try service.undo(scope: .session, expecting: action.id) else { break }
        undone.steps.append(step)
      } catch {
        undone.stop = error
        break
      }
    }
    return undone
  } finish: { outcome in
    // The work itself catches each undo's error: it always answers with how far it got.
    let undone = (try? outcome.get()) ?? UndoneSteps()
    undone.steps.forEach(refresh)
    let count = undone.steps.count
    guard let stop = undone.stop else {
      return .status(.success("undone: \(count) of \(actions.count) changes of \(name)"))
    }
    return .sequence([.status(.error("undid \(count) of \(actions.count) of \(name), then: \(describe(stop))")), .bell])
  }
}

/// Says what `U` would do again (this window's last undo, until it makes a new change) and redoes it once the
/// user confirms, as undo asks.
func redoLastUndo(environment: AppEnvironment, then refresh: @escaping (UndoStep) -> Void) -> ScreenAction {
  let service = environment.service
  let plan: UndoStep
  do {
    guard let next = try service.nextRedo(scope: .session) else { return .status(.info("nothing to redo")) }
    plan = next
  } catch {
    return .status(.error(describe(error)))
  }
  let actionID = plan.action.id
  return .present(
    ConfirmDialog(title: "Redo", message: "Redo: \(plan.description)?") { yes in
      guard yes else { return .status(.info("nothing redone")) }
      return environment.saving("the redo of \(plan.description)") {
        try service.redo(scope: .session, expecting: actionID)
      } finish: { outcome in
        stepped(outcome, done: "redone", nothing: "nothing to redo", then: refresh)
      }
    })
}
