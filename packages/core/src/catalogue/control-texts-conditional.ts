import type { FollowUpControlId } from '../analysis/control-ids';
import type { ControlTexts } from './control-texts-core';
import { processingControlTexts } from './control-texts-follow-up';
import { governanceControlTexts } from './control-texts-governance';

/** Texts of the controls whose credit comes from a follow-up question. */
export const followUpControlTexts: Readonly<Record<FollowUpControlId, ControlTexts>> = {
  ...processingControlTexts,
  ...governanceControlTexts,
};
