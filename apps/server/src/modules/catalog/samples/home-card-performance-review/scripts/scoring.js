// Goals weigh more than skills in the overall score; ratings outside 1 to 5 are clamped.
const clamp = (value) => Math.min(5, Math.max(1, Number(value) || 1));

export function overallScore(review) {
  const goals = clamp(review.goalsRating);
  const skills = clamp(review.skillsRating);
  return { goals, skills, overall: Math.round((goals * 0.6 + skills * 0.4) * 10) / 10 };
}
