import type { ControlId } from '../analysis/control-ids';
import { followUpControlTexts } from './control-texts-conditional';
import { type ControlTexts, coreControlTexts } from './control-texts-core';

/** Title, plain-language risk and objective of every control. */
export const controlTexts: Readonly<Record<ControlId, ControlTexts>> = {
  ...coreControlTexts,
  ...followUpControlTexts,
};
