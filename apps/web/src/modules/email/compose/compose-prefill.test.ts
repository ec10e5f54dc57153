import type { Email } from '@beacon/contract/email';
import { describe, expect, it } from 'vitest';
import { testEmail } from '../test-emails';
import { type PrefillText, prefill } from './compose-prefill';

const text: PrefillText = {
  wrote: (date, name) => `On ${date}, ${name} wrote:`,
  forwarded: '---------- Forwarded message ----------',
  from: 'From:',
  date: 'Date:',
  subject: 'Subject:',
  to: 'To:',
  cc: 'Cc:',
  attachments: 'Attachments:',
  formatDate: (iso) => `<${iso}>`,
};
const me = 'admin@demo.com';

// Amara wrote to the admin and Ben, copying Chloé and the admin again.
const source: Email = testEmail(5, 'Budget', {
  from: { email: 'amara@example.com', name: 'Amara <Okafor>', avatar: '' },
  to: [
    { name: 'John Doe', email: 'Admin@Demo.com' },
    { name: 'Ben', email: 'ben@example.com' },
  ],
  cc: [
    { name: 'Chloé', email: 'chloe@example.com' },
    { name: '', email: 'ben@example.com' },
    { name: 'John Doe', email: 'admin@demo.com' },
  ],
  message: '<p>Numbers <img src=x onerror="alert(1)">inside</p>',
  time: '2024-03-11T09:30:00.000Z',
  attachments: [
    { fileName: 'q1.xlsx', thumbnail: '/x.svg', url: '/f/q1.xlsx', size: '12 KB' },
    {
      fileName: 'chart.png',
      thumbnail: '/api/files/chartchartchartchart00/thumbnail',
      url: '/api/files/chartchartchartchart00',
      size: '3 KB',
      id: 'chartchartchartchart00',
      type: 'image/png',
      bytes: 3000,
    },
  ],
});

describe('composer prefill', () => {
  it('starts blank for a new mail', () => {
    expect(prefill({ mode: 'new' }, me, text)).toEqual({
      to: [],
      cc: [],
      bcc: [],
      subject: '',
      message: '',
      attachments: [],
    });
  });

  it('replies to the sender, with "Re:" once and the sanitised mail quoted', () => {
    const values = prefill({ mode: 'reply', source }, me, text);
    expect(values.to).toEqual(['amara@example.com']);
    expect(values.cc).toEqual([]);
    expect(values.subject).toBe('Re: Budget');
    expect(values.attachments).toEqual([]);
    expect(values.message).toBe(
      '<p></p><p>On &lt;2024-03-11T09:30:00.000Z&gt;, Amara &lt;Okafor&gt; wrote:</p>' +
        '<blockquote><p>Numbers inside</p></blockquote>',
    );
    const again = prefill(
      { mode: 'reply', source: { ...source, subject: 'RE: Budget' } },
      me,
      text,
    );
    expect(again.subject).toBe('RE: Budget');
  });

  it('replies to all but oneself, each address once', () => {
    const values = prefill({ mode: 'replyAll', source }, me, text);
    expect(values.to).toEqual(['amara@example.com', 'ben@example.com']);
    expect(values.cc).toEqual(['chloe@example.com']);
    expect(values.bcc).toEqual([]);
  });

  it('answers one’s own sent mail to its recipients', () => {
    const sent = { ...source, from: { email: me, name: 'John Doe', avatar: '' } };
    expect(prefill({ mode: 'reply', source: sent }, me, text).to).toEqual(['ben@example.com']);
  });

  it('forwards with no recipients, "Fwd:", the stored files, a header naming older ones, and the mail', () => {
    const values = prefill({ mode: 'forward', source }, me, text);
    expect(values.to).toEqual([]);
    expect(values.cc).toEqual([]);
    expect(values.subject).toBe('Fwd: Budget');
    expect(values.message).toContain('---------- Forwarded message ----------<br>');
    expect(values.message).toContain('From: Amara &lt;Okafor&gt; &lt;amara@example.com&gt;');
    expect(values.message).toContain('Subject: Budget');
    expect(values.message).toContain(
      'To: John Doe &lt;Admin@Demo.com&gt;, Ben &lt;ben@example.com&gt;',
    );
    expect(values.message).toContain('Cc: Chloé &lt;chloe@example.com&gt;, ben@example.com');
    expect(values.attachments.map((file) => file.id)).toEqual(['chartchartchartchart00']);
    expect(values.message).toContain('Attachments: q1.xlsx (12 KB)');
    expect(values.message).not.toContain('chart.png');
    expect(values.message).toMatch(/<\/p><p>Numbers inside<\/p>$/);
  });

  it('opens a draft as it was, under its id', () => {
    const draft = testEmail(9, 'Plan', {
      folder: 'draft',
      to: [{ name: '', email: 'ben@example.com' }],
      bcc: [{ name: '', email: 'boss@example.com' }],
      message: '<p>Half <script>alert(1)</script>written</p>',
      attachments: [
        {
          fileName: 'plan.txt',
          thumbnail: '/assets/images/icons/files/txt.svg',
          url: '/api/files/planplanplanplanplan00',
          size: '8 B',
          id: 'planplanplanplanplan00',
          bytes: 8,
        },
      ],
    });
    expect(prefill({ mode: 'draft', draft }, me, text)).toEqual({
      to: ['ben@example.com'],
      cc: [],
      bcc: ['boss@example.com'],
      subject: 'Plan',
      message: '<p>Half written</p>',
      attachments: draft.attachments,
      draftId: 9,
    });
  });
});
