import { describe, expect, it } from 'vitest';
import { STATUS_REASONS } from '../einvoice/status-reasons.ts';
import { buyerActions } from './rules.ts';

describe("the buyer's answers to a supplier's invoice", () => {
  it("give only reasons of XP Z12-012's list (BR-FR-CDV-CL-09)", () => {
    for (const action of Object.values(buyerActions))
      for (const reason of action.reasons) expect(STATUS_REASONS.has(reason), reason).toBe(true);
  });
});
