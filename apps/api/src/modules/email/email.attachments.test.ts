import type { Email, EmailWriteReply, EmailsListReply } from '@beacon/contract/email';
import type { FileReply, StoredFile } from '@beacon/contract/files';
import { fileMessages } from '@beacon/contract/files-values';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { runJob } from '../../test/module-jobs';

type ErrorBody = { error: Record<string, string[]> };

const text = (value: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(value);
const MB = 1024 * 1024;

describe.each(backends)('e-mail attachments on %s', (backend) => {
  const t = useTestApp(backend);

  const request = (token: string, path: string, init: RequestInit = {}) =>
    t.app.fetch(
      new Request(`http://test${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      }),
    );

  const user = async (name: string) => {
    const { token, userData } = await t.signUp(name);
    const api = await t.as('/apps/email', token);
    const upload = async (
      fileName: string,
      bytes: Uint8Array<ArrayBuffer>,
    ): Promise<StoredFile> => {
      const reply = await request(
        token,
        `/api/files?kind=attachment&name=${encodeURIComponent(fileName)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: bytes,
        },
      );
      expect(reply.status).toBe(201);
      return ((await reply.json()) as FileReply).file;
    };
    /** The file's bytes as this user gets them, or the refusal's status. */
    const download = async (url: string) => {
      const reply = await request(token, url);
      return { status: reply.status, bytes: new Uint8Array(await reply.arrayBuffer()) };
    };
    const inbox = async (query = '') =>
      (await api.get<EmailsListReply>(`/emails${query}`)).body.emails;
    const send = <T = EmailWriteReply>(body: Record<string, unknown>) => api.post<T>('/send', body);
    return { id: userData.id, email: userData.email, api, upload, download, inbox, send };
  };

  it('sends two files to a recipient, who downloads the same bytes; anyone else gets 404', async () => {
    const ann = await user('attann');
    const bob = await user('attbob');
    const eve = await user('atteve');
    const notes = text('Minutes of the meeting\nAll agreed.\n');
    const picture = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
        .png()
        .toBuffer(),
    );
    const first = await ann.upload('minutes.txt', notes);
    const second = await ann.upload('chart.png', picture);

    const sent = await ann.send({
      to: [bob.email],
      subject: 'The minutes',
      message: '<p>Attached.</p>',
      attachmentIds: [first.id, second.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.email.attachments).toMatchObject([
      {
        id: first.id,
        fileName: 'minutes.txt',
        url: `/api/files/${first.id}`,
        thumbnail: '/assets/images/icons/files/txt.svg',
        bytes: notes.length,
        size: `${notes.length} B`,
      },
      { id: second.id, fileName: 'chart.png', type: 'image/png', url: `/api/files/${second.id}` },
    ]);
    expect(sent.body.email.attachments[1]?.thumbnail).toBe(`/api/files/${second.id}/thumbnail`);

    const received = (await bob.inbox()).find((mail) => mail.subject === 'The minutes');
    expect(received?.attachments.map((file) => file.id)).toEqual([first.id, second.id]);
    expect(await bob.download(`/api/files/${first.id}`)).toEqual({ status: 200, bytes: notes });
    expect(await bob.download(`/api/files/${second.id}`)).toEqual({
      status: 200,
      bytes: picture,
    });
    expect((await eve.download(`/api/files/${first.id}`)).status).toBe(404);
    expect((await eve.download(`/api/files/${second.id}/thumbnail`)).status).toBe(404);
  });

  it('forwards the original’s files without a copy, and refuses a file the sender may not read', async () => {
    const ann = await user('fwdann');
    const bob = await user('fwdbob');
    const cid = await user('fwdcid');
    const report = await ann.upload('report.csv', text('month,total\n10,42\n'));
    await ann.send({ to: [bob.email], subject: 'Report', attachmentIds: [report.id] });
    expect((await cid.download(report.url)).status).toBe(404);

    const forward = await bob.send({
      to: [cid.email],
      subject: 'Fwd: Report',
      attachmentIds: [report.id],
    });
    expect(forward.status).toBe(201);
    expect(forward.body.email.attachments.map((file) => file.id)).toEqual([report.id]);
    const forwarded = (await cid.inbox()).find((mail) => mail.subject === 'Fwd: Report');
    expect(forwarded?.attachments.map((file) => file.url)).toEqual([report.url]);
    expect((await cid.download(report.url)).status).toBe(200);

    const secret = await cid.upload('secret.txt', text('mine'));
    for (const refused of [
      await ann.send({ to: [bob.email], subject: 'Steal', attachmentIds: [secret.id] }),
      await ann.api.post('/drafts', { subject: 'Steal', attachmentIds: [secret.id] }),
    ]) {
      expect(refused.status).toBe(400);
      expect((refused.body as ErrorBody).error.attachmentIds).toEqual([fileMessages.unknownFile]);
    }
    const bad = await ann.send({ to: [bob.email], attachmentIds: ['not-a-file-id'] });
    expect(bad.status).toBe(400);
    expect((await bob.inbox('?q=steal')).length).toBe(0);
  });

  it('refuses attachments over 50 MB together with 413 and sends nothing', async () => {
    const ann = await user('bigann');
    const bob = await user('bigbob');
    // Rows of 20 MB each stand in for real uploads: the limit reads the stored sizes.
    const ids = [0, 1, 2].map((n) => `bigfile${n}`.padEnd(22, 'x'));
    for (const id of ids)
      await t.db.execute(sql`
        insert into files (id, owner_id, kind, name, type, size, sha256, storage)
        values (${id}, ${ann.id}, 'attachment', ${`${id}.bin`}, 'application/octet-stream',
                ${20 * MB}, ${'0'.repeat(64)}, 'database')`);
    const two = await ann.send({ to: [bob.email], subject: 'Two', attachmentIds: ids.slice(0, 2) });
    expect(two.status).toBe(201);
    const three = await ann.send<ErrorBody>({
      to: [bob.email],
      subject: 'Three',
      attachmentIds: ids,
    });
    expect(three.status).toBe(413);
    expect(three.body.error.attachmentIds).toEqual([fileMessages.messageTooLarge]);
    const draft = await ann.api.post('/drafts', { subject: 'Three', attachmentIds: ids });
    expect(draft.status).toBe(413);
    expect((await bob.inbox()).map((mail) => mail.subject)).not.toContain('Three');
  });

  it('keeps a draft’s files with it, and moves them to the sent mail', async () => {
    const ann = await user('drfann');
    const bob = await user('drfbob');
    const plan = await ann.upload('plan.txt', text('the plan'));
    const saved = await ann.api.post<EmailWriteReply>('/drafts', { attachmentIds: [plan.id] });
    expect(saved.status).toBe(201);
    const draftId = saved.body.email.id;
    const opened = await ann.api.get<Email>(`/get-email?id=${draftId}`);
    expect(opened.body.attachments.map((file) => file.id)).toEqual([plan.id]);

    const sent = await ann.send({ draftId, to: [bob.email], attachmentIds: [plan.id] });
    expect(sent.status).toBe(201);
    expect((await ann.inbox('?folder=draft')).map((mail) => mail.id)).not.toContain(draftId);
    expect((await bob.download(plan.url)).status).toBe(200);
  });

  it('finds a mail by an attachment’s name', async () => {
    const ann = await user('srcann');
    const bob = await user('srcbob');
    const file = await ann.upload('Quarterly-Forecast.xlsx', text('numbers'));
    await ann.send({ to: [bob.email], subject: 'Numbers', attachmentIds: [file.id] });
    expect((await bob.inbox('?q=forecast')).map((mail) => mail.subject)).toEqual(['Numbers']);
    expect((await bob.inbox('?q=FORECAST.XLS')).map((mail) => mail.subject)).toEqual(['Numbers']);
    expect(await bob.inbox('?q=budget')).toEqual([]);
  });

  it('unlinks the files of mail deleted for good; the collector then removes the orphan', async () => {
    const ann = await user('delann');
    const bob = await user('delbob');
    const note = await ann.upload('note.txt', text('to be deleted'));
    const sent = await ann.send({ to: [bob.email], subject: 'Gone', attachmentIds: [note.id] });
    const received = (await bob.inbox()).find((mail) => mail.subject === 'Gone');
    // The collector as its timer runs it, once the file is past its grace time.
    const collect = async () => {
      await t.db.execute(
        sql`update files set created_at = created_at - interval '1 day' where id = ${note.id}`,
      );
      await runJob(t.db, 'files.collect');
    };
    const purge = async (who: typeof ann, id: number) => {
      await who.api.post('/update-emails', { emailIds: [id], dataToUpdate: { folder: 'trash' } });
      expect((await who.api.post('/delete-emails', { emailIds: [id] })).status).toBe(200);
    };

    await purge(ann, sent.body.email.id);
    await collect();
    // Bob's copy still links it.
    expect(await bob.download(note.url)).toEqual({ status: 200, bytes: text('to be deleted') });

    await purge(bob, received?.id ?? 0);
    await collect();
    expect((await ann.download(note.url)).status).toBe(404);
    expect((await bob.download(note.url)).status).toBe(404);
  });
});
