import { describe, expect, it } from 'vitest';
import { toCdar } from '../cdar.ts';
import { lifecycleReportOf, readCdar, UnreadableCdar } from './cdar.ts';

describe('reading a lifecycle message (CDAR D22B)', () => {
  it('reads back what the service writes: id, invoice, status, reason, amounts per rate', () => {
    const xml = toCdar({
      id: 'MSG-1',
      at: new Date('2026-03-10T09:00:00Z'),
      status: '212',
      sender: { siren: '303265045', name: 'Atelier', role: 'SE', endpoint: { id: '303265045', scheme: '0225' } },
      recipient: { siren: '732829320', role: 'BY', endpoint: { id: '732829320', scheme: '0225' } },
      invoice: { number: 'INV-0007', typeCode: '380', issueDate: '2026-03-02', seller: { siren: '303265045' } },
      amounts: [
        { code: 'MEN', amount: '720.00', currency: 'EUR', percent: '20' },
        { code: 'MEN', amount: '52.75', currency: 'EUR', percent: '5.5' },
      ],
    });
    expect(readCdar(xml)).toEqual({
      id: 'MSG-1',
      at: '2026-03-10T09:00:00Z',
      invoice: 'INV-0007',
      code: '212',
      amounts: [
        { percent: '20', amount: '720.00' },
        { percent: '5.5', amount: '52.75' },
      ],
    });
  });

  it("reports a 212's amount as the sum it states, every decimal kept (the invoice's currency rounds it)", () => {
    const xml = toCdar({
      id: 'MSG-3',
      at: new Date('2026-03-10T09:00:00Z'),
      status: '212',
      sender: { siren: '303265045', role: 'SE', endpoint: { id: '303265045', scheme: '0225' } },
      recipient: { siren: '732829320', role: 'BY', endpoint: { id: '732829320', scheme: '0225' } },
      invoice: { number: 'INV-0008', typeCode: '380', issueDate: '2026-03-02', seller: { siren: '303265045' } },
      amounts: [
        { code: 'MEN', amount: '10.125', currency: 'KWD', percent: '5' },
        { code: 'MEN', amount: '0.1', currency: 'KWD', percent: '0' },
      ],
    });
    expect(lifecycleReportOf(readCdar(xml))).toMatchObject({ status: 'cashed', amount: '10.225', messageId: 'MSG-3' });
  });

  it('refuses what is not one, saying why', () => {
    for (const xml of ['<not xml', '<Invoice/>', '<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="x"/>'])
      expect(() => readCdar(xml)).toThrow(UnreadableCdar);
    expect(() => readCdar('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toThrow(/DOCTYPE/);
  });

  it("refuses a reason off XP Z12-012's list (BR-FR-CDV-CL-09), and reads one on it", () => {
    const withReason = (code: string) =>
      toCdar({
        id: 'MSG-2',
        at: new Date('2026-03-10T09:00:00Z'),
        status: '207',
        reason: { code, text: 'Montant faux' },
        sender: { siren: '732829320', role: 'BY', endpoint: { id: '732829320', scheme: '0225' } },
        recipient: { siren: '303265045', role: 'SE', endpoint: { id: '303265045', scheme: '0225' } },
        invoice: { number: 'INV-0007', typeCode: '380', issueDate: '2026-03-02', seller: { siren: '303265045' } },
      });
    expect(readCdar(withReason('MONTANTTOTAL_ERR')).reason).toBe('MONTANTTOTAL_ERR');
    expect(lifecycleReportOf(readCdar(withReason('MONTANTTOTAL_ERR')))).toEqual({
      status: 'disputed',
      at: '2026-03-10T09:00:00Z',
      reason: 'MONTANTTOTAL_ERR: Montant faux',
      messageId: 'MSG-2',
    });
    expect(() => readCdar(withReason('WRONG_TOTAL'))).toThrow(/WRONG_TOTAL is not a status reason/);
  });

  it("a platform's status about a file it took is of the transmission phase (305), its issuer the platform (WK)", () => {
    const xml = toCdar({
      id: 'FLOW-1-2',
      at: new Date('2026-03-10T09:00:00Z'),
      status: '213',
      reason: { code: 'REJ_SEMAN', text: 'BR-FR-16' },
      sender: { role: 'WK', endpoint: { id: 'PA-1', scheme: '0238' } },
      recipient: { siren: '303265045', role: 'SE', endpoint: { id: '303265045', scheme: '0225' } },
      invoice: { number: 'INV-0007', typeCode: '380', issueDate: '2026-03-02', seller: { siren: '303265045' } },
    });
    expect(xml).toContain('<ram:TypeCode>305</ram:TypeCode>');
    expect(lifecycleReportOf(readCdar(xml))).toMatchObject({ status: 'rejected', reason: 'REJ_SEMAN: BR-FR-16' });
  });
});
