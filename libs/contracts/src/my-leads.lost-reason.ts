import { z } from 'zod';
import { LOST_REASON_REQUIRED_MESSAGE } from './my-leads.constants.js';

/** Why a lead was lost, in the rep's words: one change or many, the same rule. */
export const LostReasonSchema = z
  .string()
  .trim()
  .min(1, LOST_REASON_REQUIRED_MESSAGE)
  .max(500, 'Lost reason must be at most 500 characters');
