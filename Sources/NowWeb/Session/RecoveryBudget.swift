import NowInternal

/// The recovery and restart budgets of a web session: a ``SlidingWindowBudget``.
package typealias RecoveryBudget = SlidingWindowBudget
