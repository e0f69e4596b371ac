import type { Attachment } from 'postal-mime';
import { deliveryReportOf } from './delivery-report.js';
import { firstAddress, firstMessageId, parseFields } from './header-block.js';
import { enhancedStatusIn, isTemporary, meaningOf, replyCodeIn, statusIn } from './smtp-status.js';

const part = (mimeType: string, text: string): Attachment => ({
  filename: null,
  mimeType,
  disposition: null,
  content: new TextEncoder().encode(text),
});

describe('a delivery status (RFC 3464)', () => {
  it('reads every recipient block, folded lines joined', () => {
    const status = [
      'Reporting-MTA: dns; mx.example.test',
      '',
      'Final-Recipient: rfc822; First@Cafe.test',
      'Action: failed',
      'Status: 5.1.1 (bad destination mailbox address)',
      'Diagnostic-Code: smtp; 550 5.1.1 user',
      '    unknown',
      '',
      'Original-Recipient: rfc822;second@cafe.test',
      'Action: Delayed',
      'Status: 4.4.7',
    ].join('\r\n');
    expect(deliveryReportOf([part('message/delivery-status', status)])).toEqual({
      recipients: [
        { address: 'first@cafe.test', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 user unknown' },
        { address: 'second@cafe.test', action: 'delayed', status: '4.4.7', diagnostic: null },
      ],
      originalMessageId: null,
      originalTo: null,
    });
  });

  it('reads the internationalized form (message/global-delivery-status) and returned headers', () => {
    const report = deliveryReportOf([
      part(
        'message/global-delivery-status',
        'Reporting-MTA: dns; mx\n\nFinal-Recipient: utf-8; josé@cafe.test\nAction: failed\nStatus: 5.1.1\n',
      ),
      part('message/global-headers', 'Message-ID: <abc@leadgen.test>\nTo: "José" <josé@cafe.test>\n'),
    ]);
    expect(report?.recipients[0]?.address).toBe('josé@cafe.test');
    expect(report?.originalMessageId).toBe('<abc@leadgen.test>');
    expect(report?.originalTo).toBe('josé@cafe.test');
  });

  it('is no report without a delivery-status part', () => {
    expect(deliveryReportOf([part('text/rfc822-headers', 'Message-ID: <abc@leadgen.test>')])).toBeNull();
  });
});

describe('header blocks', () => {
  it('keeps the first of each field and joins folded lines', () => {
    expect(parseFields('To: a@b.test\nSubject: one\n two\nTo: c@d.test\nnot a field')).toEqual({
      to: 'a@b.test',
      subject: 'one two',
    });
  });

  it('reads ids and addresses as servers write them', () => {
    expect(firstMessageId('<x@y.test> (comment)')).toBe('<x@y.test>');
    expect(firstMessageId('x@y.test')).toBe('<x@y.test>');
    expect(firstMessageId('no id')).toBeNull();
    expect(firstAddress('rfc822;Owner@Cafe.TEST')).toBe('owner@cafe.test');
    expect(firstAddress('"Lopez, Maria" <Maria@Cafe.test>')).toBe('maria@cafe.test');
  });
});

describe('SMTP codes', () => {
  it.each([
    ['550 5.1.1 <x@y.test>: User unknown', '5.1.1'],
    ['550-5.1.1 The email account that you tried to reach does not exist', '5.1.1'],
    ['smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound', '5.1.10'],
    ['554 delivery error: dd This user does not have an account', '554'],
    ['554: delivery error: dd', '554'],
    ['550 sorry, no mailbox here by that name. (#5.1.1)', '5.1.1'],
    ['host [192.0.2.10]: connection refused', null],
    ['IP 10.5.1.1 blocked', null],
    ['call (512) 555-0142', null],
  ])('%j → %s', (text, status) => {
    expect(statusIn(text)).toBe(status);
  });

  it('reads the enhanced status before the reply code', () => {
    expect(enhancedStatusIn('452 4.2.2 Mailbox full')).toBe('4.2.2');
    expect(replyCodeIn('452 4.2.2 Mailbox full')).toBe('452');
  });

  it('takes a 4 status and a full mailbox for now, anything else 5 for good', () => {
    expect(['4.4.7', '4.2.2', '5.2.2', '552', '452'].every(isTemporary)).toBe(true);
    expect(['5.1.1', '5.0.0', '550', '554', '5.7.1'].some(isTemporary)).toBe(false);
  });

  it.each([
    ['5.1.1', null, 'address does not exist'],
    ['5.1.10', null, 'address does not exist'],
    ['5.2.2', null, 'mailbox full'],
    ['5.0.0', '554 delivery error: dd This user doesn’t have a yahoo.com account', 'address does not exist'],
    ['5.0.0', "554 delivery error: dd This user doesn't have a yahoo.com account", 'address does not exist'],
    ['5.0.0', '550 No such user here', 'address does not exist'],
    ['4.0.0', 'try again later', 'temporary failure'],
    ['5.9.9', null, 'permanent failure'],
    [null, null, 'delivery failed'],
  ])('%s with %j means %s', (status, diagnostic, words) => {
    expect(meaningOf(status, diagnostic)).toBe(words);
  });
});
