// The questionnaire's steps after the first, loaded as one chunk (assessment-step.tsx).
export { AnswersStep } from './answers-step';
export { ReviewStep } from './review-step';
