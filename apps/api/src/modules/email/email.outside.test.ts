import type { EmailWriteReply } from '@beacon/contract/email';
import type { FileReply } from '@beacon/contract/files';
import type { OutboxListReply, OutboxMail } from '@beacon/contract/outbox';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('e-mail to addresses outside this instance on %s', (backend) => {
  const t = useTestApp(backend);
  const kept = async (address: string) => {
    const admin = await t.as('/api/outbox', t.tokenOf('admin'));
    const { mails } = (await admin.get<OutboxListReply>(`?q=${encodeURIComponent(address)}`)).body;
    return Promise.all(mails.map(async (m) => (await admin.get<OutboxMail>(`/${m.id}`)).body));
  };

  it('sends each outside address a mail of its own; accounts only get their inbox copy', async () => {
    const ann = await t.signUp('outsideann');
    const bob = await t.signUp('outsidebob');
    const reply = await t.call<EmailWriteReply>('POST', '/apps/email/send', {
      token: ann.token,
      body: {
        to: [bob.userData.email.toUpperCase(), 'Partner@Outside.example'],
        cc: ['partner@outside.example'],
        bcc: ['hidden@outside.example'],
        subject: 'Quarterly numbers',
        message:
          '<p>The numbers are <strong>in</strong> &amp; <a href="https://x.example/r">the report</a> too.</p><script>alert(1)</script>',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.email).toMatchObject({ folder: 'sent', subject: 'Quarterly numbers' });

    // One mail to the partner, though named twice (in to and cc, in two cases).
    const [partner, ...again] = await kept('partner@outside.example');
    expect(again).toEqual([]);
    expect(partner).toMatchObject({ kind: 'email', to: 'Partner@Outside.example' });
    expect(partner?.subject).toBe('Quarterly numbers');
    expect(partner?.text).toContain(
      `outsideann (${ann.userData.email}) sent you this message through Beacon:`,
    );
    expect(partner?.text).toContain('The numbers are in & the report (https://x.example/r) too.');
    expect(partner?.text).not.toContain('alert');
    expect(partner?.html).toContain('The numbers are in &amp; the report');
    // The bcc address gets the mail, and the mail names no other recipient.
    const [hidden] = await kept('hidden@outside.example');
    expect(hidden?.to).toBe('hidden@outside.example');
    expect(hidden?.text).not.toContain('partner@');
    // An account of this instance gets no mail from outside, only its inbox copy (its only mail
    // is the link that confirms its address, sent at sign-up).
    expect((await kept(bob.userData.email)).map((mail) => mail.kind)).toEqual(['verify']);
  });

  it('introduces the message in the sender’s language', async () => {
    const ann = await t.signUp('outsidefr');
    const reply = await t.call('POST', '/apps/email/send', {
      token: ann.token,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      body: { to: ['ami@outside.example'], subject: '', message: '<p>Bonjour</p>' },
    });
    expect(reply.status).toBe(201);
    const [mail] = await kept('ami@outside.example');
    expect(mail?.subject).toBe('(sans objet)');
    expect(mail?.text).toContain('vous a envoyé ce message via Beacon');
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('lists the attachments by name and size: the files stay in Beacon', async () => {
    const ann = await t.signUp('outsidefiles');
    const upload = await t.app.fetch(
      new Request('http://test/api/files?kind=attachment&name=plan.txt', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ann.token}`,
          'content-type': 'application/octet-stream',
        },
        body: 'twelve bytes',
      }),
    );
    const { file } = (await upload.json()) as FileReply;
    const reply = await t.call('POST', '/apps/email/send', {
      token: ann.token,
      body: { to: ['files@outside.example'], subject: 'Plan', attachmentIds: [file.id] },
    });
    expect(reply.status).toBe(201);
    const [mail] = await kept('files@outside.example');
    expect(mail?.text).toContain('Attached in Beacon (not sent with this e-mail):');
    expect(mail?.text).toContain('- plan.txt (12 B)');
  });
});
