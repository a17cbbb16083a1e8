// Expense policy: per-category limits above which the cost center owner approves as well.
const LIMITS = { travel: 2500, meals: 150, lodging: 400, equipment: 1000, other: 250 };

export function checkPolicy(report) {
  const limit = LIMITS[report.category] ?? LIMITS.other;
  return { amount: Number(report.amount), limit, overLimit: Number(report.amount) > limit };
}
