/*
 * The Watch Demo modal's seven steps and how long each stays on screen (docs/product-decisions.md, Interface
 * timings and limits). Step texts live in locales/{bg,en}/demo.json under the same ids.
 */
export const demoSteps = [
  { id: 'questionnaire', durationMs: 3000 },
  { id: 'followUps', durationMs: 4000 },
  { id: 'score', durationMs: 3500 },
  { id: 'gaps', durationMs: 4000 },
  { id: 'recommendations', durationMs: 3500 },
  { id: 'roadmap', durationMs: 3000 },
  { id: 'report', durationMs: 2500 },
] as const;

export type DemoStepId = (typeof demoSteps)[number]['id'];

export const demoStepDurationsMs: readonly number[] = demoSteps.map((step) => step.durationMs);
